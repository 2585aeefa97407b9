/**
 * A server process for a benchmark: `src/server/index.ts` through tsx on a port of its own, with
 * a data folder of its own, waited for until it answers, and its memory read from /proc.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { freePort } from '../support/free-port';

/** Waits until `url` answers 2xx (90 s at most), failing at once if the process exits. */
export async function waitFor(url: string, proc: ChildProcess): Promise<void> {
  const deadline = Date.now() + 90_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`${url}: process exited`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up`);
}

/** CPU time (user and system) a process has used so far, in µs (Linux; 100 clock ticks a second). */
export function cpuMicros(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10_000;
}

export interface BenchServer {
  url: string;
  process: ChildProcess;
  /** Resident memory of the server process, in MB (Linux). */
  rssMb(): number;
  stop(): Promise<void>;
}

export async function startServer(env: Record<string, string>): Promise<BenchServer> {
  const port = await freePort();
  // MALLOC_ARENA_MAX=2 as `npm start` sets it (see scripts/start.mjs).
  const childEnv: NodeJS.ProcessEnv = {
    MALLOC_ARENA_MAX: '2',
    ...process.env,
    LOG_LEVEL: 'warn',
    ...env,
  };
  childEnv.PORT = String(port);
  if (!env.DATABASE_URL) delete childEnv.DATABASE_URL;
  // BENCH_SERVER_DIR: another checkout of the product (a "before" figure), with its node_modules.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    cwd: process.env.BENCH_SERVER_DIR ?? process.cwd(),
    env: childEnv,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited before it answered');
    if (Date.now() > deadline) throw new Error('the server did not answer within 90 s');
    try {
      if ((await fetch(`${url}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return {
    url,
    process: child,
    rssMb: () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kb / 1024;
    },
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}
