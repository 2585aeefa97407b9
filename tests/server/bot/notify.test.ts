/**
 * Messages the marketplace starts, only with the person's consent to their category:
 * free-form inside the 24-hour window of the person's last
 * message, the configured template outside it, nothing without one; and the outcome readable
 * from the stored message, a later `failed` receipt included.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/server/db/rows';
import { silentLogger } from '@/server/logger';
import { insideWindow, noticeDelivery, sendNotice, type Notice } from '@/server/bot/notify';
import type { OutboundMessage } from '@/server/bot/outbound';
import { toCloudApiBody } from '@/server/bot/whatsapp/cloud-api-body';
import { recordStatus, storeInbound } from '@/server/bot/whatsapp/message-log';
import type { OutboundSender, SendResult } from '@/server/bot/whatsapp/sender';
import { grantConsent, setConsentsWithdrawn } from '@/server/consents/consents';
import { createTestServer, type TestServer } from '../helpers';

let sends = 0;
class RecordingSender implements OutboundSender {
  readonly name = 'dev' as const;
  readonly sent: { to: string; message: OutboundMessage }[] = [];
  async send(to: string, message: OutboundMessage): Promise<SendResult> {
    this.sent.push({ to, message });
    return { ok: true, attempts: 1, waMessageId: `wamid.notify.${++sends}` };
  }
}

const HOUR = 3_600_000;
const now = new Date('2026-11-25T12:00:00Z');
let server: TestServer;
beforeAll(async () => {
  server = await createTestServer();
});
afterAll(() => server?.close());

const consented = (phone: string) =>
  grantConsent(
    server.db,
    phone,
    { category: 'utility', topic: 'alerts', how: 'Alert me', words: 'Tell me when new ones come' },
    now,
  );

/** The person wrote at `at`, and has consented to utility notices. */
const wrote = async (phone: string, at: Date) => {
  await consented(phone);
  return storeInbound(server.db, {
    phone,
    waMessageId: `wamid.in.${phone}.${at.getTime()}`,
    content: { text: 'hi' },
    at,
  });
};

const notice = (withTemplate: boolean): Notice => ({
  freeForm: [{ kind: 'text', text: 'A new match: Honda Fit' }],
  language: 'nd',
  category: 'utility',
  ...(withTemplate
    ? {
        template: {
          setting: { name: 'listing_alert', languages: { default: 'en', nd: 'zu' } },
          params: ['Honda Fit\n2010', '$4,500'],
          buttons: ['alert:stop'],
          text: 'New match: Honda Fit 2010, $4,500',
        },
      }
    : {}),
});

describe('a notice', () => {
  it('goes free-form inside the window', async () => {
    const sender = new RecordingSender();
    await wrote('263770000101', new Date(now.getTime() - 23 * HOUR));
    const outcome = await sendNotice(
      { db: server.db, sender, logger: silentLogger },
      '263770000101',
      notice(true),
      now,
    );
    expect(outcome).toMatchObject({ sent: true, via: 'free-form' });
    expect(sender.sent.map((s) => s.message.kind)).toEqual(['text']);
  });

  it('goes as the template in the chat language outside it, one line per parameter', async () => {
    const sender = new RecordingSender();
    await wrote('263770000102', new Date(now.getTime() - 25 * HOUR));
    const outcome = await sendNotice(
      { db: server.db, sender, logger: silentLogger },
      '263770000102',
      notice(true),
      now,
    );
    expect(outcome).toMatchObject({ sent: true, via: 'template' });
    const body = toCloudApiBody('263770000102', sender.sent[0]!.message);
    expect(body).toMatchObject({
      type: 'template',
      template: {
        name: 'listing_alert',
        language: { code: 'zu' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Honda Fit · 2010' },
              { type: 'text', text: '$4,500' },
            ],
          },
          {
            type: 'button',
            sub_type: 'quick_reply',
            index: '0',
            parameters: [{ type: 'payload', payload: 'alert:stop' }],
          },
        ],
      },
    });
  });

  it('is not sent outside the window without a template, nor to someone who never wrote', async () => {
    const sender = new RecordingSender();
    await wrote('263770000103', new Date(now.getTime() - 30 * HOUR));
    const deps = { db: server.db, sender, logger: silentLogger };
    expect(await sendNotice(deps, '263770000103', notice(false), now)).toEqual({
      sent: false,
      reason: 'outside-window',
    });
    await consented('263770000199');
    expect(await sendNotice(deps, '263770000199', notice(false), now)).toEqual({
      sent: false,
      reason: 'outside-window',
    });
    expect(sender.sent).toEqual([]);
  });

  it('is never sent without consent to its category, nor once it is withdrawn', async () => {
    const sender = new RecordingSender();
    const deps = { db: server.db, sender, logger: silentLogger };
    const phone = '263770000105';
    await storeInbound(server.db, {
      phone,
      waMessageId: `wamid.in.${phone}`,
      content: { text: 'hi' },
      at: new Date(now.getTime() - HOUR),
    });
    // Inside the window, with a template too: no consent, nothing goes.
    expect(await sendNotice(deps, phone, notice(true), now)).toEqual({
      sent: false,
      reason: 'no-consent',
    });
    // Consent to utility is not consent to marketing.
    await consented(phone);
    expect(await sendNotice(deps, phone, { ...notice(true), category: 'marketing' }, now)).toEqual({
      sent: false,
      reason: 'no-consent',
    });
    await setConsentsWithdrawn(server.db, phone, now);
    expect(await sendNotice(deps, phone, notice(true), now)).toEqual({
      sent: false,
      reason: 'no-consent',
    });
    expect(sender.sent).toEqual([]);
    await setConsentsWithdrawn(server.db, phone, null);
    expect(await sendNotice(deps, phone, notice(true), now)).toMatchObject({ sent: true });
    expect(sender.sent).toHaveLength(1);
  });

  it('stores a template with its Meta category, for the admin', async () => {
    const sender = new RecordingSender();
    await wrote('263770000106', new Date(now.getTime() - 25 * HOUR));
    const outcome = await sendNotice(
      { db: server.db, sender, logger: silentLogger },
      '263770000106',
      notice(true),
      now,
    );
    if (!outcome.sent) throw new Error('expected a send');
    const [row] = await rows<{ category: string | null }>(
      server.db,
      sql`SELECT category FROM messages WHERE id = ${outcome.messageId}`,
    );
    expect(row?.category).toBe('utility');
  });

  it('keeps a margin before the window closes', () => {
    expect(insideWindow(new Date(now.getTime() - 23.5 * HOUR), now)).toBe(true);
    expect(insideWindow(new Date(now.getTime() - 23.95 * HOUR), now)).toBe(false);
    expect(insideWindow(null, now)).toBe(false);
  });

  it('reads a later failed receipt (131047) from its stored message', async () => {
    const sender = new RecordingSender();
    await wrote('263770000104', new Date(now.getTime() - HOUR));
    const outcome = await sendNotice(
      { db: server.db, sender, logger: silentLogger },
      '263770000104',
      notice(false),
      now,
    );
    if (!outcome.sent) throw new Error('expected a send');
    expect((await noticeDelivery(server.db, outcome.messageId)).state).toBe('pending');
    await recordStatus(server.db, outcome.result.waMessageId!, 'failed', [
      { code: 131047, title: 'Re-engagement message', message: null, details: null },
    ] as never);
    expect(await noticeDelivery(server.db, outcome.messageId)).toEqual({
      state: 'failed',
      errorCode: 131047,
    });
  });
});
