/**
 * Nothing lost, nothing sent twice, on two processes: a process killed mid-handling (a seller's
 * photo half downloaded) and mid-send (a reply on its way to the Cloud API) leaves each person
 * exactly one answer, sent by the process still running; a photo that arrives while the object
 * store is down is answered once the store is back.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLoginChallenge } from '@/server/auth';
import { rows } from '@/server/db/rows';
import { waitFor } from '../support/job-queue-contract';
import { mediaMessage, textMessage } from '../server/bot/payloads';
import { makePhoto } from '../server/photos';
import { deliver, startCluster, type Cluster, type ServerProcess } from './cluster';

let cluster: Cluster;
let a: ServerProcess;

beforeAll(async () => {
  cluster = await startCluster(2);
  // The token the processes were started with (cluster.ts).
  cluster.graph.token = 'cluster-token';
  a = cluster.servers[0]!;
});
afterAll(() => cluster?.close());

/** What a person was sent, once no more comes for `quietMs`. */
async function settledReplies(phone: string, quietMs = 3000, timeoutMs = 90_000) {
  await waitFor(() => cluster.graph.sentTo(phone).length > 0, timeoutMs);
  let count = -1;
  while (count !== cluster.graph.sentTo(phone).length) {
    count = cluster.graph.sentTo(phone).length;
    await new Promise((resolve) => setTimeout(resolve, quietMs));
  }
  return cluster.graph.sentTo(phone).map((sent) => JSON.stringify(sent.body));
}

const inboundOf = async (phone: string) =>
  (
    await rows<{ status: string; attempts: number; claimed_by: string | null }>(
      cluster.database.db,
      sql`SELECT status, attempts, claimed_by FROM messages
          WHERE contact = ${phone} AND direction = 'inbound'`,
    )
  )[0];

const outboundStatuses = async (phone: string) =>
  (
    await rows<{ status: string }>(
      cluster.database.db,
      sql`SELECT status FROM messages WHERE contact = ${phone} AND direction = 'outbound'`,
    )
  ).map((row) => row.status);

const uploadsOf = async (sellerId: string) =>
  (
    await rows<{ files: number; counted: number }>(
      cluster.database.db,
      sql`SELECT (SELECT count(*)::int FROM files WHERE owner_id = ${sellerId}) AS files,
            (SELECT count(*)::int FROM seller_actions
             WHERE seller_id = ${sellerId} AND action = 'upload') AS counted`,
    )
  )[0];

describe('exactly one answer on two processes', () => {
  it('answers once the messages of a process killed mid-handling and mid-send', async () => {
    // What a buyer's "hi" is answered with when nothing goes wrong.
    expect((await deliver(a, textMessage('263772600000', 'hi'))).status).toBe(200);
    const expected = await settledReplies('263772600000');

    const seller = '263772600001';
    const buyer = '263772600002';
    const { user } = await issueLoginChallenge(cluster.database.db, seller);
    const mediaId = 'exactly-once-photo';
    cluster.graph.media.set(mediaId, { bytes: await makePhoto(61, 800, 600), mime: 'image/jpeg' });

    const doomed = await cluster.start();
    let killed = () => undefined as void;
    const afterKill = new Promise<void>((resolve) => (killed = resolve));
    // The doomed process's first download of the photo and first send to the buyer wait here.
    const once = new Set<string>();
    const holdFirst = (what: string) => (once.has(what) ? null : (once.add(what), afterKill));
    cluster.graph.holdMedia = (id) => (id === mediaId ? holdFirst(`media:${id}`) : null);
    cluster.graph.holdSend = (to) => (to === buyer ? holdFirst(`send:${to}`) : null);

    expect((await deliver(doomed, mediaMessage(seller, 'image', mediaId))).status).toBe(200);
    expect((await deliver(doomed, textMessage(buyer, 'hi'))).status).toBe(200);
    await waitFor(
      () =>
        cluster.graph.held.includes(`media:${mediaId}`) &&
        cluster.graph.held.includes(`send:${buyer}`),
      30_000,
    );
    doomed.process.kill('SIGKILL');
    await doomed.exited;
    killed();

    // Taken over by a live process once the dead one's claims lapse (seconds).
    expect(await settledReplies(buyer, 4000, 60_000)).toEqual(
      expected.map((body) => body.replace('263772600000', buyer)),
    );
    const photoReplies = await settledReplies(seller, 4000, 60_000);
    expect(photoReplies).toHaveLength(1);
    expect(photoReplies[0]).toMatch(/Photo added/);

    expect((await inboundOf(buyer))?.status).toBe('handled');
    expect((await inboundOf(seller))?.status).toBe('handled');
    // Nothing left for the recovery of undelivered replies to send a second time.
    expect(await outboundStatuses(buyer)).toEqual(expected.map(() => 'sent'));
    expect(await outboundStatuses(seller)).toEqual(['sent']);
    expect(await uploadsOf(user.id)).toEqual({ files: 1, counted: 1 });
  });

  it('answers a photo sent while the object store is down, once it is back', async () => {
    const seller = '263772600011';
    const { user } = await issueLoginChallenge(cluster.database.db, seller);
    const mediaId = 'exactly-once-outage';
    cluster.graph.media.set(mediaId, { bytes: await makePhoto(62, 800, 600), mime: 'image/jpeg' });

    await cluster.s3.outage();
    try {
      expect((await deliver(a, mediaMessage(seller, 'image', mediaId))).status).toBe(200);
      // Tried, failed on our side, and waiting for its next try: no answer meanwhile.
      await expect
        .poll(
          async () => {
            const inbound = await inboundOf(seller);
            return (inbound?.attempts ?? 0) >= 1 && inbound?.claimed_by === null;
          },
          { timeout: 30_000, interval: 200 },
        )
        .toBe(true);
      expect((await inboundOf(seller))?.status).toBe('answering');
      expect(cluster.graph.sentTo(seller)).toEqual([]);
    } finally {
      await cluster.s3.restore();
    }

    const replies = await settledReplies(seller, 4000, 90_000);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatch(/Photo added/);
    expect((await inboundOf(seller))?.status).toBe('handled');
    expect(await uploadsOf(user.id)).toEqual({ files: 1, counted: 1 });
  });
});
