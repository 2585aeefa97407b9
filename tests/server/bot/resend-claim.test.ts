/**
 * A reply that failed is sent again by the recovery once, even when two recoveries run at the
 * same time (two processes, or a recovery job handed on while the first still sends): each
 * claims the stored message in one statement before sending it. Runs on PGlite, and on
 * PostgreSQL in the postgres step.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { silentLogger } from '@/server/logger';
import type { OutboundMessage } from '@/server/bot/outbound';
import { BotRuntime } from '@/server/bot/runtime';
import type { OutboundSender, SendResult } from '@/server/bot/whatsapp/sender';
import { rows } from '@/server/db/rows';
import { RuleBasedUnderstanding } from '@/server/discovery/understanding/rules';
import { createTestServer, type TestServer } from '../helpers';

/** A stand-in for the Cloud API: answers `ok` after `delayMs`, and notes what it was sent. */
class FakeSender implements OutboundSender {
  readonly name = 'dev' as const;
  readonly sent: { to: string; message: OutboundMessage }[] = [];
  constructor(
    private readonly ok: boolean,
    private readonly delayMs = 0,
  ) {}
  async send(to: string, message: OutboundMessage): Promise<SendResult> {
    await new Promise((resolve) => setTimeout(resolve, this.delayMs));
    this.sent.push({ to, message });
    return this.ok
      ? { ok: true, attempts: 1, waMessageId: `wamid.resend.${this.sent.length}.${to}` }
      : { ok: false, attempts: 1, retryable: true, error: 'HTTP 503: unavailable' };
  }
}

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const worker = (sender: OutboundSender) =>
  new BotRuntime({
    db: server.db,
    env: server.env,
    sender,
    understanding: new RuleBasedUnderstanding(),
    logger: silentLogger,
  });

describe('the recovery of a failed reply', () => {
  it('sends it once when two recoveries run at the same moment', async () => {
    for (let round = 0; round < 3; round++) {
      const phone = `2637710000${round}`;
      const failed = await worker(new FakeSender(false)).send(phone, {
        kind: 'text',
        text: `Reply ${round}`,
      });
      expect(failed.result.ok).toBe(false);

      const first = new FakeSender(true, 20);
      const second = new FakeSender(true, 20);
      await Promise.all([worker(first).recover(0), worker(second).recover(0)]);

      const to = [...first.sent, ...second.sent].filter((sent) => sent.to === phone);
      expect(to).toHaveLength(1);
      const [row] = await rows<{ status: string; attempts: number | string }>(
        server.db,
        sql`SELECT status, attempts FROM messages WHERE contact = ${phone}
              AND direction = 'outbound'`,
      );
      expect(row?.status).toBe('sent');
      expect(Number(row?.attempts)).toBe(2);
    }
  });
});
