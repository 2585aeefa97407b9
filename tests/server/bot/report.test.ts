/**
 * Reporting through the chat, over the signed webhook with the stand-in Graph API: the Report
 * button under every listing's details, 'report' typed while a listing is open, the reason list,
 * one report per buyer and listing; and 'Login' from a suspended seller (no link or code, the
 * reason and how to appeal, the next text opening an appeal case).
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_REASON_LABELS, REPORT_REASONS } from '@/domain/schemas/moderation';
import { suspendSeller } from '@/server/moderation';
import { APPEAL_MAX } from '@/server/moderation/appeal';
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
import { feedbackConsentWords } from '@/server/bot/conversation/feedback-consent';

let server: TestServer;
let seller: SignedIn;
let listingId = '';
const graph = new FakeGraphApi();
let apiBase = '';

beforeAll(async () => {
  ({ server, apiBase } = await webhookServer(graph));
  seller = await server.signInAs('263719300001');
  listingId = (await createListing(seller, sampleListing({ title: 'Honda Fit 2012 cheap' })))._id;
});
afterAll(() => stopWebhookServer(graph, server));

const deliver = (payload: unknown) => deliverSigned(webhookBot(server, apiBase), payload);

/** What `phone` was sent while `run` ran. */
const sentFor = (phone: string, run: () => Promise<void>) => sentWhile(graph, phone, run);

const reportsOf = async (id: string) =>
  (
    await server.db.execute<{ reason: string; reporter_phone: string }>(
      sql`SELECT reason, reporter_phone FROM listing_reports WHERE listing_id = ${id}`,
    )
  ).rows;

describe('reporting a listing in the chat', () => {
  it('puts a Report button under the details, which asks the reason as a list', async () => {
    const buyer = '263719300101';
    const detail = await sentFor(buyer, () => deliver(listReply(buyer, `listing:${listingId}`)));
    const last = detail.at(-1)!;
    expect(last.type).toBe('interactive');
    expect(last.interactive!.type).toBe('button');
    const buttons = last.interactive!.action.buttons!;
    expect(buttons.length).toBeLessThanOrEqual(3);
    expect(buttons).toEqual([
      { type: 'reply', reply: { id: `report:${listingId}`, title: 'Report' } },
      { type: 'reply', reply: { id: 'feedback-consent:en', title: 'Yes, ask me' } },
    ]);

    const asked = await sentFor(buyer, () =>
      deliver(buttonReply(buyer, `report:${listingId}`, 'Report')),
    );
    expect(asked).toHaveLength(1);
    expect(asked[0]!.interactive!.type).toBe('list');
    const rows = asked[0]!.interactive!.action.sections![0]!.rows;
    expect(rows).toEqual(
      REPORT_REASONS.map((reason) => ({
        id: `report:${listingId}:${reason}`,
        title: REPORT_REASON_LABELS[reason],
      })),
    );

    const thanked = await sentFor(buyer, () =>
      deliver(listReply(buyer, `report:${listingId}:scam`, 'Scam or fraud')),
    );
    expect(thanked[0]!.text!.body).toContain('Our team will look at this listing');
    expect(await reportsOf(listingId)).toEqual([{ reason: 'scam', reporter_phone: buyer }]);

    // The same buyer again: counted once, and told so.
    const again = await sentFor(buyer, () =>
      deliver(listReply(buyer, `report:${listingId}:sold`, 'Already sold')),
    );
    expect(again[0]!.text!.body).toContain('already reported');
    expect(await reportsOf(listingId)).toHaveLength(1);
    const cases = await server.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM moderation_cases WHERE listing_id = ${listingId} AND state = 'open'`,
    );
    expect(Number(cases.rows[0]?.n)).toBe(1);
  });

  it("takes 'report' typed while a listing is open, and asks to open one first otherwise", async () => {
    const buyer = '263719300102';
    const none = await sentFor(buyer, () => deliver(textMessage(buyer, 'report')));
    expect(none[0]!.text!.body).toContain('Open the listing you want to report first');

    await deliver(listReply(buyer, `listing:${listingId}`));
    const asked = await sentFor(buyer, () => deliver(textMessage(buyer, 'Report')));
    expect(asked[0]!.interactive!.type).toBe('list');
    const rows = asked[0]!.interactive!.action.sections![0]!.rows;
    expect(rows[1]!.id).toBe(`report:${listingId}:prohibited`);
    await deliver(listReply(buyer, rows[1]!.id, 'Prohibited content'));
    expect(await reportsOf(listingId)).toContainEqual({
      reason: 'prohibited',
      reporter_phone: buyer,
    });
  });

  it.each([
    ['263719300104', '6'],
    ['263719300105', 'he asked me to pay first'],
    ['263719300106', 'vanoda mari pamberi'],
    ['263719300107', 'ufuna imali kuqala'],
  ])("takes 'asked me to pay first' by its number or words (%s: %j)", async (buyer, typed) => {
    await deliver(listReply(buyer, `listing:${listingId}`));
    const asked = await sentFor(buyer, () => deliver(textMessage(buyer, 'report')));
    const rows = asked[0]!.interactive!.action.sections![0]!.rows;
    // Last: the numbers of the reasons before it keep their meaning.
    expect(rows.map((row) => row.id.split(':').at(-1))).toEqual([
      'scam',
      'prohibited',
      'wrong_details',
      'sold',
      'other',
      'pay_first',
    ]);
    expect(rows[5]!.title).toBe('Asked me to pay first');
    await deliver(textMessage(buyer, typed));
    expect(await reportsOf(listingId)).toContainEqual({
      reason: 'pay_first',
      reporter_phone: buyer,
    });
  });
  it('offers the Report button in the language the buyer searched in, after a tap on a result', async () => {
    const buyer = '263719300103';
    await deliver(textMessage(buyer, 'ndiri kutsvaga Honda Fit'));
    const detail = await sentFor(buyer, () => deliver(listReply(buyer, `listing:${listingId}`)));
    const offer = detail.at(-1)!;
    expect(offer.interactive!.type).toBe('button');
    expect((offer.interactive as unknown as { body: { text: string } }).body.text).toBe(
      `Pane chakaipa nechinhu ichi? Dzvanyai *Report*.\n\n${feedbackConsentWords('sn', 'Musika').line}`,
    );
    const asked = await sentFor(buyer, () =>
      deliver(buttonReply(buyer, `report:${listingId}`, 'Report')),
    );
    expect(asked[0]!.interactive!.action.sections![0]!.rows[0]!.title).toBe('Hutsotsi');
  });
});

describe("a suspended seller's Login", () => {
  it('answers the suspension and how to appeal, with no link or code; the next text is the appeal', async () => {
    const phone = '263719300201';
    const suspended = await server.signInAs(phone);
    await suspendSeller(server.db, {
      sellerId: suspended.user._id,
      reason: 'Fake phone adverts',
      adminPhone: '263770000001',
    });
    const before = await server.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM login_challenges`,
    );
    const answer = await sentFor(phone, () => deliver(textMessage(phone, 'Login')));
    expect(answer).toHaveLength(1);
    const body = answer[0]!.text!.body;
    expect(body).toContain('suspended: Fake phone adverts');
    expect(body).toContain('To appeal, reply to this message');
    expect(body).not.toMatch(/login\?token=|\b\d{4}\b/);
    const after = await server.db.execute<{ n: number }>(
      sql`SELECT count(*)::int AS n FROM login_challenges`,
    );
    expect(after.rows[0]?.n).toBe(before.rows[0]?.n);

    const words = 'The car was mine, I have the papers.';
    const received = await sentFor(phone, () => deliver(textMessage(phone, words)));
    expect(received[0]!.text!.body).toContain('Your appeal has been sent');
    const appeal = await server.db.execute<{ appeal: string; reasons: unknown }>(
      sql`SELECT appeal, reasons FROM moderation_cases
          WHERE seller_id = ${suspended.user._id} AND listing_id IS NULL AND state = 'open'`,
    );
    expect(appeal.rows).toEqual([{ appeal: words, reasons: [{ code: 'appeal' }] }]);

    // Only the next text: a later one is a search again.
    const later = await sentFor(phone, () => deliver(textMessage(phone, 'Honda Fit')));
    expect(JSON.stringify(later)).not.toContain('Your appeal has been sent');
  });
});

describe("a suspended seller's appeal", () => {
  it('is capped, and one per case until an admin answers it', async () => {
    const phone = '263719300202';
    const suspended = await server.signInAs(phone);
    await suspendSeller(server.db, {
      sellerId: suspended.user._id,
      reason: 'Fake phone adverts',
      adminPhone: '263770000001',
    });
    const appealOf = async () =>
      (
        await server.db.execute<{ appeal: string }>(
          sql`SELECT appeal FROM moderation_cases
              WHERE seller_id = ${suspended.user._id} AND listing_id IS NULL AND state = 'open'`,
        )
      ).rows.map((row) => row.appeal);

    await deliver(textMessage(phone, 'Login'));
    const first = await sentFor(phone, () => deliver(textMessage(phone, 'Mine. '.repeat(500))));
    expect(first[0]!.text!.body).toContain('Your appeal has been sent');
    const [stored] = await appealOf();
    expect(stored!.length).toBeLessThanOrEqual(APPEAL_MAX);
    expect(stored).toMatch(/^Mine\. Mine\./);

    // Login and a long text again, twice: the open case keeps the first appeal only.
    for (const words of ['x'.repeat(2000), 'Second appeal, please read']) {
      await deliver(textMessage(phone, 'Login'));
      const again = await sentFor(phone, () => deliver(textMessage(phone, words)));
      expect(again[0]!.text!.body).toContain('Your appeal has been sent');
    }
    expect(await appealOf()).toEqual([stored]);
  });
});
