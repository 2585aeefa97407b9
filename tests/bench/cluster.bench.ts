/**
 * Several processes (needs a PostgreSQL: TEST_DATABASE_URL, as .ci/run sets it), with images in
 * an S3 emulator started here:
 *
 * - requests per second of GET /api/listings/{id} and GET /api/files/{id} (streamed from the
 *   bucket) for one process and for two processes side by side, 50 connections in all;
 * - a photo streamed through the server against the same photo fetched straight from the bucket
 *   at a presigned address (what a redirect would send the browser to, after one more trip);
 * - the admin listings search over 100,000 listings: first page, a word search, a phone search,
 *   a sort by title (median of 5 through HTTP).
 *
 * Measures; does not pass or fail.
 */
import { createRequire } from 'node:module';
import { sql } from 'drizzle-orm';
import { issueLoginChallenge } from '@/server/auth';
import { rows } from '@/server/db/rows';
import { createFileStore } from '@/server/files/create-store';
import { S3FileStore } from '@/server/files/s3-store';
import { parseEnv } from '@/server/env';
import { ADMIN_PHONE, startCluster, type ServerProcess } from '../cluster/cluster';
import { makeJpeg, uploadForm } from '../server/images';
import { sampleListing } from '../server/helpers';

interface Result {
  requests: { average: number };
  latency: { p99: number };
  non2xx: number;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  headers?: Record<string, string>;
}) => Promise<Result>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 8);
const CONNECTIONS = 50;

if (!process.env.TEST_DATABASE_URL) {
  console.log('cluster bench: set TEST_DATABASE_URL to a PostgreSQL server (see .ci/run)');
  process.exit(0);
}

const cluster = await startCluster(2);
const [a, b] = cluster.servers as [ServerProcess, ServerProcess];
try {
  const signIn = async (phone: string) => {
    const challenge = await issueLoginChallenge(cluster.database.db, phone);
    const answer = await fetch(`${a.url}/api/users/token-auth`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${challenge.linkToken}` },
    });
    return ((await answer.json()) as { token: string }).token;
  };
  const token = await signIn('263771900001');
  const auth = { Authorization: `Bearer ${token}` };
  const upload = await fetch(`${a.url}/api/files/upload`, {
    method: 'POST',
    headers: auth,
    body: uploadForm(await makeJpeg({ width: 1200, height: 900 })),
  });
  const { _id: fileId } = (await upload.json()) as { _id: string };
  const created = await fetch(`${a.url}/api/listings`, {
    method: 'POST',
    headers: { ...auth, 'Content-Type': 'application/json' },
    body: JSON.stringify(sampleListing({ images: [fileId] })),
  });
  const { _id: listingId } = (await created.json()) as { _id: string };

  /** Runs the load split over the given processes at once; total req/s and worst p99. */
  const load = async (servers: ServerProcess[], path: string) => {
    const each = Math.floor(CONNECTIONS / servers.length);
    const run = (duration: number) =>
      Promise.all(
        servers.map((server) =>
          autocannon({ url: `${server.url}${path}`, connections: each, duration, headers: auth }),
        ),
      );
    await run(2);
    const results = await run(DURATION_S);
    const rps = results.reduce((sum, result) => sum + result.requests.average, 0);
    const p99 = Math.max(...results.map((result) => result.latency.p99));
    const failed = results.reduce((sum, result) => sum + result.non2xx, 0);
    return `${rps.toFixed(0).padStart(6)} req/s, p99 ${p99} ms${failed ? `, ${failed} non-2xx` : ''}`;
  };
  for (const [label, path] of [
    ['GET /api/listings/{id}', `/api/listings/${listingId}`],
    ['GET /api/files/{id}', `/api/files/${fileId}`],
  ] as const) {
    console.log(`${label.padEnd(24)} one process:  ${await load([a], path)}`);
    console.log(`${label.padEnd(24)} two processes: ${await load([a, b], path)}`);
  }

  // Streamed through the server, against the bucket's own answer at a presigned address.
  const store = createFileStore(parseEnv(cluster.s3.env));
  if (store instanceof S3FileStore) {
    const signed = performance.now();
    let presigned = '';
    for (let i = 0; i < 1000; i++) presigned = await store.presignedUrl(fileId, 'original', 300);
    const perSign = (performance.now() - signed) / 1000;
    const direct = await autocannon({ url: presigned, connections: CONNECTIONS, duration: 4 });
    console.log(
      `photo from the bucket at a presigned address: ${direct.requests.average.toFixed(0)} req/s, p99 ${direct.latency.p99} ms (signing ${perSign.toFixed(3)} ms each, plus one redirect round trip for the phone)`,
    );
    store.destroy();
  }

  // 100,000 listings for the admin search.
  const [seller] = await rows<{ id: string }>(
    cluster.database.db,
    sql`SELECT id FROM users WHERE phone = '263771900001'`,
  );
  const sellerId = seller?.id;
  const words = ['Toyota Corolla', 'Honda Fit', 'Samsung Galaxy', 'Two bedroom flat', 'Plumber'];
  await cluster.database.db.execute(sql`
    INSERT INTO listings (id, seller_id, type, title, description, created_at)
    SELECT 'bench-' || n, ${sellerId}, 'vehicle',
           (ARRAY[${sql.join(
             words.map((word) => sql`${word}`),
             sql`, `,
           )}])[1 + n % 5] || ' ' || n,
           'Listing number ' || n, now() - (n || ' minutes')::interval
    FROM generate_series(1, 100000) AS n`);
  await cluster.database.db.execute(sql`ANALYZE listings`);
  const adminToken = await signIn(ADMIN_PHONE);
  const time = async (query: string) => {
    const runs: number[] = [];
    let total = '';
    for (let i = 0; i < 5; i++) {
      const started = performance.now();
      const answer = await fetch(`${a.url}/api/admin/listings?${query}`, {
        headers: { Authorization: `Bearer ${adminToken}` },
      });
      await answer.arrayBuffer();
      runs.push(performance.now() - started);
      total = answer.headers.get('x-total-count') ?? '?';
    }
    runs.sort((x, y) => x - y);
    return `median ${runs[2]?.toFixed(1)} ms (${total} matching)`;
  };
  for (const query of [
    '',
    'q=toyo%20coro',
    'q=galaxy&sort=views&order=desc',
    'q=7719000',
    'sort=title&order=asc',
    'offset=50000',
  ]) {
    console.log(
      `admin listings of 100,000 ${(query || '(first page)').padEnd(32)} ${await time(query)}`,
    );
  }
} finally {
  await cluster.close();
}
