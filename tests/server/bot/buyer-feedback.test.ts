/**
 * Buyers' feedback over the signed webhook with the stand-in Graph API: a while after the bot
 * handed a buyer a seller's link, the buyer's next message is answered and then asked once how it
 * went (Good · Not good · Report, in their language); typed and tapped answers; one per buyer per
 * seller; the counts among the seller's facts in the bot and on the public page; a case once
 * enough buyers say the seller asked for money first; never after STOP, never about one's own
 * listing.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { copyFor } from '@/domain/bot-copy';
import { showListing } from '@/server/bot/conversation/listing-detail';
import type { CloudApiBody } from '../../support/cloud-api-body';
import { FakeGraphApi } from '../../support/fake-graph-api';
import {
  deliverSigned,
  webhookBot,
  sentWhile,
  stopWebhookServer,
  webhookServer,
} from '../../support/webhook-bot';
import { createListing, sampleListing, type SignedIn, type TestServer } from '../helpers';
import { buttonReply, listReply, textMessage } from './payloads';

let server: TestServer;
let seller: SignedIn;
let listingId = '';
const graph = new FakeGraphApi();
let apiBase = '';

beforeAll(async () => {
  ({ server, apiBase } = await webhookServer(graph));
  seller = await server.signInAs('263719500001');
  await server.db.execute(
    sql`UPDATE users SET display_name = 'Tendai Motors' WHERE id = ${seller.user._id}`,
  );
  listingId = (await createListing(seller, sampleListing({ title: 'Honda Fit 2012 cheap' })))._id;
});
afterAll(() => stopWebhookServer(graph, server));

const deliver = (payload: unknown) => deliverSigned(webhookBot(server, apiBase), payload);

type Sent = CloudApiBody;

/** What `phone` was sent while `run` ran. */
const sentFor = (phone: string, run: () => Promise<void>) => sentWhile(graph, phone, run);

/** The buyer opens the listing in the chat (the seller's link handed), then time passes. */
async function handedLongAgo(buyer: string) {
  await deliver(listReply(buyer, `listing:${listingId}`));
  await server.db.execute(
    sql`UPDATE feedback_asks SET handed_at = handed_at - interval '3 days'
        WHERE buyer_phone = ${buyer} AND asked_at IS NULL`,
  );
}

const isQuestion = (m: Sent | undefined) =>
  m?.type === 'interactive' &&
  m.interactive!.type === 'button' &&
  m.interactive!.action.buttons![0]!.reply.id.startsWith('feedback:');

const feedbackOf = async (buyer: string) =>
  (
    await server.db.execute<{ verdict: string; reason: string | null }>(
      sql`SELECT verdict, reason FROM seller_feedback WHERE buyer_phone = ${buyer}`,
    )
  ).rows;

const payFirstCases = async () =>
  Number(
    (
      await server.db.execute<{ n: number }>(
        sql`SELECT count(*)::int AS n FROM moderation_cases WHERE seller_id = ${seller.user._id}
            AND reasons @> '[{"code": "buyers_pay_first"}]'::jsonb`,
      )
    ).rows[0]?.n,
  );

async function detailsText(language: 'en' | 'sn' | 'nd' = 'en') {
  const messages = await showListing(
    { db: server.db, env: server.env },
    '263719599999',
    listingId,
    language,
  );
  const text = messages.find((m) => m.kind === 'text');
  return text?.kind === 'text' ? text.text : '';
}

describe("buyers' feedback", () => {
  it('asks once, after answering the message, and takes a typed answer as the question asked last', async () => {
    const buyer = '263719500101';
    await deliver(listReply(buyer, `listing:${listingId}`));
    // Not yet due: a message right after gets its answer alone.
    const soon = await sentFor(buyer, () => deliver(textMessage(buyer, 'hello')));
    expect(soon.some(isQuestion)).toBe(false);

    await server.db.execute(
      sql`UPDATE feedback_asks SET handed_at = handed_at - interval '3 days' WHERE buyer_phone = ${buyer}`,
    );
    const answered = await sentFor(buyer, () => deliver(textMessage(buyer, 'Honda Fit')));
    // The search is answered first (its results list), the question comes last.
    expect(answered.findIndex((m) => m.interactive?.type === 'list')).toBe(0);
    const question = answered.at(-1)!;
    expect(isQuestion(question)).toBe(true);
    expect(question.interactive!.body.text).toBe(
      'Did you deal with Tendai Motors about Honda Fit 2012 cheap?',
    );
    expect(question.interactive!.action.buttons!.map((b) => b.reply.title)).toEqual([
      'Good',
      'Not good',
      'Report',
    ]);

    const thanked = await sentFor(buyer, () => deliver(textMessage(buyer, 'yes it was fine')));
    expect(thanked).toHaveLength(1);
    expect(thanked[0]!.text!.body).toBe(copyFor('en').feedback.thanks);
    expect(await feedbackOf(buyer)).toEqual([{ verdict: 'good', reason: null }]);

    // Asked once: the next messages are answered without it.
    const later = await sentFor(buyer, () => deliver(textMessage(buyer, 'cars in Harare')));
    expect(later.some(isQuestion)).toBe(false);
    expect(await detailsText()).toContain("👍 1 · 👎 0 (buyers' feedback)");
  });

  it("asks in the buyer's language and takes its words and numbers ('zvakanaka', '1')", async () => {
    const shona = '263719500102';
    await handedLongAgo(shona);
    const asked = await sentFor(shona, () => deliver(textMessage(shona, 'mhoro shamwari')));
    const question = asked.at(-1)!;
    expect(isQuestion(question)).toBe(true);
    expect(question.interactive!.action.buttons!.map((b) => b.reply.title)).toEqual([
      'Zvakanaka',
      'Hazvina kunaka',
      'Report',
    ]);
    for (const button of question.interactive!.action.buttons!) {
      expect(button.reply.title.length).toBeLessThanOrEqual(20);
    }
    await deliver(textMessage(shona, 'zvakanaka'));
    expect(await feedbackOf(shona)).toEqual([{ verdict: 'good', reason: null }]);

    const ndebele = '263719500103';
    await handedLongAgo(ndebele);
    const greeted = await sentFor(ndebele, () => deliver(textMessage(ndebele, 'sawubona')));
    expect(greeted.at(-1)!.interactive!.action.buttons![0]!.reply.title).toBe('Kuhle');
    // The greeting offered no numbered choice: '1' is the question's first button.
    await deliver(textMessage(ndebele, '1'));
    expect(await feedbackOf(ndebele)).toEqual([{ verdict: 'good', reason: null }]);
  });

  it('keeps one per buyer per seller, asks why in one tap, and opens a case once at the threshold', async () => {
    const first = '263719500101';
    // Handed again later: asked again, and the new word replaces the old.
    await handedLongAgo(first);
    const asked = await sentFor(first, () => deliver(textMessage(first, 'hi')));
    const viewId = asked.at(-1)!.interactive!.action.buttons![0]!.reply.id.split(':')[1];
    const why = await sentFor(first, () =>
      deliver(buttonReply(first, `feedback:${viewId}:not_good`, 'Not good')),
    );
    const rows = why[0]!.interactive!.action.sections![0]!.rows;
    expect(rows.map((r) => r.title)).toEqual([
      'No reply',
      'Not as described',
      'Asked for money first',
      'Other',
    ]);
    await deliver(listReply(first, rows[2]!.id, rows[2]!.title));
    expect(await feedbackOf(first)).toEqual([{ verdict: 'not_good', reason: 'pay_first' }]);
    expect(await detailsText()).toContain("👍 2 · 👎 1 (buyers' feedback)");
    expect(await payFirstCases()).toBe(0);

    const second = '263719500104';
    await handedLongAgo(second);
    await deliver(textMessage(second, 'hello'));
    await deliver(textMessage(second, 'it was not good'));
    await deliver(textMessage(second, 'vakada mari pamberi'));
    expect(await feedbackOf(second)).toEqual([{ verdict: 'not_good', reason: 'pay_first' }]);
    expect(await payFirstCases()).toBe(0);

    const third = '263719500105';
    await handedLongAgo(third);
    const q = await sentFor(third, () => deliver(textMessage(third, 'hello')));
    const id = q.at(-1)!.interactive!.action.buttons![1]!.reply.id;
    await deliver(buttonReply(third, id, 'Not good'));
    await deliver(listReply(third, id.replace(/not_good$/, 'why:pay_first'), 'Asked'));
    expect(await payFirstCases()).toBe(1);
    const [opened] = (
      await server.db.execute<{ listing_id: string; state: string }>(
        sql`SELECT listing_id, state FROM moderation_cases WHERE seller_id = ${seller.user._id}`,
      )
    ).rows;
    expect(opened).toEqual({ listing_id: listingId, state: 'open' });

    const fourth = '263719500106';
    await handedLongAgo(fourth);
    await deliver(textMessage(fourth, 'hello'));
    await deliver(textMessage(fourth, 'not good'));
    await deliver(textMessage(fourth, 'asked for money first'));
    expect(await feedbackOf(fourth)).toEqual([{ verdict: 'not_good', reason: 'pay_first' }]);
    expect(await payFirstCases()).toBe(1);

    const page = await (await server.request(`/l/${listingId}`)).text();
    expect(page).toContain('👍 2 · 👎 4');
    expect(await detailsText('sn')).toContain('👍 2 · 👎 4 (zvakataurwa nevatengi)');
  });

  it('opens the report reasons for that listing from Report, tapped or typed', async () => {
    const buyer = '263719500107';
    await handedLongAgo(buyer);
    const asked = await sentFor(buyer, () => deliver(textMessage(buyer, 'hello')));
    expect(isQuestion(asked.at(-1))).toBe(true);
    const reasons = await sentFor(buyer, () => deliver(textMessage(buyer, 'report')));
    expect(reasons[0]!.interactive!.type).toBe('list');
    expect(reasons[0]!.interactive!.action.sections![0]!.rows[0]!.id).toBe(
      `report:${listingId}:scam`,
    );
  });

  it('never asks someone who opted out, nor about their own listing', async () => {
    const buyer = '263719500108';
    await deliver(listReply(buyer, `listing:${listingId}`));
    await deliver(textMessage(buyer, 'STOP'));
    await server.db.execute(
      sql`UPDATE feedback_asks SET handed_at = handed_at - interval '3 days' WHERE buyer_phone = ${buyer}`,
    );
    const answered = await sentFor(buyer, () => deliver(textMessage(buyer, 'Honda Fit')));
    expect(answered.length).toBeGreaterThan(0);
    expect(answered.some(isQuestion)).toBe(false);

    await deliver(listReply(seller.user.phone, `listing:${listingId}`));
    const own = await server.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM feedback_asks WHERE buyer_phone = ${seller.user.phone}`,
    );
    expect(Number(own.rows[0]?.n)).toBe(0);
  });
});
