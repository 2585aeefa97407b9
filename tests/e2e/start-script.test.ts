/**
 * `npm start` as a newcomer and a process manager meet it: without WhatsApp credentials it says
 * once how to try the product without a phone, and a stop signal to it (SIGTERM, SIGINT), or to
 * npm in front of it, stops the server too: the port is freed and no process is left behind.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { freePort } from '../support/free-port';
import { ensureBuilt } from './harness';

const ROOT = resolve(import.meta.dirname, '../..');
const started: { child: ChildProcess; dataDir: string; processes: number[] }[] = [];

afterEach(() => {
  // What a failed stop left behind, found when it started (an orphan has another parent now).
  for (const { child, dataDir, processes } of started.splice(0)) {
    for (const pid of [...processes, ...descendants(child.pid!)]) kill(pid, 'SIGKILL');
    kill(child.pid!, 'SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  }
});

function kill(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(pid, signal);
  } catch {
    // already gone
  }
}

/** Every process below `pid`, from the process table. */
function descendants(pid: number): number[] {
  const table = spawnSync('ps', ['-eo', 'pid=,ppid='], { encoding: 'utf8' }).stdout;
  const rows = table
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number) as [number, number]);
  const found: number[] = [];
  const visit = (parent: number) => {
    for (const [child, ppid] of rows) {
      if (ppid === parent) {
        found.push(child);
        visit(child);
      }
    }
  };
  visit(pid);
  return found;
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

function portOpen(port: number): Promise<boolean> {
  return new Promise((resolveOpen) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolveOpen(true);
    });
    socket.once('error', () => resolveOpen(false));
  });
}

/** Starts `command` as `npm start` would run it, on a free port and a throwaway data folder. */
async function start(command: string, args: string[]) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'seller-start-'));
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    DATA_DIR: dataDir,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  for (const name of ['NODE_ENV', 'WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'DEV_CHAT'])
    delete env[name];
  delete env.DATABASE_URL;
  const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const entry = { child, dataDir, processes: [] as number[] };
  started.push(entry);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  await expect
    .poll(() => output, { timeout: 120_000, interval: 250 })
    .toContain(`Listening on http://localhost:${port}`);
  expect(await portOpen(port)).toBe(true);
  const processes = descendants(child.pid!);
  entry.processes = processes;
  // The server itself runs below the script.
  expect(processes.length).toBeGreaterThan(0);
  return { child, port, processes, exited, output: () => output };
}

async function expectAllStopped(run: Awaited<ReturnType<typeof start>>) {
  await expect.poll(() => portOpen(run.port), { timeout: 20_000, interval: 250 }).toBe(false);
  await expect
    .poll(() => run.processes.filter(alive), { timeout: 20_000, interval: 250 })
    .toEqual([]);
}

describe('npm start', () => {
  ensureBuilt();

  it('says once how to try the product without a phone, and stops the server on SIGTERM', async () => {
    const run = await start(process.execPath, ['scripts/start.mjs']);
    expect(run.output().match(/npm run demo/g)).toHaveLength(1);
    expect(run.output()).toContain('npm run chat -- 263772000001 "Login"');

    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    await expectAllStopped(run);
    expect(run.output()).toContain('SIGTERM: stopping');
    // And when it has stopped, so whoever stopped it knows it is done.
    expect(run.output()).toContain(
      'SIGTERM: stopped (requests in flight finished, database closed)',
    );
  });

  it('stops the server on SIGINT', async () => {
    const run = await start(process.execPath, ['scripts/start.mjs']);
    run.child.kill('SIGINT');
    expect(await run.exited).toBe(0);
    await expectAllStopped(run);
    expect(run.output()).toContain('SIGINT: stopped');
  });

  it('stops the server when npm in front of it gets SIGTERM (npm runs the script through a shell)', async () => {
    const run = await start('npm', ['start', '--silent']);
    run.child.kill('SIGTERM');
    await run.exited;
    await expectAllStopped(run);
  });
});

describe('npm run demo', () => {
  ensureBuilt();

  it('seeds, says truly that the seeded admin is an admin, and says when it has stopped', async () => {
    const run = await start(process.execPath, ['scripts/demo.mjs']);
    // The demo puts its admin in ADMIN_PHONES itself: nothing is left for the person to do.
    expect(run.output()).toContain(
      'Admin phone:  263770000001  (in ADMIN_PHONES: signed in as it, /admin opens)',
    );
    expect(run.output()).not.toContain('put it in ADMIN_PHONES');
    run.child.kill('SIGTERM');
    expect(await run.exited).toBe(0);
    await expectAllStopped(run);
    expect(run.output()).toContain('SIGTERM: stopped');
  });
});
