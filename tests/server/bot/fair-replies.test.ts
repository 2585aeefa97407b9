/**
 * How the bot's workers take stored messages: one sender's messages answered in the order they
 * came and one at a time, even when two processes receive them; every sender gets a turn, so a
 * backlog from one number does not hold up another person's Login; and the per-sender limit (one
 * 'slow down', then silence until the window passes), counted in the database. Runs on PGlite,
 * and on PostgreSQL in the postgres step.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBot } from '@/server/bot';
import { slowDownText } from '@/server/bot/conversation/copy';
import { silentLogger } from '@/server/logger';
import { plainText, type OutboundMessage } from '@/server/bot/outbound';
import type { OutboundSender, SendResult } from '@/server/bot/whatsapp/sender';
import { rows } from '@/server/db/rows';
import { type SenderLimit } from '@/server/bot/whatsapp/message-log';
import { createTestServer, type TestServer } from '../helpers';
import { signedHeaders, textMessage } from './payloads';

const SECRET = 'fair-replies-secret';

function gate(): { opened: Promise<void>; open: () => void } {
  let open = () => {};
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { opened, open };
}

interface Sent {
  to: string;
  text: string;
}

/**
 * A stand-in for the Cloud API: one log for every bot, and a send that may wait (on a gate the
 * test opens) before it goes out; two sends to one person at once are noted.
 */
class RecordingSender implements OutboundSender {
  readonly name = 'dev' as const;
  private readonly sending = new Map<string, number>();
  overlapped = false;
  constructor(
    private readonly log: Sent[],
    private readonly wait: (text: string) => Promise<unknown> = () => Promise.resolve(),
  ) {}
  async send(to: string, message: OutboundMessage): Promise<SendResult> {
    const text = plainText(message);
    const busy = (this.sending.get(to) ?? 0) + 1;
    this.sending.set(to, busy);
    if (busy > 1) this.overlapped = true;
    await this.wait(text);
    this.sending.set(to, busy - 1);
    this.log.push({ to, text });
    return { ok: true, attempts: 1, waMessageId: `wamid.fair.${this.log.length}` };
  }
}

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

function bot(
  sender: OutboundSender,
  options: { concurrency?: number; senderLimit?: SenderLimit; now?: () => Date } = {},
) {
  return createBot({
    env: { ...server.env, WHATSAPP_APP_SECRET: SECRET },
    db: server.db,
    sender,
    logger: silentLogger,
    ...options,
  });
}

async function deliver(target: ReturnType<typeof bot>, payload: unknown): Promise<void> {
  const body = JSON.stringify(payload);
  const response = await target.routes.request('/webhooks/whatsapp', {
    method: 'POST',
    body,
    headers: signedHeaders(body, SECRET),
  });
  expect(response.status).toBe(200);
}

async function statuses(phone: string): Promise<string[]> {
  const found = await rows<{ status: string }>(
    server.db,
    sql`SELECT status FROM messages WHERE contact = ${phone} AND direction = 'inbound'
        ORDER BY created_at`,
  );
  return found.map((row) => row.status);
}

/** Searches nothing matches: each is answered with one message that quotes it. */
const ask = (n: number) => `zzqx${n} wanted`;
const answered = (log: Sent[], phone: string) =>
  log.filter((sent) => sent.to === phone).map((sent) => /zzqx(\d+)/.exec(sent.text)?.[1] ?? '?');

describe("the bot's workers", () => {
  it("answer one sender's messages one at a time in the order they came, over two processes", async () => {
    const log: Sent[] = [];
    const phone = '263714100001';
    // The first answer is held until all six are stored and one process has nothing left to do:
    // meanwhile neither may answer the next ones.
    const held = gate();
    const wait = (text: string) => (text.includes(ask(0)) ? held.opened : Promise.resolve());
    const first = new RecordingSender(log, wait);
    const second = new RecordingSender(log, wait);
    const a = bot(first);
    const b = bot(second);
    for (let n = 0; n < 6; n++) await deliver(n % 2 ? b : a, textMessage(phone, ask(n)));
    await Promise.race([a.runtime.idle(), b.runtime.idle()]);
    held.open();
    await Promise.all([a.runtime.idle(), b.runtime.idle()]);
    expect(answered(log, phone)).toEqual(['0', '1', '2', '3', '4', '5']);
    expect(first.overlapped || second.overlapped).toBe(false);
    expect(await statuses(phone)).toEqual(Array(6).fill('handled'));
  });

  it("give every sender a turn: one number's backlog does not hold up another's Login", async () => {
    const log: Sent[] = [];
    const flooder = '263714200001';
    const other = '263714200002';
    // One worker, so the turn order alone decides who is answered next; its first answer is
    // held until the flood's backlog and the Login are stored.
    const held = gate();
    const one = bot(
      new RecordingSender(log, (text) =>
        /zzqx0(?!\d)/.test(text) ? held.opened : Promise.resolve(),
      ),
      { concurrency: 1, senderLimit: { messages: 100, windowSeconds: 60 } },
    );
    for (let n = 0; n < 12; n++) await deliver(one, textMessage(flooder, ask(n)));
    await deliver(one, textMessage(other, 'Login'));
    held.open();
    await one.runtime.idle();
    // Only the flood message in hand when the Login came is answered before it.
    expect(log.map((sent) => (sent.to === other ? 'login' : sent.to))).toEqual([
      flooder,
      'login',
      ...Array(11).fill(flooder),
    ]);
    expect(log[1]!.text).toMatch(/sign-in link/);
    // The backlog is answered all the same, in order.
    expect(answered(log, flooder)).toEqual(Array.from({ length: 12 }, (_, n) => String(n)));
  });

  it('answer a sender over the limit once with "slow down", then not at all until the window passes', async () => {
    const log: Sent[] = [];
    const phone = '263714300001';
    let clock = Date.now();
    const options = {
      senderLimit: { messages: 3, windowSeconds: 60 },
      now: () => new Date(clock),
    };
    // Two processes counting the same sender: the count is the database's.
    const a = bot(new RecordingSender(log), options);
    const b = bot(new RecordingSender(log), options);
    for (let n = 0; n < 7; n++) {
      await deliver(n % 2 ? b : a, textMessage(phone, ask(n)));
      clock += 1000;
    }
    await Promise.all([a.runtime.idle(), b.runtime.idle()]);
    const texts = log.filter((sent) => sent.to === phone).map((sent) => sent.text);
    expect(texts).toHaveLength(4);
    expect(answered(log, phone).slice(0, 3)).toEqual(['0', '1', '2']);
    expect(texts[3]).toBe(slowDownText(60));
    expect(await statuses(phone)).toEqual([
      'handled',
      'handled',
      'handled',
      'handled',
      'limited',
      'limited',
      'limited',
    ]);

    // The window opened with the first message; once it has passed, the sender is answered.
    clock += 60_000;
    await deliver(a, textMessage(phone, ask(7)));
    await a.runtime.idle();
    expect(answered(log, phone).slice(4)).toEqual(['7']);
    expect((await statuses(phone)).at(-1)).toBe('handled');
  });
});
