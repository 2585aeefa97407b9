/**
 * Health under a crowd: 1,000 connections asking GET /api/health at once, for 5 seconds, on a
 * healthy server (embedded database, images in a folder). Prints how many answers were 200 (the
 * goal: all of them), the others, and the latency percentiles. Measures; does not pass or fail.
 *
 * The per-address connection cap is raised for the run: the load comes from one address here,
 * where a real crowd comes from many (a load balancer's checks use a handful of connections).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from './server-process';

interface AutocannonResult {
  requests: { total: number; average: number };
  latency: { p50: number; p99: number; max: number };
  '2xx': number;
  non2xx: number;
  errors: number;
  timeouts: number;
  statusCodeStats: Record<string, { count: number }>;
}
type Autocannon = (options: {
  url: string;
  connections: number;
  duration: number;
  timeout?: number;
}) => Promise<AutocannonResult>;
const autocannon = createRequire(import.meta.url)('autocannon') as Autocannon;

const CONNECTIONS = 1000;
const DURATION_S = Number(process.env.BENCH_DURATION ?? 5);

const dataDir = mkdtempSync(join(tmpdir(), 'bench-health-'));
const server = await startServer({ DATA_DIR: dataDir, MAX_CONNECTIONS_PER_ADDRESS: '0' });
try {
  const result = await autocannon({
    url: `${server.url}/api/health`,
    connections: CONNECTIONS,
    duration: DURATION_S,
    timeout: 10,
  });
  const others = Object.entries(result.statusCodeStats ?? {})
    .filter(([code]) => code !== '200')
    .map(([code, { count }]) => `${count} x ${code}`);
  console.log(
    `GET /api/health, ${CONNECTIONS} connections for ${DURATION_S} s: ${result['2xx']} of ` +
      `${result['2xx'] + result.non2xx + result.errors} answered 200 ` +
      `(others: ${others.length ? others.join(', ') : 'none'}; errors ${result.errors}, time-outs ${result.timeouts}); ` +
      `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, max ${result.latency.max} ms. ` +
      'Goal: every answer 200.',
  );
} finally {
  await server.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
