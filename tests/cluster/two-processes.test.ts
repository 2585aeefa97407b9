/**
 * Two server processes on one PostgreSQL and one bucket behave as one: sessions, photos,
 * idempotency keys, code attempts, sign-out and WhatsApp deliveries hold across them, a killed
 * process's acknowledged message is answered by the other, and SIGTERM lets an upload finish.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLoginChallenge } from '@/server/auth';
import { MAX_FAILURES_PER_SUFFIX } from '@/server/auth/constants';
import { slowDownText } from '@/server/bot/conversation/copy';
import { SENDER_LIMIT } from '@/server/bot/runtime-settings';
import { rows } from '@/server/db/rows';
import { readMigrations } from '@/server/db/migrate';
import { waitFor } from '../support/job-queue-contract';
import { textMessage } from '../server/bot/payloads';
import { sampleListing } from '../server/helpers';
import { makeJpeg, uploadForm } from '../server/images';
import { deliver, startCluster, waitHealthy, type Cluster, type ServerProcess } from './cluster';
import { uploadToStop } from './upload-to-stop';

let cluster: Cluster;
let a: ServerProcess;
let b: ServerProcess;

beforeAll(async () => {
  cluster = await startCluster(2);
  [a, b] = cluster.servers as [ServerProcess, ServerProcess];
});
afterAll(() => cluster?.close());

async function signIn(server: ServerProcess, phone: string): Promise<string> {
  const challenge = await issueLoginChallenge(cluster.database.db, phone);
  const response = await fetch(`${server.url}/api/users/token-auth`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${challenge.linkToken}` },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Waits until a buyer's replies stop coming (none for `quietMs`), then counts them. */
async function settledReplies(phone: string, quietMs = 3000, timeoutMs = 90_000) {
  await waitFor(() => cluster.graph.sentTo(phone).length > 0, timeoutMs);
  let count = -1;
  while (count !== cluster.graph.sentTo(phone).length) {
    count = cluster.graph.sentTo(phone).length;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
  return cluster.graph.sentTo(phone);
}

describe('two server processes', () => {
  it('came up together on an empty database, each migration applied once', async () => {
    const applied = await cluster.database.queryColumn('SELECT name FROM schema_migrations');
    expect(applied.sort()).toEqual(readMigrations().map((migration) => migration.name));
    for (const server of [a, b]) {
      const health = await fetch(`${server.url}/api/health`);
      const last = readMigrations().at(-1)!.name;
      expect(await health.json()).toEqual({
        status: 'ok',
        database: 'ok',
        storage: 'ok',
        schema: { database: last, server: last },
      });
    }
  });

  it('signs in on one and uses the session on the other', async () => {
    const token = await signIn(a, '263771100001');
    const response = await fetch(`${b.url}/api/users/dashboard`, { headers: bearer(token) });
    expect(response.status).toBe(200);
  });

  it('reads on one the photo and thumbnail uploaded on the other; neither writes to its disk', async () => {
    const token = await signIn(a, '263771100002');
    const upload = await fetch(`${a.url}/api/files/upload`, {
      method: 'POST',
      headers: bearer(token),
      body: uploadForm(await makeJpeg({ width: 400, height: 300 })),
    });
    expect(upload.status).toBe(201);
    const { _id } = (await upload.json()) as { _id: string };
    const photo = await fetch(`${b.url}/api/files/${_id}`);
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await photo.arrayBuffer()).subarray(0, 2)).toEqual(Buffer.from([255, 216]));
    const thumbnail = await fetch(`${b.url}/api/files/${_id}?thumbnail=1`);
    expect(thumbnail.status).toBe(200);
    expect(thumbnail.headers.get('content-type')).toBe('image/webp');
    expect(a.filesOnDisk()).toEqual([]);
    expect(b.filesOnDisk()).toEqual([]);
  });

  it('returns the same listing when an idempotent create is retried on the other', async () => {
    const token = await signIn(a, '263771100003');
    const create = (server: ServerProcess) =>
      fetch(`${server.url}/api/listings`, {
        method: 'POST',
        headers: { ...bearer(token), 'Content-Type': 'application/json', 'Idempotency-Key': 'k-1' },
        body: JSON.stringify(sampleListing({ title: 'Retried on the other process' })),
      });
    const first = await create(a);
    expect(first.status).toBe(201);
    const again = await create(b);
    expect(again.status).toBe(201);
    expect(((await again.json()) as { _id: string })._id).toBe(
      ((await first.json()) as { _id: string })._id,
    );
    const [count] = await rows<{ n: number }>(
      cluster.database.db,
      sql`SELECT count(*)::int AS n FROM listings WHERE title = 'Retried on the other process'`,
    );
    expect(count?.n).toBe(1);
  });

  it('locks a phone after five wrong codes in all, spread over both at once', async () => {
    const phone = '263771100004';
    const challenge = await issueLoginChallenge(cluster.database.db, phone);
    const wrong = challenge.code === '0000' ? '1111' : '0000';
    const attempts = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        fetch(`${(i % 2 ? a : b).url}/api/users/verify-code`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ lastThreeDigits: phone.slice(-3), code: wrong }),
        }),
      ),
    );
    const statuses = attempts.map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(MAX_FAILURES_PER_SUFFIX);
    expect(statuses.filter((status) => status === 429)).toHaveLength(8 - MAX_FAILURES_PER_SUFFIX);
    const right = await fetch(`${a.url}/api/users/verify-code`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ lastThreeDigits: phone.slice(-3), code: challenge.code }),
    });
    expect(right.status).toBe(429);
  });

  it('refuses on the other a session signed out on one', async () => {
    const token = await signIn(a, '263771100005');
    expect((await fetch(`${b.url}/api/users/dashboard`, { headers: bearer(token) })).status).toBe(
      200,
    );
    const logout = await fetch(`${a.url}/api/users/logout`, {
      method: 'POST',
      headers: bearer(token),
    });
    expect(logout.status).toBe(204);
    // Refused at once on the other process, which had just served the same token.
    expect((await fetch(`${b.url}/api/users/dashboard`, { headers: bearer(token) })).status).toBe(
      401,
    );
  });

  it('answers once a delivery sent to both at once', async () => {
    // The same text from another buyer, through one process, says how many replies one answer is.
    expect((await deliver(a, textMessage('263772200000', 'toyota'))).status).toBe(200);
    const one = (await settledReplies('263772200000')).length;

    const payload = textMessage('263772200001', 'toyota');
    const answers = await Promise.all([deliver(a, payload), deliver(b, payload)]);
    expect(answers.map((response) => response.status)).toEqual([200, 200]);
    expect(await settledReplies('263772200001')).toHaveLength(one);
  });

  it('answers exactly once a message acknowledged by a process killed right after', async () => {
    expect((await deliver(a, textMessage('263772200010', 'toyota'))).status).toBe(200);
    const one = (await settledReplies('263772200010')).length;

    const doomed = await cluster.start();
    const acknowledged = await deliver(doomed, textMessage('263772200011', 'toyota'));
    expect(acknowledged.status).toBe(200);
    doomed.process.kill('SIGKILL');
    await doomed.exited;
    // Taken over by a live process within about a minute (the job's lease runs out).
    const replies = await settledReplies('263772200011', 5000, 90_000);
    expect(replies).toHaveLength(one);
    const [inbound] = await rows<{ status: string }>(
      cluster.database.db,
      sql`SELECT status FROM messages WHERE contact = '263772200011' AND direction = 'inbound'`,
    );
    expect(inbound?.status).toBe('handled');
  });

  it("answers a crowd spread over both exactly once, each buyer's messages in order", async () => {
    const buyers = Array.from({ length: 40 }, (_, i) => `2637723${String(i).padStart(5, '0')}`);
    const ask = (n: number) => `zzqx${n} wanted`;
    await Promise.all(
      buyers.map(async (buyer, i) => {
        for (let n = 0; n < 3; n++) {
          const payload = textMessage(buyer, ask(n));
          // The second message reaches both processes at once (Meta delivers again).
          const targets = n === 1 ? [a, b] : [(i + n) % 2 ? a : b];
          const answers = await Promise.all(targets.map((server) => deliver(server, payload)));
          expect(answers.map((answer) => answer.status)).toEqual(targets.map(() => 200));
        }
      }),
    );
    await waitFor(() => buyers.every((buyer) => cluster.graph.sentTo(buyer).length >= 3), 60_000);
    await settledReplies(buyers[0]!);
    for (const buyer of buyers) {
      const said = cluster.graph
        .sentTo(buyer)
        .map((sent) => /zzqx(\d)/.exec(JSON.stringify(sent.body))?.[1]);
      expect(said).toEqual(['0', '1', '2']);
    }
    const [left] = await rows<{ n: number }>(
      cluster.database.db,
      sql`SELECT count(*)::int AS n FROM messages WHERE contact LIKE '2637723%'
          AND direction = 'inbound' AND status <> 'handled'`,
    );
    expect(left?.n).toBe(0);
  });

  it("answers another person's Login while one number floods, and the flood gets one 'slow down'", async () => {
    const flooder = '263772400001';
    const other = '263772400002';
    // The API is slow to take the flooder's messages, so the flood's answers take seconds.
    cluster.graph.delayFor = (to) => (to === flooder ? 300 : 0);
    const flood = 40;
    for (let start = 0; start < flood; start += 8) {
      await Promise.all(
        Array.from({ length: 8 }, (_, i) =>
          deliver(i % 2 ? a : b, textMessage(flooder, `zzqx${start + i} wanted`)),
        ),
      );
    }
    await waitFor(() => cluster.graph.sentTo(flooder).length > 0);
    expect((await deliver(b, textMessage(other, 'Login'))).status).toBe(200);
    await waitFor(() => cluster.graph.sentTo(other).length > 0);
    const loginAt = cluster.graph.sent.findIndex((sent) => sent.to === other);
    const floodBefore = cluster.graph.sent.slice(0, loginAt).filter((sent) => sent.to === flooder);
    // The Login did not wait for the flood: it went out while the flood's answers were going.
    expect(floodBefore.length).toBeLessThan(SENDER_LIMIT.messages);
    const floodReplies = await settledReplies(flooder);
    cluster.graph.delayFor = () => 0;
    // Counted across both processes in the database: the limit's answers, one 'slow down',
    // then nothing.
    expect(floodReplies).toHaveLength(SENDER_LIMIT.messages + 1);
    expect(floodReplies.at(-1)?.body).toMatchObject({
      text: { body: slowDownText(SENDER_LIMIT.windowSeconds) },
    });
    const [limited] = await rows<{ n: number }>(
      cluster.database.db,
      sql`SELECT count(*)::int AS n FROM messages
          WHERE contact = ${flooder} AND direction = 'inbound' AND status = 'limited'`,
    );
    expect(limited?.n).toBe(flood - SENDER_LIMIT.messages - 1);
  });

  it('finishes an upload in flight on SIGTERM, then exits within 10 seconds', async () => {
    const { stopping, request, body, answer } = await uploadToStop(cluster, '263771100006');
    // Half the photo, then the stop signal, then the rest: the upload is in flight.
    request.write(body.subarray(0, body.length >> 1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    stopping.process.kill('SIGTERM');
    setTimeout(() => request.end(body.subarray(body.length >> 1)), 700);
    const result = await answer;
    expect(result.status).toBe(201);
    // The server's own stop limit (9.5 s) exits with 1; 0 means it stopped cleanly within it. A
    // stopwatch here would measure this machine's load, not the server.
    expect(await stopping.exited).toBe(0);
    const { _id } = JSON.parse(result.text) as { _id: string };
    await waitHealthy(a);
    expect((await fetch(`${a.url}/api/files/${_id}`)).status).toBe(200);
    expect(stopping.output()).not.toMatch(/cut by the stop/);
  });

  it('logs an upload the stop cut, with the bytes received, and exits 1', async () => {
    const { stopping, request, body } = await uploadToStop(cluster, '263771100007');
    // Half the photo, then the stop signal; the rest never comes.
    request.write(body.subarray(0, body.length >> 1));
    await new Promise((resolve) => setTimeout(resolve, 300));
    stopping.process.kill('SIGTERM');
    expect(await stopping.exited).toBe(1);
    request.destroy();
    const cut = /upload cut by the stop's time limit: POST \/api\/files\/upload \((\d+) of (\d+)/;
    const line = cut.exec(stopping.output());
    expect(line, stopping.output()).not.toBeNull();
    expect([Number(line![1]), Number(line![2])]).toEqual([body.length >> 1, body.length]);
  });
});
