/**
 * The development chat does what a phone does: a photo goes through the same download and photo
 * pipeline as a WhatsApp image, a tap names a button or row the bot offered by its title or its
 * number, and the inbox shows what the bot sent unasked (an alert, a check-in) once. Only with
 * DEV_CHAT=1, never with WhatsApp credentials (production refuses DEV_CHAT: env.test.ts).
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rows } from '@/server/db/rows';
import { InProcessJobQueue } from '@/server/jobs/in-process-queue';
import { makePhoto } from '../photos';
import { parseEnv } from '@/server/env';
import { createListing, createTestServer, uploadPhoto, type TestServer } from '../helpers';
import { uploadForm } from '../images';
import { flat } from './alerts-helpers';

interface Reply {
  text: string;
  kind: string;
  sentAt?: string;
  message: {
    kind: string;
    rows?: { id: string; title: string }[];
    buttons?: { id: string; title: string }[];
    cards?: { imageUrl: string; body: string; button: { id: string; title: string } }[];
  };
}

const DAY = 86_400_000;
// Sign-in links are made on the real clock: the test's clock starts there and moves on.
let clock = new Date();
let server: TestServer;
const jobs = new InProcessJobQueue();

beforeAll(async () => {
  server = await createTestServer({
    env: { LOG_LEVEL: 'silent', DEV_CHAT: '1', CHECKIN_AFTER: '30d', AUTOPAUSE_AFTER: '7d' },
    deps: { now: () => clock, jobs },
  });
});
afterAll(async () => {
  await jobs.stop(1000);
  await server.bot.stop();
  await server.close();
});

const settle = async () => {
  await server.bot.idle();
  await jobs.idle();
  await server.bot.idle();
};

async function chat(body: Record<string, unknown>, status = 200) {
  const res = await server.request('/api/dev/chat', { method: 'POST', body });
  expect(res.status).toBe(status);
  const json = (await res.json()) as { replies: Reply[]; message?: string };
  await settle();
  return json;
}
const say = async (from: string, text: string) => (await chat({ from, text })).replies;
const tap = async (from: string, what: string) => (await chat({ from, tap: what })).replies;

async function inbox(from: string): Promise<Reply[]> {
  const res = await server.request(`/api/dev/chat/inbox?from=${from}`);
  expect(res.status).toBe(200);
  return ((await res.json()) as { messages: Reply[] }).messages;
}

const draftOf = async (sellerId: string) =>
  (
    await rows<{ fields: Record<string, unknown>; images: string[] }>(
      server.db,
      sql`SELECT fields, images FROM listing_drafts WHERE seller_id = ${sellerId}`,
    )
  )[0];

describe('a photo sent through the development chat', () => {
  it('is downloaded and stored as a WhatsApp photo is: in the seller’s chat draft, within the app’s limits', async () => {
    const phone = '263771600001';
    const seller = await server.signInAs(phone);
    const photo = await makePhoto(3, 2400, 1800);
    const { replies } = await chat({
      from: phone,
      photo: { data: photo.toString('base64'), mime: 'image/jpeg' },
    });
    expect(replies[0]!.text).toMatch(/^📷 Photo added\. Now send a line about it/);
    const draft = await draftOf(seller.user._id);
    expect(draft?.images).toHaveLength(1);
    const served = Buffer.from(
      await (await server.request(`/api/files/${draft!.images[0]}`)).arrayBuffer(),
    );
    const meta = await sharp(served).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1920);
    // A caption is the seller's words, as under a WhatsApp photo.
    const second = await chat({
      from: phone,
      photo: { data: (await makePhoto(4, 800, 600)).toString('base64') },
      text: 'Samsung Galaxy A54 for $250',
    });
    expect(second.replies[0]!.text).toMatch(/Photo 2 of 4 added/);
    const draft2 = await draftOf(seller.user._id);
    expect(draft2?.images).toHaveLength(2);
    expect(String(draft2?.fields.title)).toMatch(/Samsung Galaxy A54/);
  });

  it('that is no image is answered as WhatsApp’s would be, and nothing is kept', async () => {
    const phone = '263771600002';
    const seller = await server.signInAs(phone);
    const { replies } = await chat({
      from: phone,
      photo: { data: Buffer.from('not a picture at all').toString('base64') },
    });
    expect(replies[0]!.text).toMatch(/^I could not read that file as a photo/);
    expect(await draftOf(seller.user._id)).toBeUndefined();
    const empty = await chat({ from: phone, photo: { data: '!!!' } }, 400);
    expect(empty.message).toMatch(/base64/);
  });
});

describe('a tap in the development chat', () => {
  const buyer = '263771600011';

  beforeAll(async () => {
    const seller = await server.signInAs('263771600010');
    for (const title of ['2 bedroom flat in Avondale', '3 bedroom flat in Belgravia']) {
      await createListing(seller, flat('harare', { title }));
    }
    await settle();
  });

  it('by title presses the button offered, as its id does', async () => {
    const results = await say(buyer, 'flat to rent in Harare');
    expect(results.some((r) => r.message.kind === 'list')).toBe(true);
    // The alert offer (a button) comes after the results: it is what a tap names.
    expect(results.at(-1)!.message.buttons?.map((b) => b.title)).toEqual(['Alert me']);
    const byTitle = await tap(buyer, 'alert ME');
    expect(byTitle[0]!.text).toMatch(/^Done! I will message you when new/);
    // Another buyer, the same search, the button's id: the same answer.
    const other = '263771600013';
    await say(other, 'flat to rent in Harare');
    const byId = await chat({ from: other, replyId: 'alert:save' });
    expect(byId.replies.map((r) => r.text)).toEqual(byTitle.map((r) => r.text));
  });

  it('by number counts on through the turn: the results’ rows, then the button under them', async () => {
    const phone = '263771600014';
    const results = await say(phone, 'flat to rent in Harare');
    const rows = results.find((r) => r.message.kind === 'list')!.message.rows!;
    const second = await tap(phone, '2');
    const listingId = rows[1]!.id.slice('listing:'.length);
    expect(second.map((r) => r.text).join('\n')).toContain(`/l/${listingId}/chat?v=`);
    // The details brought a Report button: the turn that offered last is theirs now.
    await say(phone, 'flat to rent in Harare');
    const saved = await tap(phone, String(rows.length + 1));
    expect(saved[0]!.text).toMatch(/^Done! I will message you when new/);
  });

  it('by number chooses the row of a list, as its id does', async () => {
    const phone = '263771600012';
    const results = await say(phone, 'flat to rent in Harare');
    const row = results.find((r) => r.message.kind === 'list')!.message.rows![0]!;
    const details = await chat({ from: phone, replyId: row.id });
    const report = details.replies.at(-1)!;
    expect(report.message.buttons?.map((b) => b.title)).toEqual(['Report', 'Yes, ask me']);
    const reasons = await tap(phone, 'report');
    const list = reasons.at(-1)!.message;
    expect(list.kind).toBe('list');
    const thanks = await tap(phone, '2');
    expect(thanks[0]!.text).toMatch(/thank/i);
    const [filed] = await rows<{ listing_id: string; reason: string }>(
      server.db,
      sql`SELECT listing_id, reason FROM listing_reports WHERE reporter_phone = ${phone}`,
    );
    // The second row, as its id names it: report:<listingId>:<reason>.
    expect(list.rows![1]!.id).toBe(`report:${filed!.listing_id}:${filed!.reason}`);
  });

  it('naming nothing offered says what was offered, and sends nothing', async () => {
    const { message } = await chat({ from: buyer, tap: 'Sold' }, 400);
    expect(message).toMatch(/Nothing offered is called "Sold"\. Offered: 1\. /);
    const past = await chat({ from: buyer, tap: '7' }, 400);
    expect(past.message).toMatch(/There is no choice 7\. Offered: 1\. /);
    const stranger = await chat({ from: '263771600099', tap: '1' }, 400);
    expect(stranger.message).toMatch(/offered nothing to tap yet/);
  });
});

describe('results as cards in the development chat', () => {
  const buyer = '263771600031';
  const ids: string[] = [];

  beforeAll(async () => {
    const seller = await server.signInAs('263771600030');
    for (const [i, title] of ['Flat in Hillside', 'Flat in Suburbs'].entries()) {
      const upload = await uploadPhoto(seller, uploadForm(await makePhoto(40 + i, 320, 240)));
      const photo = ((await upload.json()) as { _id: string })._id;
      ids.push((await createListing(seller, flat('bulawayo', { title, images: [photo] })))._id);
    }
    await settle();
  });

  it('shows each card with its photo, and taps a card by its number', async () => {
    const results = await say(buyer, 'flat to rent in Bulawayo');
    const carousel = results.find((r) => r.message.kind === 'carousel')!;
    expect(carousel.message.cards!.map((c) => c.imageUrl)).toEqual([
      expect.stringMatching(/^http:\/\/localhost:\d+\/api\/files\//),
      expect.stringMatching(/^http:\/\/localhost:\d+\/api\/files\//),
    ]);
    // Stored and shown readably: each card numbered, on one line, with its button.
    expect(carousel.text).toMatch(
      /\n1\. \*Flat in .+\* — \$350\.00 per month · Bulawayo \[See details\]\n2\. /,
    );
    const second = carousel.message.cards![1]!.button.id.slice('listing:'.length);
    expect(ids).toContain(second);
    const details = await tap(buyer, '2');
    expect(details.map((r) => r.text).join('\n')).toContain(`/l/${second}/chat?v=`);
  });

  it('answers a location request with a shared location', async () => {
    const phone = '263771600032';
    const asked = await say(phone, 'flat to rent near me');
    expect(asked.map((r) => r.kind)).toEqual(['location_request']);
    expect(asked[0]!.text).toMatch(/\n\[Send location\]$/);
    const found = await chat({ from: phone, location: { latitude: -20.15, longitude: 28.58 } });
    expect(found.replies[0]!.text).toBe('Thanks! Here is your last search in Bulawayo.');
    expect(found.replies.some((r) => r.message.kind === 'carousel')).toBe(true);
    const off = await chat({ from: phone, location: { latitude: 200, longitude: 28.58 } }, 400);
    expect(off.message).toBeDefined();
  });
});

describe('the development chat inbox', () => {
  it('shows an alert and a check-in once, then nothing new', async () => {
    const buyer = '263771600021';
    const sellerPhone = '263771600020';
    const seller = await server.signInAs(sellerPhone);
    await say(buyer, 'a 2 bedroom flat in Mabelreign');
    await tap(buyer, 'Alert me');
    expect(await inbox(buyer)).toEqual([]);
    clock = new Date(clock.getTime() + 60 * 60_000);
    await createListing(
      seller,
      flat('harare', { neighborhood: 'mabelreign', title: '2 bedroom flat in Mabelreign' }),
    );
    await settle();
    const alert = await inbox(buyer);
    expect(alert[0]!.text).toMatch(/^🔔 New for your alert/);
    expect(alert.map((m) => m.text).join('\n')).toContain('2 bedroom flat in Mabelreign');
    expect(alert[0]!.sentAt).toBe(clock.toISOString());
    expect(await inbox(buyer)).toEqual([]);
    // What the bot answers is not in the inbox: the chat printed it already.
    await say(buyer, 'hello');
    expect(await inbox(buyer)).toEqual([]);

    // Thirty days on, the seller's check-in; its button is tapped by title.
    clock = new Date(clock.getTime() + 30 * DAY + 60_000);
    await say(sellerPhone, 'hello');
    await server.bot.checkins.run();
    await settle();
    const checkin = await inbox(sellerPhone);
    expect(checkin).toHaveLength(1);
    expect(checkin[0]!.text).toContain('2 bedroom flat in Mabelreign');
    expect(checkin[0]!.message.buttons?.map((b) => b.title)).toEqual([
      'Still available',
      'Sold',
      'Pause',
    ]);
    expect(await inbox(sellerPhone)).toEqual([]);
    const kept = await tap(sellerPhone, 'still available');
    expect(kept[0]!.text).toMatch(/Thank you! \*2 bedroom flat in Mabelreign\* stays on offer/);
  });
});

describe('the development chat is off', () => {
  it('without DEV_CHAT; with NODE_ENV=production or WhatsApp credentials it cannot be on', async () => {
    const off = await createTestServer({ env: { LOG_LEVEL: 'silent' } });
    try {
      const sent = await off.request('/api/dev/chat', {
        method: 'POST',
        body: { from: '263771600030', tap: '1' },
      });
      expect(sent.status).toBe(404);
      expect((await off.request('/api/dev/chat/inbox?from=263771600030')).status).toBe(404);
    } finally {
      await off.close();
    }
    expect(() => parseEnv({ DEV_CHAT: '1', NODE_ENV: 'production' })).toThrow(/DEV_CHAT/);
    expect(() =>
      parseEnv({ DEV_CHAT: '1', WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '1' }),
    ).toThrow(/DEV_CHAT/);
  });
});
