/**
 * The buyers' feedback question sent unasked, over the signed webhook with the stand-in Graph
 * API on a clock the tests move: the consent asked under a seller's link (*Yes, ask me*, naming
 * the marketplace and WhatsApp, recorded with its words); when the link falls due and the buyer
 * has not written since, a consenting buyer outside the window gets the utility template once,
 * inside it the free-form question; without consent, or after STOP, nothing until their next
 * message; a template button's answer lands in the same feedback.
 */
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/server/db/rows';
import { askFeedback, buyersDueFeedback } from '@/server/bot/feedback/ask';
import { FEEDBACK_ASK_JOB } from '@/server/bot/feedback/schedule';
import { feedbackConsentWords } from '@/server/bot/conversation/feedback-consent';
import { CloudApiSender } from '@/server/bot/whatsapp/sender';
import { silentLogger } from '@/server/logger';
import type { SignedIn } from '../helpers';
import { alertWorld, flat, textOf, type AlertWorld, type Sent } from './alerts-helpers';
import { templateButtonReply } from './payloads';

let world: AlertWorld;
let seller: SignedIn;
let listingId = '';
const DAY = 24 * 3_600_000;
const TEMPLATE = { name: 'buyer_feedback', languages: { default: 'en' } };

beforeAll(async () => {
  world = await alertWorld(new Date().toISOString());
  seller = await world.server.signInAs('263719600001');
  await world.server.db.execute(
    sql`UPDATE users SET display_name = 'Tendai Motors' WHERE id = ${seller.user._id}`,
  );
  listingId = await world.post(seller, flat('Gweru', { title: 'Flat in Gweru centre' }));
});
afterAll(() => world?.close());

const at = (ms: number) => world.at(new Date(ms).toISOString());
const deps = () => ({
  db: world.server.db,
  env: world.server.env,
  sender: new CloudApiSender({
    apiBase: world.server.env.WHATSAPP_API_BASE,
    phoneNumberId: '1',
    token: 't',
  }),
  logger: silentLogger,
  now: () => world.now(),
});

/** The buyer opens the listing: its details, the seller's link, and what is offered under it. */
async function open(buyer: string): Promise<Sent> {
  const shown = await world.sentFor(buyer, () => world.pick(buyer, `listing:${listingId}`));
  return shown.at(-1)!;
}

const isQuestion = (m: Sent) =>
  m.interactive?.action.buttons?.[0]?.reply.id.startsWith('feedback:') ?? false;
const templates = (buyer: string) =>
  world.graph
    .sentTo(buyer)
    .map((m) => m.body)
    .filter((m) => m.type === 'template');

/** Opens the listing at `start` and says *Yes, ask me* under it. */
async function consenting(buyer: string, start: number) {
  at(start);
  const under = await open(buyer);
  const yes = under.interactive!.action.buttons!.find((b) =>
    b.reply.id.startsWith('feedback-consent:'),
  )!;
  const done = await world.sentFor(buyer, () => world.tap(buyer, yes.reply.id, yes.reply.title));
  expect(textOf(done[0]!)).toMatch(/^Done: Musika will ask you once/);
}

describe('consent to the feedback question', () => {
  it('is offered under a seller’s link, naming the marketplace and WhatsApp, and recorded with its words', async () => {
    const buyer = '263719600101';
    at(Date.parse('2027-03-01T09:00:00Z'));
    const under = await open(buyer);
    const words = feedbackConsentWords('en', 'Musika');
    expect(under.interactive!.body.text).toContain(words.line);
    expect(words.line).toMatch(/Musika.*WhatsApp.*\*STOP\*.*\*START\*/);
    expect(under.interactive!.action.buttons!.map((b) => b.reply.title)).toEqual([
      'Report',
      'Yes, ask me',
    ]);
    await world.tap(buyer, 'feedback-consent:en', 'Yes, ask me');
    const [grant] = await rows<{ category: string; how: string; words: string }>(
      world.server.db,
      sql`SELECT category, how, words FROM whatsapp_consent_grants
          WHERE contact = ${buyer} AND topic = 'feedback'`,
    );
    expect(grant).toEqual({ category: 'utility', how: 'Yes, ask me', words: words.words });
    // Given once: the next link carries Report alone.
    const again = await open(buyer);
    expect(again.interactive!.action.buttons!.map((b) => b.reply.title)).toEqual(['Report']);
  });

  it('is offered in the buyer’s language and recorded in it', async () => {
    const buyer = '263719600102';
    at(Date.parse('2027-03-01T10:00:00Z'));
    await world.say(buyer, 'ndiri kuda imba yekurenda kuGweru');
    const under = await open(buyer);
    const words = feedbackConsentWords('sn', 'Musika');
    expect(under.interactive!.body.text).toContain(words.line);
    await world.tap(buyer, 'feedback-consent:sn', words.how);
    const [grant] = await rows<{ words: string }>(
      world.server.db,
      sql`SELECT words FROM whatsapp_consent_grants WHERE contact = ${buyer} AND topic = 'feedback'`,
    );
    expect(grant?.words).toBe(words.words);
  });
});

describe('the feedback question sent unasked', () => {
  it('goes to a consenting buyer outside the window as the template, once, and its button records the answer', async () => {
    const buyer = '263719600201';
    const start = Date.parse('2027-04-01T08:00:00Z');
    await consenting(buyer, start);
    world.server.env.WHATSAPP_TEMPLATE_FEEDBACK = TEMPLATE;
    try {
      // Not due yet: nothing.
      at(start + DAY);
      expect(await askFeedback(deps(), buyer)).toBe(false);
      at(start + 3 * DAY);
      expect(await buyersDueFeedback(world.server.db, world.server.env, world.now())).toContain(
        buyer,
      );
      // The job and the sweep at once: one question between them.
      await Promise.all([
        world.jobs.send(FEEDBACK_ASK_JOB, { phone: buyer }).then(() => world.jobs.idle()),
        askFeedback(deps(), buyer),
      ]);
      expect(await askFeedback(deps(), buyer)).toBe(false);
      const sent = templates(buyer);
      expect(sent).toHaveLength(1);
      expect(sent[0]!.template!.name).toBe('buyer_feedback');
      const body = sent[0]!.template!.components.find((c) => c.type === 'body')!;
      expect(body.parameters.map((p) => p.text)).toEqual(['Tendai Motors', 'Flat in Gweru centre']);
      const [category] = await rows<{ category: string }>(
        world.server.db,
        sql`SELECT category FROM messages WHERE contact = ${buyer}
              AND content->>'kind' = 'template'`,
      );
      expect(category?.category).toBe('utility');
      // Asked: the buyer's next message does not ask again.
      at(start + 3 * DAY + 60_000);
      const next = await world.sentFor(buyer, () => world.say(buyer, 'hello'));
      expect(next.filter(isQuestion)).toEqual([]);
      // The template's Good button lands in the same feedback.
      const button = sent[0]!.template!.components.find((c) => c.type === 'button')!;
      const good = button.parameters[0]!.payload ?? '';
      expect(good).toMatch(/^feedback:.+:good$/);
      const thanks = await world.sentFor(buyer, () =>
        world.deliver(templateButtonReply(buyer, good, 'Good')),
      );
      expect(textOf(thanks[0]!)).toMatch(/^Thank you/);
      const [feedback] = await rows<{ verdict: string }>(
        world.server.db,
        sql`SELECT verdict FROM seller_feedback WHERE buyer_phone = ${buyer}`,
      );
      expect(feedback?.verdict).toBe('good');
    } finally {
      world.server.env.WHATSAPP_TEMPLATE_FEEDBACK = undefined;
    }
  });

  it('waits for the next message of a buyer who did not consent to it', async () => {
    const buyer = '263719600202';
    const start = Date.parse('2027-05-01T08:00:00Z');
    at(start);
    // Their consent to alerts (utility too) is not one to the feedback question.
    await world.say(buyer, 'flat in Gweru');
    await world.tap(buyer, 'alert:save');
    await open(buyer);
    world.server.env.WHATSAPP_TEMPLATE_FEEDBACK = TEMPLATE;
    try {
      at(start + 3 * DAY);
      expect(await buyersDueFeedback(world.server.db, world.server.env, world.now())).not.toContain(
        buyer,
      );
      expect(await askFeedback(deps(), buyer)).toBe(false);
      expect(templates(buyer)).toEqual([]);
      const next = await world.sentFor(buyer, () => world.say(buyer, 'hello'));
      expect(next.filter(isQuestion)).toHaveLength(1);
    } finally {
      world.server.env.WHATSAPP_TEMPLATE_FEEDBACK = undefined;
    }
  });

  it('goes as the free-form question inside the window', async () => {
    const buyer = '263719600203';
    const start = Date.parse('2027-06-01T08:00:00Z');
    await consenting(buyer, start);
    // They wrote before it fell due: inside the window when it does, and not written since.
    at(start + 1.5 * DAY);
    await world.say(buyer, 'thanks');
    at(start + 2 * DAY + 60_000);
    const asked = await world.sentFor(buyer, () => askFeedback(deps(), buyer));
    expect(asked).toHaveLength(1);
    expect(isQuestion(asked[0]!)).toBe(true);
    expect(textOf(asked[0]!)).toBe('Did you deal with Tendai Motors about Flat in Gweru centre?');
    expect(templates(buyer)).toEqual([]);
    // A typed answer takes it, as the question asked last.
    at(start + 2 * DAY + 120_000);
    const thanks = await world.sentFor(buyer, () => world.say(buyer, 'good'));
    expect(textOf(thanks[0]!)).toMatch(/^Thank you/);
  });

  it('is never sent after STOP', async () => {
    const buyer = '263719600204';
    const start = Date.parse('2027-07-01T08:00:00Z');
    await consenting(buyer, start);
    at(start + 60_000);
    await world.say(buyer, 'STOP');
    world.server.env.WHATSAPP_TEMPLATE_FEEDBACK = TEMPLATE;
    try {
      at(start + 3 * DAY);
      expect(await buyersDueFeedback(world.server.db, world.server.env, world.now())).not.toContain(
        buyer,
      );
      const sent = await world.sentFor(buyer, () => askFeedback(deps(), buyer));
      expect(sent).toEqual([]);
      expect(templates(buyer)).toEqual([]);
    } finally {
      world.server.env.WHATSAPP_TEMPLATE_FEEDBACK = undefined;
    }
  });
});
