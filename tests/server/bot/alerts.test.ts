/**
 * Buyers' alerts over the signed webhook with the stand-in Graph API, on a clock the tests move:
 * the offer after a search, a matching listing posted through the API reaching the buyer inside
 * the window (the listing message with the seller link), as the template outside it, or waiting
 * for the buyer's next message when there is no template; a `failed` receipt recorded; the chat
 * started from an alert counted.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { noticeDelivery } from '@/server/bot/notify';
import type { SignedIn } from '../helpers';
import { statusUpdate } from './payloads';
import { alertWorld, flat, textOf, type AlertWorld } from './alerts-helpers';

let world: AlertWorld;
let seller: SignedIn;
let admin: SignedIn;

beforeAll(async () => {
  world = await alertWorld('2026-11-25T08:00:00Z');
  seller = await world.server.signInAs('263719500001');
  admin = await world.server.signInAs('263770000001');
});
afterAll(() => world?.close());

const alertRows = async (phone: string) =>
  (
    await world.server.db.execute<{
      id: string;
      listing_id: string;
      state: string;
      via: string | null;
      message_id: string | null;
    }>(
      sql`SELECT id, listing_id, state, via, message_id FROM alerts WHERE phone_number = ${phone}
          ORDER BY matched_at`,
    )
  ).rows;

/** The buyer searches and taps Alert me; the search answer and the confirmation. */
async function saveSearch(buyer: string, words: string) {
  const answer = await world.sentFor(buyer, () => world.say(buyer, words));
  const offer = answer.at(-1)!;
  expect(offer.type).toBe('interactive');
  expect(offer.interactive?.type).toBe('button');
  expect(offer.interactive?.action.buttons).toEqual([
    { type: 'reply', reply: { id: 'alert:save', title: 'Alert me' } },
  ]);
  expect(textOf(offer)).toContain('Tell me when new ones come');
  const saved = await world.sentFor(buyer, () => world.tap(buyer, 'alert:save'));
  expect(saved).toHaveLength(1);
  expect(textOf(saved[0]!)).toMatch(/^Done! I will message you when new “.+” are listed\./);
}

describe('an alert', () => {
  it('reaches the buyer who asked for a 2 bedroom flat in Avondale under $400 within a minute of the listing being posted', async () => {
    const buyer = '263719500101';
    world.at('2026-11-25T08:00:00Z');
    await saveSearch(buyer, 'a 2 bedroom flat in Avondale under $400');
    world.at('2026-11-25T09:00:00Z');
    const started = performance.now();
    let listingId = '';
    const sent = await world.sentFor(buyer, async () => {
      listingId = await world.post(
        seller,
        flat('Harare', { neighborhood: 'avondale', title: '2 bedroom flat in Avondale' }),
      );
    });
    expect(performance.now() - started).toBeLessThan(60_000);
    // Inside the window: the line naming the search, then the bot's own listing message.
    expect(sent.map((m) => m.type)).toEqual(['text', 'text', 'interactive']);
    expect(textOf(sent[0]!)).toMatch(/^🔔 New for your alert “.*flat.*”:/i);
    const details = textOf(sent[1]!);
    expect(details).toContain('2 bedroom flat in Avondale');
    const link = /Chat with the seller: (\S+)/.exec(details)?.[1] ?? '';
    const [alert] = await alertRows(buyer);
    expect(alert).toMatchObject({ listing_id: listingId, state: 'sent', via: 'free-form' });
    expect(link).toContain(`/l/${listingId}/chat?v=`);
    expect(new URL(link).searchParams.get('a')).toBe(alert!.id);

    // The buyer follows the link: a chat started from an alert.
    const url = new URL(link);
    const chat = await world.server.request(`${url.pathname}${url.search}`, {
      headers: { 'User-Agent': 'Mozilla/5.0 (Linux; Android 13) Mobile Safari/537.36' },
    });
    expect(chat.status).toBe(302);
    const stats = (await (
      await world.server.request('/api/admin/stats', { token: admin.token })
    ).json()) as Record<string, number>;
    expect(stats).toMatchObject({ alertsSent: 1, alertsFailed: 0, alertChats: 1 });
    expect(stats.savedSearches).toBeGreaterThanOrEqual(1);
  });

  it('records a failed receipt against the alert', async () => {
    const buyer = '263719500102';
    world.at('2026-11-25T10:00:00Z');
    await saveSearch(buyer, 'flat in Gweru');
    await world.sentFor(buyer, () => world.post(seller, flat('Gweru')));
    const [alert] = await alertRows(buyer);
    expect(alert?.state).toBe('sent');
    const [message] = (
      await world.server.db.execute<{ wa_message_id: string }>(
        sql`SELECT wa_message_id FROM messages WHERE id = ${alert!.message_id}`,
      )
    ).rows;
    const receipt = statusUpdate(message!.wa_message_id, 'failed', buyer) as unknown as {
      entry: { changes: { value: { statuses: Record<string, unknown>[] } }[] }[];
    };
    receipt.entry[0]!.changes[0]!.value.statuses[0]!.errors = [
      { code: 131047, title: 'Re-engagement message' },
    ];
    await world.deliver(receipt);
    expect(await noticeDelivery(world.server.db, alert!.message_id!)).toEqual({
      state: 'failed',
      errorCode: 131047,
    });
    const stats = (await (
      await world.server.request('/api/admin/stats', { token: admin.token })
    ).json()) as Record<string, number>;
    expect(stats.alertsFailed).toBe(1);
  });

  it('goes as the template outside the window', async () => {
    const buyer = '263719500103';
    world.at('2026-11-25T10:00:00Z');
    await saveSearch(buyer, 'flat in Mutare');
    world.at('2026-11-26T12:00:00Z');
    world.server.env.WHATSAPP_TEMPLATE_ALERT = {
      name: 'listing_alert',
      languages: { default: 'en' },
    };
    try {
      const sent = await world.sentFor(buyer, () =>
        world.post(seller, flat('Mutare', { title: 'Flat in Mutare centre' })),
      );
      expect(sent).toHaveLength(1);
      expect(sent[0]!.type).toBe('template');
      expect(sent[0]!.template?.name).toBe('listing_alert');
      const params = sent[0]!.template!.components[0]!.parameters.map((p) => p.text);
      expect(params).toHaveLength(3);
      expect(params[0]).toMatch(/flat/i);
      expect(params[1]).toContain('Flat in Mutare centre');
      expect(params[2]).toMatch(/^Chat with the seller: http\S+\/chat\?v=\S+&a=\S+$/);
      const [alert] = await alertRows(buyer);
      expect(alert).toMatchObject({ state: 'sent', via: 'template' });
    } finally {
      delete world.server.env.WHATSAPP_TEMPLATE_ALERT;
    }
  });

  it('waits outside the window with no template, and the next message is answered with it first', async () => {
    const buyer = '263719500104';
    world.at('2026-11-25T10:00:00Z');
    await saveSearch(buyer, 'flat in Masvingo');
    world.at('2026-11-26T12:00:00Z');
    const none = await world.sentFor(buyer, () =>
      world.post(seller, flat('Masvingo', { title: 'Garden flat in Masvingo' })),
    );
    expect(none).toEqual([]);
    expect((await alertRows(buyer))[0]?.state).toBe('waiting');

    const answer = await world.sentFor(buyer, () => world.say(buyer, 'hi'));
    expect(answer).toHaveLength(2);
    expect(answer[0]!.interactive?.type).toBe('list');
    expect(textOf(answer[0]!)).toBe('While you were away: 1 new match for your alerts.');
    const rows = answer[0]!.interactive!.action.sections![0]!.rows;
    expect(rows).toHaveLength(1);
    expect(rows[0]!.title).toContain('Garden flat');
    expect(textOf(answer[1]!)).toMatch(/^Hi!/);
    const [alert] = await alertRows(buyer);
    expect(alert).toMatchObject({ state: 'shown', via: 'away' });

    // Its row opens the listing, the seller link carrying the alert; shown once only.
    const opened = await world.sentFor(buyer, () => world.pick(buyer, rows[0]!.id));
    expect(opened.map(textOf).join('\n')).toContain(`&a=${alert!.id}`);
    const again = await world.sentFor(buyer, () => world.say(buyer, 'hi'));
    expect(again).toHaveLength(1);
  });

  it('reaches a buyer when moderation approves a hidden listing', async () => {
    const buyer = '263719500105';
    world.at('2026-11-27T08:00:00Z');
    const id = await world.post(seller, flat('Bindura', { title: 'Bindura cottage flat' }));
    const moderate = (action: 'hide' | 'approve') =>
      world.server.request(`/api/admin/listings/${id}/moderation`, {
        method: 'POST',
        token: admin.token,
        body: { action, reason: 'Checked by the team' },
      });
    expect((await moderate('hide')).status).toBe(200);
    await saveSearch(buyer, 'flat in Bindura');
    const sent = await world.sentFor(buyer, async () => {
      expect((await moderate('approve')).status).toBe(200);
    });
    expect(textOf(sent[0]!)).toMatch(/^🔔 New for your alert/);
    expect(sent.map(textOf).join('\n')).toContain('Bindura cottage flat');
  });
});
