/**
 * Reads a V8 .cpuprofile (node --cpu-prof) and names where the busy time went: the functions with
 * the most self time, and the time by origin (Node's internals, packages, the product's code,
 * the garbage collector). Idle time is left out, so shares are of the time the process worked.
 *
 *   npx tsx tests/bench/cpu-profile-summary.ts <file.cpuprofile> [requests] [top]
 *
 * With `requests` (how many requests the profiled process answered), times are also given in µs
 * per request. The API bench prints this for each endpoint when API_BENCH_PROFILE is set.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

export interface ProfileSummary {
  /** Busy microseconds (idle left out). */
  busyUs: number;
  top: { name: string; where: string; selfUs: number }[];
  origins: { origin: string; selfUs: number }[];
}

/** Where a function comes from, in a few words. */
function originOf(url: string, name: string): string {
  if (name === '(garbage collector)') return 'garbage collector';
  if (name === '(program)') return 'V8 and native (program)';
  if (!url) return name.startsWith('(') ? name : 'native';
  if (url.startsWith('node:')) {
    const module = url.slice(5).replace(/^internal\//, '');
    return `node:${module.split('/')[0]}`;
  }
  const packageName = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)?.[1];
  if (packageName) return packageName;
  return 'product code';
}

const shortUrl = (url: string) =>
  url
    .replace(/^file:\/\/.*?node_modules\//, '')
    .replace(/^file:\/\/.*?\/(dist-server|src)\//, '$1/');

/** Ids of the nodes under Node's HTTP server (a request being handled), parents first. */
function serving(profile: CpuProfile): Set<number> {
  const found = new Set<number>();
  const visit = (node: ProfileNode | undefined, inside: boolean) => {
    if (!node) return;
    const here = inside || node.callFrame.url === 'node:_http_server';
    if (here) found.add(node.id);
    for (const child of node.children ?? []) visit(byIdOf(profile).get(child), here);
  };
  visit(profile.nodes[0], false);
  return found;
}
const byIds = new WeakMap<CpuProfile, Map<number, ProfileNode>>();
function byIdOf(profile: CpuProfile): Map<number, ProfileNode> {
  let map = byIds.get(profile);
  if (!map) byIds.set(profile, (map = new Map(profile.nodes.map((node) => [node.id, node]))));
  return map;
}

/**
 * Self time by function. Start-up (loading modules, migrations) is left out: the summary starts
 * at the first sample taken while Node's HTTP server handled a request.
 */
export function summarize(profile: CpuProfile, top = 25): ProfileSummary {
  const byId = byIdOf(profile);
  const selfById = new Map<number, number>();
  const requestNodes = serving(profile);
  const first = profile.samples.findIndex((id) => requestNodes.has(id));
  profile.samples.forEach((id, i) => {
    if (i < first) return;
    selfById.set(id, (selfById.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const functions = new Map<string, { name: string; where: string; selfUs: number }>();
  const origins = new Map<string, number>();
  let busyUs = 0;
  for (const [id, us] of selfById) {
    const frame = byId.get(id)?.callFrame;
    if (!frame || frame.functionName === '(idle)') continue;
    busyUs += us;
    const name = frame.functionName || '(anonymous)';
    const where = frame.url ? `${shortUrl(frame.url)}:${frame.lineNumber + 1}` : '';
    const key = `${name}@${where}`;
    const entry = functions.get(key) ?? { name, where, selfUs: 0 };
    entry.selfUs += us;
    functions.set(key, entry);
    const origin = originOf(frame.url, frame.functionName);
    origins.set(origin, (origins.get(origin) ?? 0) + us);
  }
  return {
    busyUs,
    top: [...functions.values()].sort((a, b) => b.selfUs - a.selfUs).slice(0, top),
    origins: [...origins]
      .map(([origin, selfUs]) => ({ origin, selfUs }))
      .sort((a, b) => b.selfUs - a.selfUs),
  };
}

export function formatSummary(summary: ProfileSummary, requests?: number): string {
  const share = (us: number) => `${((us / summary.busyUs) * 100).toFixed(1).padStart(5)}%`;
  const perRequest = (us: number) =>
    requests ? `${(us / requests).toFixed(2).padStart(7)} µs/req` : '';
  const lines = [
    `busy ${(summary.busyUs / 1000).toFixed(0)} ms${requests ? `, ${requests} requests: ${(summary.busyUs / requests).toFixed(1)} µs of CPU per request` : ''}`,
    'self time by origin:',
    ...summary.origins
      .slice(0, 12)
      .map(({ origin, selfUs }) => `  ${share(selfUs)} ${perRequest(selfUs)}  ${origin}`),
    'functions with the most self time:',
    ...summary.top.map(
      ({ name, where, selfUs }) => `  ${share(selfUs)} ${perRequest(selfUs)}  ${name}  ${where}`,
    ),
  ];
  return lines.join('\n');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file, requests, top] = process.argv.slice(2);
  if (!file) {
    console.error(
      'usage: tsx tests/bench/cpu-profile-summary.ts <file.cpuprofile> [requests] [top]',
    );
    process.exit(2);
  }
  const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
  const summary = summarize(profile, top ? Number(top) : 25);
  console.log(formatSummary(summary, requests ? Number(requests) : undefined));
}
