/**
 * The longest listing a seller can save (150-unit title, 5,000-unit description, 30 features of
 * 200, 80-unit name, emoji and flags in every field, a WebP photo) goes out through the Cloud
 * API within every limit, counted in UTF-16 units, cut only between graphemes, and always with
 * title, price, town, the seller's link and the safety lines. Its photo goes out as a JPEG.
 * The same holds for a person WhatsApp knows only by a username (addressed by `recipient`, their
 * business-scoped id, instead of `to`, a phone).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { en } from '@/domain/bot-copy';
import { clip } from '@/server/bot/outbound';
import { FakeGraphApi } from '../../support/fake-graph-api';
import {
  deliverSigned,
  webhookBot,
  stopWebhookServer,
  webhookServer,
} from '../../support/webhook-bot';
import { confirmContactNumber, sampleListing, type TestServer } from '../helpers';
import { makeWebp, uploadForm } from '../images';
import { listReply, textMessage } from './payloads';

/** Fills `units` UTF-16 units with words and emoji (flags are 4 units, 🏠 is 2). */
function filled(units: number, seed: string): string {
  const pieces = [`${seed} `, '🇿🇼 ', 'great ', '🏠 ', 'value ', '👍🏾 ', 'é '];
  let out = '';
  for (let i = 0; out.length < units; i++) {
    const next = pieces[i % pieces.length]!;
    out += out.length + next.length <= units ? next : 'x'.repeat(units - out.length);
  }
  return out.trim().padEnd(units, 'x');
}

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });
/**
 * True when `cut` is made of whole graphemes of `whole` (an ellipsis aside): the row title is
 * rebuilt from the title's words (praise words go first), never cut inside an emoji or a letter.
 */
const cleanCut = (whole: string, cut: string) => {
  const kept = [...graphemes.segment(cut.replace(/…$/, ''))].map((s) => s.segment);
  const known = new Set([...graphemes.segment(whole)].map((s) => s.segment));
  return kept.every((segment) => known.has(segment));
};

let server: TestServer;
const graph = new FakeGraphApi();
let apiBase = '';
/** What the bot sent to the Graph API, in order. */
const bodies = () => graph.sent.map((message) => message.body);
let listingId = '';
const TITLE = filled(150, 'Villa');

beforeAll(async () => {
  ({ server, apiBase } = await webhookServer(graph));
  const seller = await server.signInAs('263719200001');
  await server.request(`/api/users/${seller.user._id}`, {
    method: 'PATCH',
    token: seller.token,
    body: { displayName: filled(80, 'Seller'), contactNumber: '0772123456', city: 'Harare' },
  });
  await confirmContactNumber(server, seller);
  const upload = await server.request('/api/files/upload', {
    method: 'POST',
    token: seller.token,
    body: uploadForm(await makeWebp(64, 48), 'p.webp', 'image/webp'),
  });
  const photo = ((await upload.json()) as { _id: string })._id;
  const created = await server.request('/api/listings', {
    method: 'POST',
    token: seller.token,
    body: sampleListing({
      title: TITLE,
      description: filled(5000, 'Description'),
      features: Array.from({ length: 30 }, (_, i) => filled(200, `Feature${i}`)),
      images: [photo],
      price: { type: 'fixed', amount: 123456789.99, isNegotiable: true },
    }),
  });
  expect(created.status).toBe(201);
  listingId = ((await created.json()) as { _id: string })._id;
});
afterAll(() => stopWebhookServer(graph, server));

const deliver = (payload: unknown) => deliverSigned(webhookBot(server, apiBase), payload);

type Payload = ReturnType<typeof textMessage>;

/** The same delivery from a person with a username and no phone: `from_user_id`, `user_id`. */
function fromUsernameUser(payload: Payload, userId: string): Payload {
  const value = payload.entry[0]!.changes[0]!.value as Record<string, unknown>;
  const [message] = value.messages as Record<string, unknown>[];
  const { from: _phone, ...rest } = message!;
  value.messages = [{ ...rest, from_user_id: userId }];
  value.contacts = [{ profile: { name: 'Rudo', username: '@rudo.m' }, user_id: userId }];
  return payload;
}

const PEOPLE: [string, (n: string) => string, (p: Payload, who: string) => Payload, string][] = [
  ['a phone user', (n) => `2637192000${n}`, (payload) => payload, 'to'],
  ['a username user', (n) => `ZW.44000000${n}`, fromUsernameUser, 'recipient'],
];

/** Every body sent went to `who`, by the address field that fits them, and only by it. */
function expectAddressedTo(who: string, field: string) {
  expect(bodies().length).toBeGreaterThan(0);
  for (const body of bodies()) {
    expect(body[field]).toBe(who);
    expect(body[field === 'to' ? 'recipient' : 'to']).toBeUndefined();
  }
}

describe.each(PEOPLE)('the longest listing, for %s', (_, address, as, field) => {
  it('is sent with its contact, within 4,096 units, the photo as a JPEG', async () => {
    graph.sent.length = 0;
    const who = address('50');
    await deliver(as(listReply(who, `listing:${listingId}`), who));
    expectAddressedTo(who, field);
    const image = bodies().find((b) => b.type === 'image') as {
      image: { link: string; caption: string };
    };
    expect(image.image.link).toMatch(/\?format=jpeg$/);
    expect(image.image.caption.length).toBeLessThanOrEqual(1024);
    const photo = await server.request(new URL(image.image.link).pathname + '?format=jpeg');
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    const bytes = Buffer.from(await photo.arrayBuffer());
    expect(bytes.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff]));

    const text = (bodies().find((b) => b.type === 'text') as { text: { body: string } }).text.body;
    expect(text.length).toBeLessThanOrEqual(4096);
    expect(text.length).toBeGreaterThan(3500);
    expect(text).toContain(TITLE);
    expect(text).toContain('$123,456,789.99');
    expect(text).toContain('Harare');
    expect(text).toContain(`Chat with the seller: ${server.env.PUBLIC_URL}/l/${listingId}/chat?v=`);
    expect(text).toContain(en.safety.vehicle);
    expect(text.trimEnd().endsWith(en.safetyAlways)).toBe(true);
    // No half emoji anywhere: every surrogate is paired.
    expect(text).not.toMatch(
      /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/,
    );
    // The link leads on to the seller's WhatsApp chat.
    const link = /Chat with the seller: (\S+)/.exec(text)![1]!;
    const chat = await server.request(new URL(link).pathname + new URL(link).search);
    expect(chat.headers.get('location')).toMatch(/^https:\/\/wa\.me\/263772123456\?text=/);
  });

  it('fits a results list: body, header, footer, button, rows, ids', async () => {
    graph.sent.length = 0;
    const who = address('51');
    await deliver(as(textMessage(who, `${TITLE} ${'🇿🇼'.repeat(200)}`), who));
    expectAddressedTo(who, field);
    const list = bodies()[0] as {
      interactive: {
        header: { text: string };
        body: { text: string };
        footer: { text: string };
        action: { button: string; sections: { title: string; rows: Record<string, string>[] }[] };
      };
    };
    const { interactive } = list;
    expect(interactive.body.text.length).toBeLessThanOrEqual(1024);
    expect(interactive.header.text.length).toBeLessThanOrEqual(60);
    expect(interactive.footer.text.length).toBeLessThanOrEqual(60);
    expect(interactive.action.button.length).toBeLessThanOrEqual(20);
    const rows = interactive.action.sections.flatMap((s) => s.rows);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.length).toBeLessThanOrEqual(10);
    for (const section of interactive.action.sections)
      expect(section.title.length).toBeLessThanOrEqual(24);
    for (const row of rows) {
      expect(row.id!.length).toBeLessThanOrEqual(200);
      expect(row.title!.length).toBeLessThanOrEqual(24);
      expect((row.description ?? '').length).toBeLessThanOrEqual(72);
      expect(cleanCut(TITLE, row.title!)).toBe(true);
    }
  });
});

describe('clip', () => {
  it('counts UTF-16 units and never splits a flag or a skin-toned emoji', () => {
    expect(clip('🇿🇼🇿🇼🇿🇼', 6)).toBe('🇿🇼…');
    expect(clip('ab👍🏾cd', 5)).toBe('ab…');
    expect(clip('ab👍🏾cd', 7)).toBe('ab👍🏾…');
    expect(clip('short', 24)).toBe('short');
    expect(clip('x'.repeat(30), 24)).toHaveLength(24);
    // The check the list rows are held to tells a whole flag from half of one.
    expect(cleanCut('ab🇿🇼cd', 'ab🇿🇼…')).toBe(true);
    expect(cleanCut('ab🇿🇼cd', 'ab\ud83c\uddff…')).toBe(false);
    expect(cleanCut('ab🇿🇼cd', 'ab\ud83c…')).toBe(false);
  });
});
