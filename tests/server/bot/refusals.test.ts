/**
 * WhatsApp's refusals, each handled as it asks and counted by reason: 131049 (the per-person
 * marketing cap) pauses the person's notices for a day, 131026 (undeliverable) for a week,
 * 131047 (outside the window) until they write; 131056 and 130429 back off without a pause; a
 * pause ends when the person writes. Through sendNotice, the door of everything the marketplace
 * starts, and a `failed` receipt over the signed webhook; on a controllable clock.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { rows } from '@/server/db/rows';
import { sendNotice, type Notice } from '@/server/bot/notify';
import { grantConsent } from '@/server/consents/consents';
import type { OutboundSender, SendResult } from '@/server/bot/whatsapp/sender';
import { silentLogger } from '@/server/logger';
import { whatsappRefusals } from '@/server/metrics/registry';
import { at, clock, deliver, HOUR, server, useCheckinHarness, writes } from './checkin-harness';
import { delivery, metaError, statusValue } from './cloud-api-fixtures';

useCheckinHarness();

const notice: Notice = {
  freeForm: [{ kind: 'text', text: 'A new match' }],
  language: 'en',
  category: 'utility',
};

function refusing(code: number): OutboundSender {
  return {
    name: 'cloud-api',
    send: async (): Promise<SendResult> => ({
      ok: false,
      attempts: 1,
      error: `HTTP 400 (code ${code})`,
      errorCode: code,
      retryable: false,
    }),
  };
}

let accepted = 0;
const accepting: OutboundSender = {
  name: 'cloud-api',
  send: async (): Promise<SendResult> => ({
    ok: true,
    attempts: 1,
    waMessageId: `wamid.accepted${++accepted}`,
  }),
};

/** A notice to someone who asked for alerts (their consent recorded). */
async function send(to: string, sender: OutboundSender) {
  const consent = { how: 'Alert me', words: 'Alert me' };
  await grantConsent(server.db, to, { category: 'utility', topic: 'alerts', ...consent }, clock);
  return sendNotice({ db: server.db, sender, logger: silentLogger }, to, notice, clock);
}

async function counted(reason: string): Promise<number> {
  const metric = await whatsappRefusals.get();
  return metric.values.find((v) => v.labels.reason === reason)?.value ?? 0;
}

/** The refusals stored for a person: code, reason and the message refused. */
const stored = (phone: string) =>
  rows<{ code: number; reason: string; refused: string | null }>(
    server.db,
    sql`SELECT code, reason, message_id AS refused FROM whatsapp_refusals WHERE contact = ${phone}`,
  );

describe('a refusal', () => {
  for (const [code, reason, pauseHours] of [
    [131049, 'marketing_cap', 24],
    [131026, 'undeliverable', 24 * 7],
  ] as const) {
    it(`${code} is counted as ${reason} and pauses the person's notices for ${pauseHours} h`, async () => {
      const phone = `26377170${code % 10000}`;
      at(Date.parse('2027-06-01T08:00:00Z'));
      await writes(phone);
      const before = await counted(reason);
      const refused = await send(phone, refusing(code));
      expect(refused).toMatchObject({ sent: true, result: { ok: false, errorCode: code } });
      expect(await counted(reason)).toBe(before + 1);
      // Stored against the message it refused, where the admin reads it.
      expect(await stored(phone)).toEqual([
        { code, reason, refused: refused.sent && refused.messageId },
      ]);
      at(clock.getTime() + HOUR);
      expect(await send(phone, accepting)).toEqual({ sent: false, reason: 'paused' });
      // The pause ends with its time (a template would be needed by then: none configured).
      at(Date.parse('2027-06-01T08:00:00Z') + pauseHours * HOUR + 1000);
      expect(await send(phone, accepting)).toEqual({ sent: false, reason: 'outside-window' });
    });
  }

  it('pauses only until the person writes again', async () => {
    const phone = '263771701111';
    at(Date.parse('2027-07-01T08:00:00Z'));
    await writes(phone);
    await send(phone, refusing(131026));
    expect(await send(phone, accepting)).toEqual({ sent: false, reason: 'paused' });
    at(clock.getTime() + 60_000);
    await writes(phone);
    expect(await send(phone, accepting)).toMatchObject({ sent: true, result: { ok: true } });
  });

  for (const [code, reason] of [
    [131056, 'pair_rate'],
    [130429, 'throughput'],
  ] as const) {
    it(`${code} is counted as ${reason} and backs off without a pause`, async () => {
      const phone = `26377172${code % 10000}`;
      at(Date.parse('2027-08-01T08:00:00Z'));
      await writes(phone);
      const before = await counted(reason);
      await send(phone, refusing(code));
      expect(await counted(reason)).toBe(before + 1);
      expect(await send(phone, accepting)).toMatchObject({ sent: true, result: { ok: true } });
    });
  }

  it('131047 in a failed receipt is counted and waits for the person’s next message', async () => {
    const phone = '263771731047';
    at(Date.parse('2027-09-01T08:00:00Z'));
    await writes(phone);
    // The bot's answer to them went out; WhatsApp's receipt for it comes back failed.
    const [answer] = await rows<{ wa_message_id: string }>(
      server.db,
      sql`SELECT wa_message_id FROM messages
          WHERE contact = ${phone} AND direction = 'outbound' AND wa_message_id IS NOT NULL
          ORDER BY created_at DESC LIMIT 1`,
    );
    const before = await counted('outside_window');
    const error = metaError(131047, 'Re-engagement message');
    await deliver(delivery([statusValue(answer!.wa_message_id, 'failed', phone, [error])]));
    expect(await counted('outside_window')).toBe(before + 1);
    // The same receipt delivered again is one stored refusal, counted once.
    await deliver(delivery([statusValue(answer!.wa_message_id, 'failed', phone, [error])]));
    expect((await stored(phone)).map((r) => r.reason)).toEqual(['outside_window']);
    expect(await counted('outside_window')).toBe(before + 1);
    expect(await send(phone, accepting)).toEqual({ sent: false, reason: 'paused' });
    at(clock.getTime() + 60_000);
    await writes(phone);
    expect(await send(phone, accepting)).toMatchObject({ sent: true, result: { ok: true } });
  });
});
