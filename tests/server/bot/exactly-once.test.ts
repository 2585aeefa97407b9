/**
 * At least once in, exactly once out: a message whose handling failed on our side is tried again
 * after a pause until it is answered, or given up after its tries with an honest reply in the
 * person's language; a reply cut off by a stopped process is sent once by whoever answers next
 * and never again by the recovery; a reply that went out is never sent again when the answer is
 * worked out again. Runs on PGlite, and on PostgreSQL in the postgres step.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en, sn } from '@/domain/bot-copy';
import { silentLogger } from '@/server/logger';
import { plainText, type OutboundMessage } from '@/server/bot/outbound';
import { BotRuntime } from '@/server/bot/runtime';
import type { OutboundSender, SendResult } from '@/server/bot/whatsapp/sender';
import { rows } from '@/server/db/rows';
import { RuleBasedUnderstanding } from '@/server/discovery/understanding/rules';
import type { SearchRequest } from '@/server/discovery/understanding/types';
import { createTestServer, type TestServer } from '../helpers';

/** A stand-in for the Cloud API noting what it accepted; `hang` holds a send unanswered forever. */
class FakeSender implements OutboundSender {
  readonly name = 'dev' as const;
  readonly sent: { to: string; message: OutboundMessage }[] = [];
  arrived = 0;
  constructor(private readonly hang = false) {}
  async send(to: string, message: OutboundMessage): Promise<SendResult> {
    this.arrived++;
    // A process stopped with this send in flight: the Cloud API never accepted it.
    if (this.hang) await new Promise(() => undefined);
    this.sent.push({ to, message });
    return { ok: true, attempts: 1, waMessageId: `wamid.once.${this.sent.length}.${to}` };
  }
}

/** Understanding that fails (the database or a model away) the first `failures` times. */
class FlakyUnderstanding extends RuleBasedUnderstanding {
  calls = 0;
  constructor(private readonly failures: number) {
    super();
  }
  override understand(text: string): Promise<SearchRequest> {
    this.calls++;
    if (this.calls <= this.failures) return Promise.reject(new Error('connection terminated'));
    return super.understand(text);
  }
}

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const PAUSE_SECONDS = 0.3;
const pauseOver = () => new Promise((resolve) => setTimeout(resolve, PAUSE_SECONDS * 1000 + 150));

const worker = (
  sender: OutboundSender,
  options: { understanding?: RuleBasedUnderstanding; attempts?: number } = {},
) =>
  new BotRuntime({
    db: server.db,
    env: server.env,
    sender,
    understanding: options.understanding ?? new RuleBasedUnderstanding(),
    logger: silentLogger,
    answerRetryDelaySeconds: () => PAUSE_SECONDS,
    ...(options.attempts ? { answerAttempts: options.attempts } : {}),
  });

let counter = 0;
async function inbound(text: string): Promise<{ id: string; phone: string }> {
  counter++;
  const phone = `26378${String(counter).padStart(7, '0')}`;
  const id = await worker(new FakeSender()).accept({
    waMessageId: `wamid.in.once.${counter}`,
    from: phone,
    sentAt: new Date(),
    text,
  });
  if (!id) throw new Error('not stored');
  return { id, phone };
}

async function statusOf(id: string): Promise<string | undefined> {
  const [row] = await rows<{ status: string }>(
    server.db,
    sql`SELECT status FROM messages WHERE id = ${id}`,
  );
  return row?.status;
}

async function outboundRows(phone: string) {
  return rows<{ status: string }>(
    server.db,
    sql`SELECT status FROM messages WHERE contact = ${phone} AND direction = 'outbound'`,
  );
}

/** As a process stopped with the claim in hand: nobody renews it, and it has lapsed. */
async function processStopped(id: string): Promise<void> {
  await server.db.execute(
    sql`UPDATE messages SET claimed_by = 'stopped-process',
          claimed_until = now() - make_interval(secs => 1)
        WHERE id = ${id}`,
  );
}

describe('a message whose handling failed on our side', () => {
  it('is tried again after a pause and answered once', async () => {
    // How many replies the same search gets when nothing fails.
    const plain = await inbound('toyota wanted');
    const reference = new FakeSender();
    await worker(reference).answerStored(plain.id);
    const expected = reference.sent.map(({ message }) => plainText(message));
    expect(expected.length).toBeGreaterThan(0);

    const { id, phone } = await inbound('toyota wanted');
    const sender = new FakeSender();
    const runtime = worker(sender, { understanding: new FlakyUnderstanding(2) });
    await runtime.answerStored(id);
    expect(sender.sent).toEqual([]);
    expect(await statusOf(id)).toBe('answering');
    // Not before its pause is over.
    await runtime.answerStored(id);
    expect(sender.sent).toEqual([]);
    await pauseOver();
    await runtime.answerStored(id);
    expect(sender.sent).toEqual([]);
    await pauseOver();
    await runtime.answerStored(id);
    expect(sender.sent.map(({ message }) => plainText(message))).toEqual(expected);
    expect(sender.sent.every((sent) => sent.to === phone)).toBe(true);
    expect(await statusOf(id)).toBe('handled');
    await pauseOver();
    await runtime.answerStored(id);
    expect(sender.sent).toHaveLength(expected.length);
  });

  it('is given up after its tries with one honest reply in the person’s language', async () => {
    const { id, phone } = await inbound('Ndiri kutsvaga imba yekurenda kuHarare');
    const sender = new FakeSender();
    const runtime = worker(sender, { understanding: new FlakyUnderstanding(1000), attempts: 3 });
    for (let attempt = 0; attempt < 5; attempt++) {
      await runtime.answerStored(id);
      await pauseOver();
    }
    expect(sender.sent).toEqual([{ to: phone, message: { kind: 'text', text: sn.ourFault } }]);
    expect(sn.ourFault).not.toBe(en.ourFault);
    expect(await statusOf(id)).toBe('failed');
  });

  it('is given up, with the same reply, when its process keeps stopping mid-answer', async () => {
    const { id, phone } = await inbound('toyota wanted');
    const sender = new FakeSender();
    const runtime = worker(sender, { attempts: 2 });
    // Two tries, each taken up by a process that stopped before answering.
    for (let attempt = 0; attempt < 2; attempt++) {
      await server.db.execute(
        sql`UPDATE messages SET status = 'answering', attempts = attempts + 1 WHERE id = ${id}`,
      );
      await processStopped(id);
    }
    await runtime.answerStored(id);
    expect(sender.sent).toEqual([{ to: phone, message: { kind: 'text', text: en.ourFault } }]);
    expect(await statusOf(id)).toBe('failed');
  });
});

describe('a reply and a process that stopped', () => {
  it('sends a reply cut off mid-send once, and the recovery never sends it again', async () => {
    const { id, phone } = await inbound('hi');
    const stopped = new FakeSender(true);
    void worker(stopped).answerStored(id);
    await expect.poll(() => stopped.arrived, { timeout: 10_000 }).toBe(1);
    await processStopped(id);

    const live = new FakeSender();
    const runtime = worker(live);
    await runtime.answerStored(id);
    expect(live.sent).toHaveLength(1);
    expect(await statusOf(id)).toBe('handled');
    // The recovery of replies that failed or were cut off finds nothing left to send.
    const recovered = await runtime.recover(0);
    expect(recovered.resent).toBe(0);
    expect(live.sent).toHaveLength(1);
    expect(await outboundRows(phone)).toEqual([{ status: 'sent' }]);
  });

  it('never sends again a reply that went out before its process stopped', async () => {
    const { id, phone } = await inbound('hi');
    const first = new FakeSender();
    await worker(first).answerStored(id);
    expect(first.sent).toHaveLength(1);
    // Stopped after the reply was recorded as sent, before it was counted in the message.
    await server.db.execute(
      sql`UPDATE messages SET status = 'answering', replies_sent = 0 WHERE id = ${id}`,
    );
    await processStopped(id);
    const again = new FakeSender();
    await worker(again).answerStored(id);
    await worker(again).recover(0);
    expect(again.sent).toEqual([]);
    expect(await statusOf(id)).toBe('handled');
    expect(await outboundRows(phone)).toHaveLength(1);
  });
});
