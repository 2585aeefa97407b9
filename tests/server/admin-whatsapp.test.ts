/**
 * The admin's WhatsApp figures for the month, read from the database whichever process sent:
 * templates by Meta category (sent, delivered) with their estimated cost at the configured
 * rates, and WhatsApp's refusals by reason. Over the signed webhook with the stand-in Graph API,
 * on a clock the tests move.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/server/db/rows';
import { whatsappRefusals } from '@/server/metrics/registry';
import type { SignedIn } from './helpers';
import { delivery, metaError, statusValue } from './bot/cloud-api-fixtures';
import { statusUpdate } from './bot/payloads';
import { alertWorld, flat, textOf, type AlertWorld } from './bot/alerts-helpers';

let world: AlertWorld;
let seller: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  world = await alertWorld('2026-11-27T08:00:00Z');
  seller = await world.server.signInAs('263719800001');
  admin = await world.server.signInAs('263770000001');
});
afterAll(() => world?.close());

async function saveSearch(buyer: string, words: string) {
  await world.say(buyer, words);
  const saved = await world.sentFor(buyer, () => world.tap(buyer, 'alert:save'));
  expect(textOf(saved[0]!)).toMatch(/^Done!/);
}

interface Figures {
  since: string;
  templates: { category: string; sent: number; delivered: number; costUsd: number }[];
  costUsd: number;
  refusals: { reason: string; count: number }[];
}
const figures = async () =>
  (
    (await (await world.server.request('/api/admin/stats', { token: admin.token })).json()) as {
      whatsapp: Figures;
    }
  ).whatsapp;

describe('the admin’s WhatsApp figures', () => {
  it('count templates by category, their cost and refusals by reason, from the database', async () => {
    const buyer = '263719800103';
    world.at('2026-11-27T09:00:00Z');
    await saveSearch(buyer, 'flat in Chegutu');
    // Outside the window: the alert goes as the template, and is delivered.
    world.at('2026-11-29T09:00:00Z');
    world.server.env.WHATSAPP_TEMPLATE_ALERT = {
      name: 'listing_alert',
      languages: { default: 'en' },
    };
    world.server.env.WHATSAPP_RATES_USD = {
      utility: 0.005,
      marketing: 0.03,
      authentication: 0.004,
    };
    try {
      const sent = await world.sentFor(buyer, () => world.post(seller, flat('Chegutu')));
      expect(sent.map((m) => m.type)).toEqual(['template']);
    } finally {
      world.server.env.WHATSAPP_TEMPLATE_ALERT = undefined;
    }
    const [message] = await rows<{ wa_message_id: string }>(
      world.server.db,
      sql`SELECT wa_message_id FROM messages WHERE contact = ${buyer} AND category = 'utility'`,
    );
    const sentOnly = await figures();
    expect(sentOnly.templates.find((t) => t.category === 'utility')).toMatchObject({
      sent: 1,
      delivered: 0,
      costUsd: 0,
    });
    await world.deliver(statusUpdate(message!.wa_message_id, 'delivered', buyer));
    // A refusal on the bot's answer to someone else: 131049, the per-person marketing cap.
    const other = '263719800104';
    await world.say(other, 'hello');
    const [answer] = await rows<{ wa_message_id: string }>(
      world.server.db,
      sql`SELECT wa_message_id FROM messages WHERE contact = ${other} AND direction = 'outbound'
            AND wa_message_id IS NOT NULL LIMIT 1`,
    );
    const capped = metaError(131049, 'Marketing limit');
    await world.deliver(delivery([statusValue(answer!.wa_message_id, 'failed', other, [capped])]));
    // What this process counted in memory is not where the admin reads from.
    whatsappRefusals.reset();
    const month = await figures();
    expect(month.since).toBe('2026-10-31T22:00:00.000Z');
    expect(month.templates).toEqual([
      { category: 'utility', sent: 1, delivered: 1, rateUsd: 0.005, costUsd: 0.005 },
      { category: 'marketing', sent: 0, delivered: 0, rateUsd: 0.03, costUsd: 0 },
      { category: 'authentication', sent: 0, delivered: 0, rateUsd: 0.004, costUsd: 0 },
    ]);
    expect(month.costUsd).toBe(0.005);
    expect(month.refusals).toEqual([{ reason: 'marketing_cap', count: 1 }]);
    // Next month starts again from nothing.
    world.at('2026-12-01T09:00:00Z');
    const next = await figures();
    expect(next.templates.every((t) => t.sent === 0)).toBe(true);
    expect(next.refusals).toEqual([]);
    expect(next.costUsd).toBe(0);
  });
});
