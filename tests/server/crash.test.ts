/**
 * Durability of the embedded database: writes the server acknowledged survive a SIGKILL (no
 * shutdown, no flush) and are all there after a restart on the same DATA_DIR.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hc } from 'hono/client';
import { afterAll, describe, expect, it } from 'vitest';
import type { AppType } from '@/server/app';
import { issueLoginChallenge } from '@/server/auth';
import { openDatabase } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { answerOf, sampleListing } from './helpers';
import { makeJpeg, uploadForm } from './images';
import { freePort } from '../support/free-port';

const dataDir = mkdtempSync(join(tmpdir(), 'crash-data-'));
let child: ChildProcess | null = null;

afterAll(() => {
  child?.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function exited(proc: ChildProcess): Promise<void> {
  if (proc.exitCode !== null || proc.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => proc.once('exit', () => resolve()));
}

/** Starts `src/server/index.ts` in its own process (no npx in between, so SIGKILL hits it). */
async function startServer(port: number): Promise<{ process: ChildProcess; url: string }> {
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port), DATA_DIR: dataDir };
  delete env.DATABASE_URL;
  env.LOG_LEVEL = 'warn';
  const proc = spawn(process.execPath, ['--import', 'tsx', 'src/server/index.ts'], {
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  proc.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  proc.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (proc.exitCode !== null) throw new Error(`server exited: ${output}`);
    try {
      if ((await fetch(`${url}/api/health`)).ok) return { process: proc, url };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server did not start: ${output}`);
}

describe('crash safety', () => {
  it('keeps every acknowledged write after SIGKILL and restart', async () => {
    // The seller's sign-in link is made straight in the data folder before the server starts.
    const setup = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
    await migrate(setup);
    const challenge = await issueLoginChallenge(setup.db, '263712345678');
    await setup.close();

    const port = await freePort();
    const first = await startServer(port);
    child = first.process;
    // The typed client over real sockets, as a generated client would talk to a deployment.
    const signIn = await hc<AppType>(first.url).api.users['token-auth'].$post({
      header: { authorization: `Bearer ${challenge.linkToken}` },
    });
    const { token } = await answerOf(signIn, 200);
    const auth = { Authorization: `Bearer ${token}` };
    const api = (url: string) => hc<AppType>(url, { headers: auth }).api;

    const upload = await api(first.url).files.upload.$post(
      {},
      { init: { body: uploadForm(await makeJpeg()) } },
    );
    const { _id: fileId } = await answerOf(upload, 201);

    const profile = await api(first.url).users[':id'].$patch({
      param: { id: challenge.user.id },
      json: {
        user: { displayName: 'Durable Dealer', contactNumber: '0771234567', city: 'Harare' },
      },
    });
    expect(profile.status).toBe(200);

    // A burst of creates; the server is killed as soon as the 12th is acknowledged, with others
    // still in flight. Only the acknowledged ones are promised.
    const acknowledged: string[] = [];
    let killed = false;
    const creates = Array.from({ length: 20 }, (_, i) =>
      api(first.url)
        .listings.$post({
          header: {},
          json: sampleListing({ title: `Listing ${i}`, ...(i === 0 ? { images: [fileId] } : {}) }),
        })
        .then(async (response) => {
          if (response.status !== 201) return;
          const { _id } = await response.json();
          if (killed) return;
          acknowledged.push(_id);
          if (acknowledged.length === 12) {
            killed = true;
            first.process.kill('SIGKILL');
          }
        })
        .catch(() => undefined),
    );
    await Promise.all(creates);
    if (!killed) first.process.kill('SIGKILL');
    await exited(first.process);
    expect(acknowledged.length).toBeGreaterThanOrEqual(12);

    const second = await startServer(port);
    child = second.process;
    const list = await answerOf(await api(second.url).listings.$get(), 200);
    const ids = list.map((listing) => listing._id);
    for (const id of acknowledged) expect(ids).toContain(id);
    const dashboard = await answerOf(await api(second.url).users.dashboard.$get(), 200);
    expect(dashboard.user.displayName).toBe('Durable Dealer');
    const photo = await api(second.url).files[':id'].$get({ param: { id: fileId }, query: {} });
    expect(photo.status).toBe(200);
    second.process.kill('SIGTERM');
    await exited(second.process);
    child = null;
  }, 180_000);
});
