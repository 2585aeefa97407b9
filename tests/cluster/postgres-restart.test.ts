/**
 * PostgreSQL restarted and stopped under reads, writes, webhooks and jobs, on a PostgreSQL server
 * of the test's own (never the shared test server): no server process ends, every signed webhook
 * message gets exactly one reply at the stand-in Graph API, every listing written is stored once
 * and alerts its buyer once, every job sent runs, a process started while the database is down
 * waits and then serves, and a job held by a process that died is taken by another within a
 * minute.
 */
import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLoginChallenge } from '@/server/auth';
import { rows } from '@/server/db/rows';
import { PgBossJobQueue } from '@/server/jobs/pg-boss-queue';
import { TAKEN_AGAIN_SECONDS } from '@/server/jobs/queue';
import { waitFor } from '../support/job-queue-contract';
import { buttonReply, signedHeaders, textMessage } from '../server/bot/payloads';
import { APP_SECRET, startCluster, type Cluster, type ServerProcess } from './cluster';
import { startOwnPostgres, type OwnPostgres } from './own-postgres';

let postgres: OwnPostgres;
let cluster: Cluster;

beforeAll(async () => {
  postgres = await startOwnPostgres();
  cluster = await startCluster(2, {}, { url: postgres.url, drop: async () => undefined });
});
afterAll(async () => {
  await cluster?.close();
  postgres?.close();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Tries `attempt` until it answers, as a client does while the database is away. */
async function untilDone<T>(attempt: () => Promise<T | null>, what: string): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      const result = await attempt();
      if (result !== null) return result;
    } catch {
      // the server or its database is away: try again
    }
    if (Date.now() > deadline) throw new Error(`${what}: no success within 60 s`);
    await sleep(300);
  }
}

/** Meta delivers again until it gets a 200; the message id stays the same. */
function deliver(server: ServerProcess, payload: unknown): Promise<true> {
  const body = JSON.stringify(payload);
  return untilDone(async () => {
    const response = await fetch(`${server.url}/api/webhooks/whatsapp`, {
      method: 'POST',
      headers: signedHeaders(body, APP_SECRET),
      body,
    });
    return response.status === 200 ? true : null;
  }, 'webhook');
}

async function signIn(server: ServerProcess, phone: string): Promise<string> {
  const challenge = await issueLoginChallenge(cluster.database.db, phone);
  const response = await fetch(`${server.url}/api/users/token-auth`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${challenge.linkToken}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

/** Waits until nothing more reaches the phone for `quietMs`. */
async function quiet(phone: string, quietMs = 1500) {
  let count = -1;
  while (count !== cluster.graph.sentTo(phone).length) {
    count = cluster.graph.sentTo(phone).length;
    await sleep(quietMs);
  }
}

async function saveSearch(server: ServerProcess, phone: string, words: string) {
  await deliver(server, textMessage(phone, words));
  await waitFor(() => cluster.graph.sentTo(phone).length >= 1, 60_000);
  await quiet(phone);
  const before = cluster.graph.sentTo(phone).length;
  await deliver(server, buttonReply(phone, 'alert:save', 'Alert me'));
  await waitFor(() => cluster.graph.sentTo(phone).length > before, 60_000);
}

const alertTexts = (phone: string) =>
  cluster.graph
    .sentTo(phone)
    .map((m) => (m.body as { text?: { body: string } }).text?.body ?? '')
    .filter((text) => text.startsWith('🔔'));

/** A listing posted with an Idempotency-Key, sent again until it answers 201. */
function postListing(server: ServerProcess, token: string, title: string, city: string) {
  const key = randomUUID();
  return untilDone(async () => {
    const response = await fetch(`${server.url}/api/listings`, {
      method: 'POST',
      headers: {
        Authorization: `Bearer ${token}`,
        'Content-Type': 'application/json',
        'Idempotency-Key': key,
      },
      body: JSON.stringify({
        type: 'real_estate',
        subType: 'apartment',
        realEstateDealType: 'rent',
        title,
        description: 'Two bedrooms, water tank, secure parking.',
        city,
        features: [],
        price: { type: 'fixed', amount: 300, frequency: 'month' },
      }),
    });
    if (response.status !== 201) return null;
    return ((await response.json()) as { _id: string })._id;
  }, 'listing');
}

/** Starts a process that takes one job and is killed holding it; resolves at the kill. */
async function killedHoldingAJob(kind: string): Promise<number> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(import.meta.dirname, 'hold-job.ts'), cluster.databaseUrl, kind],
    { cwd: join(import.meta.dirname, '..', '..'), stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await waitFor(() => output.includes('holding'), 30_000).catch(() => {
    throw new Error(`the job holder did not take its job:\n${output}`);
  });
  child.kill('SIGKILL');
  await exited;
  return Date.now();
}

describe('PostgreSQL restarts under traffic', () => {
  it('ends no process and loses nothing; a dead process’s job is taken within a minute', async () => {
    const [a, b] = cluster.servers as [ServerProcess, ServerProcess];
    const servers = [a, b];
    const cities = ['Bindura', 'Chinhoyi', 'Gweru'];
    const searchers = cities.map((_, i) => `26371980010${i}`);
    await Promise.all(
      cities.map((city, i) => saveSearch(servers[i % 2]!, searchers[i]!, `flat in ${city}`)),
    );
    const sellers = await Promise.all(
      Array.from({ length: 8 }, (_, i) => signIn(servers[i % 2]!, `26371980020${i}`)),
    );
    // How many replies one such message gets, with the database up.
    const ask = (phone: string) => textMessage(phone, `zzqv${phone.slice(-3)} wanted`);
    await deliver(a, ask('263719800300'));
    await waitFor(() => cluster.graph.sentTo('263719800300').length > 0, 30_000);
    await quiet('263719800300');
    const oneAnswer = cluster.graph.sentTo('263719800300').length;

    // A job held by a process that dies, and the queue of a live one defining the same kind.
    const heldKind = 'restarts.held';
    const killedAt = await killedHoldingAJob(heldKind);
    let retakenAt = 0;
    const queue = await PgBossJobQueue.start(cluster.databaseUrl, () => undefined);
    const ran = new Set<number>();
    await queue.define(
      heldKind,
      { retryLimit: 2, retryDelaySeconds: 0, expireInSeconds: TAKEN_AGAIN_SECONDS },
      async () => {
        retakenAt ||= Date.now();
      },
    );
    await queue.define<{ n: number }>(
      'restarts.count',
      { retryLimit: 5, retryDelaySeconds: 1, expireInSeconds: TAKEN_AGAIN_SECONDS },
      async ({ n }) => {
        ran.add(n);
      },
    );

    // Traffic on both processes until the restarts are over.
    let traffic = true;
    const buyers: string[] = [];
    const listings: Promise<string>[] = [];
    const titles: string[] = [];
    const sentJobs: number[] = [];
    const reads = { ok: 0, failed: 0 };
    const webhooks = (async () => {
      for (let i = 0; traffic; i++) {
        const buyer = `2637198104${String(i).padStart(2, '0')}`;
        buyers.push(buyer);
        void deliver(servers[i % 2]!, ask(buyer));
        await sleep(400);
      }
    })();
    const writes = (async () => {
      for (let i = 0; traffic && i < sellers.length; i++) {
        const city = cities[i] ?? 'Mutare';
        titles.push(`${city} flat ${i} to rent`);
        listings.push(postListing(servers[i % 2]!, sellers[i]!, titles.at(-1)!, city));
        await sleep(2500);
      }
    })();
    const readsDone = (async () => {
      for (let i = 0; traffic; i++) {
        const answer = await fetch(`${servers[i % 2]!.url}/api/users/dashboard`, {
          headers: { Authorization: `Bearer ${sellers[0]}` },
        }).catch(() => null);
        if (answer?.status === 200) reads.ok++;
        else reads.failed++;
        await sleep(200);
      }
    })();
    const jobs = (async () => {
      for (let n = 0; traffic; n++) {
        await untilDone(() => queue.send('restarts.count', { n }).then(() => true), 'job send');
        sentJobs.push(n);
        await sleep(500);
      }
    })();

    // A fast restart, a stop long enough to start a process meanwhile, a crash-like restart.
    await sleep(2000);
    postgres.restart('fast');
    await sleep(4000);
    postgres.stop('immediate');
    const late = cluster.start();
    // It waits, saying for what, and does not listen meanwhile.
    const waiting = () => cluster.servers[2]?.output() ?? '';
    await waitFor(
      () => /Waiting for PostgreSQL at 127\.0\.0\.1:\d+\/restarts/.test(waiting()),
      30_000,
    );
    await sleep(2000);
    await expect(fetch(`${cluster.servers[2]!.url}/api/health`)).rejects.toThrow();
    expect(waiting()).not.toMatch(/Listening on/);
    postgres.start();
    const c = await late;
    await sleep(3000);
    postgres.restart('immediate');
    await sleep(4000);
    postgres.restart('fast');
    await sleep(3000);
    traffic = false;
    await Promise.all([webhooks, writes, readsDone, jobs]);

    // The late process serves.
    expect((await fetch(`${c.url}/api/health`)).status).toBe(200);

    // Every message answered exactly once; every listing stored once; every alert sent once.
    await waitFor(
      () => buyers.every((buyer) => cluster.graph.sentTo(buyer).length >= oneAnswer),
      60_000,
    );
    const ids = await Promise.all(listings);
    await waitFor(() => searchers.every((phone) => alertTexts(phone).length >= 1), 60_000);
    await waitFor(() => sentJobs.every((n) => ran.has(n)), 60_000);
    await waitFor(() => retakenAt > 0, 70_000);
    await quiet(buyers.at(-1)!, 3000);
    for (const buyer of buyers) {
      expect({ buyer, replies: cluster.graph.sentTo(buyer).length }).toEqual({
        buyer,
        replies: oneAnswer,
      });
    }
    for (const phone of searchers) expect(alertTexts(phone)).toHaveLength(1);
    const stored = await rows<{ title: string; n: string }>(
      cluster.database.db,
      sql`SELECT title, count(*) AS n FROM listings WHERE title LIKE '% flat % to rent'
          GROUP BY title ORDER BY title`,
    );
    expect(stored).toEqual(titles.sort().map((title) => ({ title, n: '1' })));
    expect(reads.ok).toBeGreaterThan(0);

    // A job held by a dead process is taken again within a minute of its death.
    const retakenAfter = (retakenAt - killedAt) / 1000;
    console.log(
      `restarts: ${buyers.length} messages, ${ids.length} listings, ${sentJobs.length} jobs, ` +
        `${reads.ok} reads answered and ${reads.failed} refused; held job taken again after ` +
        `${retakenAfter.toFixed(1)} s`,
    );
    expect(retakenAfter).toBeLessThan(60);

    // No process ended.
    for (const server of [a, b, c]) {
      expect(server.process.exitCode).toBeNull();
      expect(server.process.signalCode).toBeNull();
    }
    await queue.stop(2000);
  }, 240_000);
});
