/**
 * A message is answered once, whatever number of workers are handed its reply job: two bot
 * runtimes (two processes' workers) on one database race the same job, a job handed on while
 * its first worker is still sending (the queue's lease ran out), and a claim left by a stopped
 * process is taken over without sending again what already went out. Runs on PGlite, and on
 * PostgreSQL in the postgres step.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '@/server/logger';
import type { OutboundMessage } from '@/server/bot/outbound';
import { claimReply, noteReplySent, renewClaim } from '@/server/bot/reply-claim';
import { BotRuntime } from '@/server/bot/runtime';
import type { OutboundSender, SendResult } from '@/server/bot/whatsapp/sender';
import { rows } from '@/server/db/rows';
import { RuleBasedUnderstanding } from '@/server/discovery/understanding/rules';
import { createTestServer, type TestServer } from '../helpers';

/** A stand-in for the Cloud API that takes `delayMs` per message and notes what it sent. */
class SlowSender implements OutboundSender {
  readonly name = 'dev' as const;
  readonly sent: { to: string; message: OutboundMessage }[] = [];
  constructor(private readonly delayMs: number) {}
  async send(to: string, message: OutboundMessage): Promise<SendResult> {
    await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    this.sent.push({ to, message });
    return { ok: true, attempts: 1, waMessageId: `wamid.claim.${this.sent.length}.${to}` };
  }
}

let server: TestServer;

/**
 * A claim short enough to wait out, and long enough that the steps made while it holds finish
 * within it on a loaded machine (a fifth of a second leaves too little room on two busy cores).
 */
const SHORT_LEASE = 1;
const leaseLapsed = () => new Promise((resolve) => setTimeout(resolve, SHORT_LEASE * 1000 + 200));
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const worker = (sender: OutboundSender, replyLeaseSeconds?: number) =>
  new BotRuntime({
    db: server.db,
    env: server.env,
    sender,
    understanding: new RuleBasedUnderstanding(),
    logger: silentLogger,
    ...(replyLeaseSeconds === undefined ? {} : { replyLeaseSeconds }),
  });

let counter = 0;
/** Stores an inbound 'hi' (answered with one greeting) and returns its id and sender. */
async function inbound(): Promise<{ id: string; phone: string }> {
  counter++;
  const phone = `26377${String(counter).padStart(7, '0')}`;
  const id = await worker(new SlowSender(0)).accept({
    waMessageId: `wamid.in.claim.${counter}`,
    from: phone,
    sentAt: new Date(),
    text: 'hi',
  });
  if (!id) throw new Error('not stored');
  return { id, phone };
}

async function outboundTo(phone: string): Promise<number> {
  const [row] = await rows<{ n: number | string }>(
    server.db,
    sql`SELECT count(*) AS n FROM messages WHERE contact = ${phone} AND direction = 'outbound'`,
  );
  return Number(row?.n);
}

async function statusOf(id: string): Promise<string | undefined> {
  const [row] = await rows<{ status: string }>(
    server.db,
    sql`SELECT status FROM messages WHERE id = ${id}`,
  );
  return row?.status;
}

describe('a reply job run by two workers', () => {
  it('is answered once when both take it at the same moment', async () => {
    for (let round = 0; round < 5; round++) {
      const { id, phone } = await inbound();
      const a = new SlowSender(30);
      const b = new SlowSender(30);
      await Promise.all([worker(a).answerStored(id), worker(b).answerStored(id)]);
      expect(a.sent.length + b.sent.length).toBe(1);
      expect(await outboundTo(phone)).toBe(1);
      expect(await statusOf(id)).toBe('handled');
    }
  });

  it('is not answered again by a worker handed the job while the first still sends', async () => {
    const { id, phone } = await inbound();
    const slow = new SlowSender(1500);
    const first = worker(slow).answerStored(id);
    await new Promise((resolve) => setTimeout(resolve, 500));
    // The queue's lease ran out and the job went to another process's worker.
    const second = new SlowSender(0);
    await worker(second).answerStored(id);
    await first;
    expect(second.sent).toEqual([]);
    expect(slow.sent).toHaveLength(1);
    expect(await outboundTo(phone)).toBe(1);
    expect(await statusOf(id)).toBe('handled');
  });

  it('is answered by another worker once a stopped process lets its claim lapse', async () => {
    const { id, phone } = await inbound();
    expect(await claimReply(server.db, id, 'stopped-process', SHORT_LEASE)).toEqual({
      repliesSent: 0,
      overLimit: false,
      attempts: 1,
    });
    const early = new SlowSender(0);
    await worker(early).answerStored(id);
    expect(early.sent).toEqual([]);
    await leaseLapsed();
    const later = new SlowSender(0);
    await worker(later).answerStored(id);
    expect(later.sent).toHaveLength(1);
    expect(await outboundTo(phone)).toBe(1);
    expect(await statusOf(id)).toBe('handled');
  });

  it('does not send again the replies that went out before the claim lapsed', async () => {
    const { id, phone } = await inbound();
    await claimReply(server.db, id, 'stopped-process', SHORT_LEASE);
    await noteReplySent(server.db, id, 'stopped-process');
    await leaseLapsed();
    const sender = new SlowSender(0);
    const recovered = await worker(sender).recover(0);
    expect(recovered.answered).toBeGreaterThanOrEqual(1);
    expect(sender.sent.filter((sent) => sent.to === phone)).toEqual([]);
    expect(await outboundTo(phone)).toBe(0);
    expect(await statusOf(id)).toBe('handled');
  });

  it('stops a worker whose claim was taken over from sending', async () => {
    const { id } = await inbound();
    expect(await claimReply(server.db, id, 'first', SHORT_LEASE)).not.toBeNull();
    expect(await claimReply(server.db, id, 'second', SHORT_LEASE)).toBeNull();
    await leaseLapsed();
    expect(await claimReply(server.db, id, 'second', 60)).not.toBeNull();
    expect(await renewClaim(server.db, id, 'first')).toBe(false);
    expect(await renewClaim(server.db, id, 'second')).toBe(true);
  });
});
