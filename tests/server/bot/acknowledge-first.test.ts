/**
 * Acknowledge first: a webhook delivery is stored and answered 200 without any reply work on the
 * request's path. With reply workers elsewhere (a server's reply threads), the request only
 * wakes them: nothing is understood, searched or sent, and the message waits, unclaimed, until a
 * worker takes it; a redelivery wakes nobody. The in-process workers (the embedded database)
 * still answer it, after the acknowledgement.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBot, type Bot } from '@/server/bot';
import type { OutboundMessage } from '@/server/bot/outbound';
import type { ReplyWorkers } from '@/server/bot/reply-threads';
import { ACK_FIRST_MS, deliveriesStored } from '@/server/bot/runtime-settings';
import type { OutboundSender, SendResult } from '@/server/bot/whatsapp/sender';
import type { Database } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { rows } from '@/server/db/rows';
import { parseEnv } from '@/server/env';
import { RuleBasedUnderstanding } from '@/server/discovery/understanding/rules';
import type { SearchRequest } from '@/server/discovery/understanding/types';
import { InProcessJobQueue } from '@/server/jobs/in-process-queue';
import { silentLogger } from '@/server/logger';
import { openTestDatabase } from '../helpers';
import { signedHeaders, textMessage, wamid } from './payloads';

const SECRET = 'ack-first-secret';

class RecordingSender implements OutboundSender {
  readonly name = 'dev' as const;
  readonly sent: { to: string; message: OutboundMessage }[] = [];
  send(to: string, message: OutboundMessage): Promise<SendResult> {
    this.sent.push({ to, message });
    return Promise.resolve({ ok: true, attempts: 1, waMessageId: `wamid.ack.${this.sent.length}` });
  }
}

/** Counts every search worked out: the first step of any reply to a buyer's text. */
class CountingUnderstanding extends RuleBasedUnderstanding {
  calls = 0;
  override understand(text: string): Promise<SearchRequest> {
    this.calls++;
    return super.understand(text);
  }
}

/** Reply workers that only note they were woken (they answer nothing). */
class NotedWakes implements ReplyWorkers {
  wakes = 0;
  ready = Promise.resolve();
  wake(): void {
    this.wakes++;
  }
  metrics(): Promise<object[][]> {
    return Promise.resolve([]);
  }
  stop(): Promise<void> {
    return Promise.resolve();
  }
}

let database: Database;
let drop: () => Promise<void>;
const env = parseEnv({ WHATSAPP_APP_SECRET: SECRET, LOG_LEVEL: 'silent' });
const bots: Bot[] = [];
const queues: InProcessJobQueue[] = [];

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await migrate(database);
});
afterAll(async () => {
  for (const bot of bots) await bot.stop();
  for (const queue of queues) await queue.stop();
  await database?.close();
  await drop?.();
});

function makeBot(replies?: ReplyWorkers) {
  const sender = new RecordingSender();
  const understanding = new CountingUnderstanding();
  const jobs = new InProcessJobQueue(() => undefined);
  queues.push(jobs);
  const bot = createBot({
    env,
    db: database.db,
    logger: silentLogger,
    sender,
    understanding,
    jobs,
    ...(replies ? { replies } : {}),
  });
  bots.push(bot);
  const deliver = (payload: unknown) => {
    const body = JSON.stringify(payload);
    return bot.routes.request('/webhooks/whatsapp', {
      method: 'POST',
      body,
      headers: signedHeaders(body, SECRET),
    });
  };
  return { bot, sender, understanding, deliver };
}

const inboundOf = (waMessageId: string) =>
  rows<{ status: string; claimed_by: string | null; attempts: number }>(
    database.db,
    sql`SELECT status, claimed_by, attempts FROM messages
        WHERE wa_message_id = ${waMessageId} AND direction = 'inbound'`,
  );

describe('the webhook acknowledges first', () => {
  it('stores the message and answers 200 having only woken the reply workers', async () => {
    const replies = new NotedWakes();
    const { bot, sender, understanding, deliver } = makeBot(replies);
    await bot.ready;
    const id = wamid();
    const answer = await deliver(textMessage('263774100001', 'toyota in harare', id));
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ received: true });
    expect(replies.wakes).toBe(1);
    // Nothing of the reply happened here, then or once everything in this process settled.
    await bot.idle();
    expect(understanding.calls).toBe(0);
    expect(sender.sent).toEqual([]);
    expect(await inboundOf(id)).toEqual([{ status: 'received', claimed_by: null, attempts: 0 }]);
  });

  it('wakes nobody for a redelivery of a stored message', async () => {
    const replies = new NotedWakes();
    const { bot, deliver } = makeBot(replies);
    await bot.ready;
    const id = wamid();
    expect((await deliver(textMessage('263774100002', 'honda fit', id))).status).toBe(200);
    expect((await deliver(textMessage('263774100002', 'honda fit', id))).status).toBe(200);
    expect(replies.wakes).toBe(1);
    expect(await inboundOf(id)).toHaveLength(1);
  });

  it("leaves the answer to the process's own workers when it has no reply threads", async () => {
    const { bot, sender, understanding, deliver } = makeBot();
    await bot.ready;
    expect((await deliver(textMessage('263774100003', 'plumber'))).status).toBe(200);
    await bot.idle();
    // They answer what waits, the messages left for the reply threads above included.
    expect(understanding.calls).toBe(3);
    expect(new Set(sender.sent.map((sent) => sent.to))).toEqual(
      new Set(['263774100001', '263774100002', '263774100003']),
    );
    const waiting = await rows<{ n: number }>(
      database.db,
      sql`SELECT count(*)::int AS n FROM messages
          WHERE direction = 'inbound' AND status <> 'handled'`,
    );
    expect(waiting).toEqual([{ n: 0 }]);
  });
});

describe("a reply thread's workers", () => {
  it('let the deliveries the process is storing go first, for ACK_FIRST_MS at most', async () => {
    vi.useFakeTimers();
    try {
      const shared = new Int32Array(new SharedArrayBuffer(4));
      // Nothing being stored: no wait at all (no timer needs to run).
      await deliveriesStored(shared);
      Atomics.store(shared, 0, 2);
      let over = false;
      const waiting = deliveriesStored(shared).then(() => (over = true));
      await vi.advanceTimersByTimeAsync(ACK_FIRST_MS / 2);
      expect(over).toBe(false);
      // The process stored them: the worker goes on at its next look.
      Atomics.store(shared, 0, 0);
      await vi.advanceTimersByTimeAsync(10);
      expect(over).toBe(true);
      await waiting;
      // Deliveries that never end do not hold the workers past ACK_FIRST_MS.
      Atomics.store(shared, 0, 1);
      let gaveUp = false;
      const held = deliveriesStored(shared).then(() => (gaveUp = true));
      await vi.advanceTimersByTimeAsync(ACK_FIRST_MS - 20);
      expect(gaveUp).toBe(false);
      await vi.advanceTimersByTimeAsync(40);
      expect(gaveUp).toBe(true);
      await held;
    } finally {
      vi.useRealTimers();
    }
  });
});
