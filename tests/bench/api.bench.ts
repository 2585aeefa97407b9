/**
 * API throughput and latency at 50 connections, beside a bare node:http server answering a fixed
 * JSON body in the same run (the ceiling of this machine), on the embedded default database:
 *
 *   GET /api/listings       a seller with 200 listings (the whole list, as the app pulls it)
 *   GET /api/listings/{id}  one of them
 *
 * Prints req/s, p50/p99 latency and each endpoint's share of the bare server's req/s (medians of
 * rounds run back to back), with the goals: at least 60% of bare, and for one listing p99 at
 * most 25 ms; p99 at most 50 ms on the embedded default. Measures; does not pass or fail.
 * API_BENCH_PROFILE=<folder> runs each endpoint in a process of its own under --cpu-prof and
 * prints where its time went (see cpu-profile-summary.ts). Runs the compiled server (dist-server).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { seedSeller } from './api-seed';
import { formatSummary, summarize } from './cpu-profile-summary';
import { freePort } from '../support/free-port';
import { cpuMicros, waitFor } from './server-process';

// BENCH_SERVER_DIR: another checkout of the product, built (a "before" figure in the same run).
const serverDir = process.env.BENCH_SERVER_DIR ?? process.cwd();
if (!existsSync(join(serverDir, 'dist-server/index.js'))) {
  console.error(
    'No dist-server/: run `npm run bench -- api` (or `node scripts/build-server.mjs`) first.',
  );
  process.exit(1);
}

interface AutocannonResult {
  requests: { average: number; total: number };
  latency: { p50: number; p99: number; average: number };
  non2xx: number;
  errors: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const CONNECTIONS = 50;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 10);
/**
 * Bare and API runs alternate in this many rounds of DURATION_S / ROUNDS seconds each, and the
 * figures are the medians over the rounds: on a shared machine the load moves within seconds,
 * and one long run of each would compare the two at different loads.
 */
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const LISTINGS = 200;
/** The goals of the performance issue: the API's rate as a share of bare node:http's. */
const SHARE_GOAL = 0.6;
const ONE_P99_GOAL_MS = 25;

const dataDir = mkdtempSync(join(tmpdir(), 'bench-api-'));
const children: ChildProcess[] = [];
const cleanup = () => {
  for (const child of children) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
};

try {
  // Seed straight into the data folder: one seller, 200 listings of varied kinds.
  const { token, ids } = await seedSeller(dataDir, LISTINGS);

  // API_BENCH_PROFILE=<folder>: each endpoint gets its own API process run with --cpu-prof, so
  // the largest .cpuprofile in <folder>/<endpoint>/ shows where that endpoint's time goes.
  const profileDir = process.env.API_BENCH_PROFILE;
  const startApi = async (profileName?: string) => {
    const port = await freePort();
    const env: NodeJS.ProcessEnv = {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // One address makes all the load here; back-to-back runs of 50 connections each could
      // briefly overlap the per-address cap while the last run's sockets close.
      MAX_CONNECTIONS_PER_ADDRESS: '0',
    };
    delete env.DATABASE_URL;
    // One folder per endpoint: Node writes a profile per thread (the loader has its own).
    const profile =
      profileDir && profileName
        ? ['--cpu-prof', `--cpu-prof-dir=${join(profileDir, profileName)}`]
        : [];
    // The compiled server, as `npm start` runs it (`npm run bench` builds it first).
    const child = spawn(process.execPath, [...profile, 'dist-server/index.js'], {
      cwd: serverDir,
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    children.push(child);
    await waitFor(`http://127.0.0.1:${port}/api/health`, child);
    return {
      port,
      pid: child.pid!,
      /** Ends the process cleanly, so --cpu-prof writes its profile. */
      stop: () =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGINT');
        }),
    };
  };
  /** The main thread's profile (the largest file) of a profiled endpoint, summarized. */
  const printProfile = (name: string, requests: number) => {
    const folder = join(profileDir!, name);
    const largest = readdirSync(folder)
      .filter((file) => file.endsWith('.cpuprofile'))
      .map((file) => ({ file: join(folder, file), size: statSync(join(folder, file)).size }))
      .sort((a, b) => b.size - a.size)[0];
    if (!largest) return;
    const profile = JSON.parse(readFileSync(largest.file, 'utf8')) as Parameters<
      typeof summarize
    >[0];
    console.log(`\nCPU profile of ${name} (${largest.file}):`);
    console.log(formatSummary(summarize(profile), requests));
  };
  const shared = await startApi();
  const apiPort = shared.port;

  // Bare servers answer fixed bodies of the same sizes as the API's answers, so the ratio shows
  // what the API itself costs, not the bytes (the load generator shares this machine).
  const auth = { Authorization: `Bearer ${token}` };
  const bodyOf = async (path: string) =>
    (await fetch(`http://127.0.0.1:${apiPort}${path}`, { headers: auth })).text();
  const startBare = async (body: string) => {
    const port = await freePort();
    const file = join(dataDir, `bare-${port}.json`);
    writeFileSync(file, body);
    const source = `const body = require('node:fs').readFileSync(${JSON.stringify(file)}); require('node:http').createServer((q, s) => { s.writeHead(200, { 'content-type': 'application/json' }); s.end(body); }).listen(${port});`;
    const bare = spawn(process.execPath, ['-e', source], { stdio: 'inherit' });
    children.push(bare);
    await waitFor(`http://127.0.0.1:${port}/`, bare);
    return { url: `http://127.0.0.1:${port}/`, pid: bare.pid! };
  };
  const listBody = await bodyOf('/api/listings');
  const oneBody = await bodyOf(`/api/listings/${ids[100]}`);
  const bareList = await startBare(listBody);
  const bareOne = await startBare(oneBody);

  const run = async (url: string, headers?: Record<string, string>) => {
    await autocannon({ url, connections: CONNECTIONS, duration: 2, headers }); // warm-up
    return autocannon({ url, connections: CONNECTIONS, duration: DURATION_S, headers });
  };
  const kb = (text: string) => `${(Buffer.byteLength(text) / 1024).toFixed(1)} KB`;
  // Profiled runs get a fresh process per endpoint (sessions and caches warm up in the warm-up).
  const apiFor = async (name: string) => (profileDir ? await startApi(name) : shared);
  const median = (values: number[]) => {
    const sorted = [...values].sort((a, b) => a - b);
    const middle = Math.floor(sorted.length / 2);
    return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
  };
  /** Median figures of alternating bare and API rounds, and the median of the rounds' ratios. */
  // CPU time per request of the server process (from /proc): unlike req/s, it hardly moves with
  // the load others put on the machine, so its ratio is the steadier figure on a shared machine.
  const compare = async (name: string, bareServer: { url: string; pid: number }, path: string) => {
    const api = await apiFor(name);
    const apiUrl = `http://127.0.0.1:${api.port}${path}`;
    const bareUrl = bareServer.url;
    const seconds = Math.max(1, Math.round(DURATION_S / ROUNDS));
    const cpu: { bare: number[]; api: number[] } = { bare: [], api: [] };
    const once = async (url: string, headers?: Record<string, string>, pid?: number) => {
      const before = pid ? cpuMicros(pid) : 0;
      const result = await autocannon({
        url,
        connections: CONNECTIONS,
        duration: seconds,
        headers,
      });
      if (pid)
        cpu[pid === api.pid ? 'api' : 'bare'].push(
          (cpuMicros(pid) - before) / result.requests.total,
        );
      return result;
    };
    await once(bareUrl); // warm-up
    const warmUp = await once(apiUrl, auth);
    const bare: AutocannonResult[] = [];
    const ours: AutocannonResult[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      bare.push(await once(bareUrl, undefined, bareServer.pid));
      ours.push(await once(apiUrl, auth, api.pid));
    }
    if (api !== shared) {
      await api.stop();
      const answered = ours.reduce((sum, r) => sum + r.requests.total, warmUp.requests.total);
      printProfile(name, answered);
    }
    const summary = (results: AutocannonResult[]): AutocannonResult => ({
      requests: {
        average: median(results.map((r) => r.requests.average)),
        total: results.reduce((sum, r) => sum + r.requests.total, 0),
      },
      latency: {
        p50: median(results.map((r) => r.latency.p50)),
        p99: median(results.map((r) => r.latency.p99)),
        average: median(results.map((r) => r.latency.average)),
      },
      non2xx: results.reduce((sum, r) => sum + r.non2xx, 0),
      errors: results.reduce((sum, r) => sum + r.errors, 0),
    });
    const ratios = ours.map((r, i) => r.requests.average / bare[i]!.requests.average);
    const cpuShares = cpu.api.map((us, i) => cpu.bare[i]! / us);
    const cpuPerRequest = {
      bare: median(cpu.bare),
      api: median(cpu.api),
      share: median(cpuShares),
    };
    return {
      bare: summary(bare),
      api: summary(ours),
      ratio: median(ratios),
      ratios,
      cpuPerRequest,
    };
  };
  const pairs = [
    {
      label: `GET /api/listings (${LISTINGS}, ${kb(listBody)})`,
      ...(await compare('listings-200', bareList, '/api/listings')),
    },
    {
      label: `GET /api/listings/{id} (${kb(oneBody)})`,
      ...(await compare('listing-one', bareOne, `/api/listings/${ids[100]}`)),
    },
  ];

  console.log(
    `\n${CONNECTIONS} connections, ${ROUNDS} alternating rounds of ${Math.max(1, Math.round(DURATION_S / ROUNDS))} s per server (medians), embedded PGlite, one process per server`,
  );
  console.log(
    'endpoint                                  server      req/s   p50 ms   p99 ms   errors',
  );
  const line = (label: string, who: string, result: AutocannonResult) =>
    console.log(
      [
        label.padEnd(41),
        who.padEnd(9),
        result.requests.average.toFixed(0).padStart(8),
        String(result.latency.p50).padStart(8),
        String(result.latency.p99).padStart(8),
        String(result.non2xx + result.errors).padStart(8),
      ].join(' '),
    );
  // The performance issue's goals: at least 60% of a bare server's rate; p99 25 ms for one listing.
  const percent = (value: number) => `${(value * 100).toFixed(1)}%`;
  const shares: string[] = [];
  for (const { label, bare, api, ratio, ratios, cpuPerRequest: cpu } of pairs) {
    line(label, 'bare', bare);
    line('', 'API', api);
    console.log(
      `${''.padEnd(41)} share of bare node:http: ${percent(ratio)} of req/s (rounds: ${ratios.map(percent).join(', ')}), p99 x${(api.latency.p99 / Math.max(bare.latency.p99, 1)).toFixed(1)}`,
    );
    const p99Goal = label.includes('{id}') ? `, p99 <= ${ONE_P99_GOAL_MS} ms` : '';
    const met =
      ratio >= SHARE_GOAL && (!p99Goal || api.latency.p99 <= ONE_P99_GOAL_MS) ? 'met' : 'not met';
    console.log(`${''.padEnd(41)} goal: >= ${percent(SHARE_GOAL)} of bare${p99Goal} (${met})`);
    console.log(
      `${''.padEnd(41)} CPU per request: bare ${cpu.bare.toFixed(1)} µs, API ${cpu.api.toFixed(1)} µs (bare/API ${percent(cpu.share)})`,
    );
    shares.push(`${label.split(' (')[0]} ${percent(ratio)} (by CPU ${percent(cpu.share)})`);
  }
  console.log(`share of bare node:http (goal >= ${percent(SHARE_GOAL)}): ${shares.join('; ')}`);
  // What the app really asks for: browsers accept gzip, and the list shrinks about tenfold.
  const gzipped = await run(`http://127.0.0.1:${apiPort}/api/listings`, {
    ...auth,
    'Accept-Encoding': 'gzip',
  });
  line(`GET /api/listings, Accept-Encoding: gzip`, 'API', gzipped);
  const results = [...pairs.map((pair) => ({ result: pair.api })), { result: gzipped }];
  const worst = Math.max(...results.map(({ result }) => result.latency.p99));
  console.log(`target p99 <= 50 ms on the embedded default: worst API p99 = ${worst} ms`);
} finally {
  cleanup();
}
