/**
 * Listing by chat over the signed webhook, with the stand-in Graph API serving media: photos and
 * a line become a draft, questions fill what is missing, Publish creates the listing through the
 * app's own path, SOLD marks it sold; Change, Cancel, replacing a draft; a failed download, a
 * video, a sticker, a document; an unknown phone; a search that is not an offer; the link that
 * opens the draft in the app; drafts left for a week removed with their photos.
 */
import { inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHAT_DRAFT_TTL_MS } from '@/domain/schemas/listing-draft';
import { SIGN_IN_SENT } from '@/server/auth';
import { rows } from '@/server/db/rows';
import { files } from '@/server/db/schema';
import { createFileStore } from '@/server/files/create-store';
import { sweepUnattachedUploads } from '@/server/files/sweep';
import { expireChatDrafts } from '@/server/listings/chat-drafts';
import { FakeGraphApi } from '../../support/fake-graph-api';
import { createTestServer, type SignedIn, type TestServer } from '../helpers';
import { makeJpeg } from '../images';
import { makePhoto } from '../photos';
import { buttonReply, listReply, mediaMessage, signedHeaders, textMessage } from './payloads';

const SECRET = 'listing-by-chat-secret';
const PUBLIC_URL = 'https://market.example.co.zw';
const graph = new FakeGraphApi();
let server: TestServer;

beforeAll(async () => {
  const apiBase = await graph.start();
  server = await createTestServer({
    env: {
      LOG_LEVEL: 'silent',
      PUBLIC_URL,
      WHATSAPP_APP_SECRET: SECRET,
      WHATSAPP_TOKEN: graph.token,
      WHATSAPP_PHONE_NUMBER_ID: '1',
      WHATSAPP_API_BASE: apiBase,
    },
  });
});
afterAll(async () => {
  await graph.stop();
  await server?.close();
});

/** A Cloud API message body, as far as these tests read it. */
interface Sent {
  type: string;
  text?: { body: string };
  interactive?: {
    type: string;
    body: { text: string };
    action: {
      buttons?: { reply: { id: string; title: string } }[];
      sections?: { rows: { id: string; title: string }[] }[];
    };
  };
}

/** Delivers one webhook payload and returns what the phone was sent in answer. */
async function deliver(phone: string, payload: unknown): Promise<Sent[]> {
  const before = graph.sentTo(phone).length;
  const body = JSON.stringify(payload);
  const res = await server.request('/api/webhooks/whatsapp', {
    method: 'POST',
    body,
    headers: signedHeaders(body, SECRET),
  });
  expect(res.status).toBe(200);
  await server.bot.idle();
  return graph
    .sentTo(phone)
    .slice(before)
    .map((m) => m.body as unknown as Sent);
}

const say = (phone: string, words: string) => deliver(phone, textMessage(phone, words));
const tap = (phone: string, id: string) => deliver(phone, buttonReply(phone, id, id));
const pick = (phone: string, id: string) => deliver(phone, listReply(phone, id, id));

const textOf = (m: Sent) => m.text?.body ?? m.interactive?.body.text ?? '';
const buttonsOf = (m: Sent) => (m.interactive?.action.buttons ?? []).map((b) => b.reply.id);
const rowsOf = (m: Sent) => (m.interactive?.action.sections?.[0]?.rows ?? []).map((r) => r.id);

let mediaCount = 0;
/** Puts a photo on the stand-in Graph API and returns its media id. */
function serve(bytes: Buffer, mime = 'image/jpeg', failing = false): string {
  const id = `media${++mediaCount}${Date.now()}`;
  graph.media.set(id, { bytes, mime, failing });
  return id;
}

async function sendPhoto(phone: string, seed: number, caption?: string) {
  const id = serve(await makePhoto(seed, 640, 480));
  return deliver(phone, mediaMessage(phone, 'image', id, caption ? { caption } : {}));
}

const draftOf = async (sellerId: string) =>
  (
    await rows<{ id: string; fields: Record<string, unknown>; images: string[] }>(
      server.db,
      sql`SELECT id, fields, images FROM listing_drafts WHERE seller_id = ${sellerId}`,
    )
  )[0];
const listingsOf = (sellerId: string) =>
  rows<{ id: string; title: string; status: string }>(
    server.db,
    sql`SELECT id, title, status FROM listings WHERE seller_id = ${sellerId}`,
  );
const fileRows = (ids: string[]) =>
  server.db.select({ id: files.id }).from(files).where(inArray(files.id, ids));

describe('listing by chat: photos and a line to a published listing', () => {
  let seller: SignedIn;
  const phone = '263771500001';
  let listingId = '';

  it('takes three photos and "Toyota Corolla 2012 $6500 Bulawayo" to a summary, no question asked', async () => {
    seller = await server.signInAs(phone);
    // A phone camera's photo: its GPS position must never reach buyers.
    const withGps = serve(await makeJpeg({ width: 800, height: 600, gps: true }));
    const first = await deliver(phone, mediaMessage(phone, 'image', withGps));
    expect(first).toHaveLength(1);
    expect(textOf(first[0]!)).toMatch(/Photo added\. Now send a line/);
    expect(textOf((await sendPhoto(phone, 2))[0]!)).toBe('📷 Photo 2 of 4 added.');
    expect(textOf((await sendPhoto(phone, 3))[0]!)).toBe('📷 Photo 3 of 4 added.');

    const summary = await say(phone, 'Toyota Corolla 2012 $6500 Bulawayo');
    expect(summary).toHaveLength(1);
    const body = textOf(summary[0]!);
    expect(body).toContain('Toyota Corolla 2012');
    expect(body).toContain('$6,500.00');
    expect(body).toContain('Bulawayo');
    expect(body).toMatch(/Vehicles?/);
    expect(body).toContain('3 photos');
    expect(buttonsOf(summary[0]!)).toEqual(['sell:publish', 'sell:change', 'sell:cancel']);

    // Every media request carried the access token.
    expect(graph.mediaRequests.length).toBeGreaterThanOrEqual(6);
    expect(graph.mediaRequests.every((r) => r.authorized)).toBe(true);
    // Nothing is published before Publish.
    expect(await listingsOf(seller.user._id)).toHaveLength(0);
    const draft = await draftOf(seller.user._id);
    expect(draft?.images).toHaveLength(3);
    // Stored as uploads from the app are: no EXIF, no GPS.
    const served = Buffer.from(
      await (await server.request(`/api/files/${draft!.images[0]}`)).arrayBuffer(),
    );
    const meta = await sharp(served).metadata();
    expect(meta.exif).toBeUndefined();
    expect(served.includes(Buffer.from('PhoneMaker'))).toBe(false);
  });

  it('publishes on Publish, with the public link and how to mark it sold', async () => {
    const replies = await tap(phone, 'sell:publish');
    expect(replies).toHaveLength(1);
    const link = new RegExp(`${PUBLIC_URL}/l/([0-9a-f-]{36})`).exec(textOf(replies[0]!));
    expect(link).not.toBeNull();
    listingId = link![1]!;
    expect(textOf(replies[0]!)).toContain('SOLD');
    expect(await draftOf(seller.user._id)).toBeUndefined();
  });

  it('is found by a buyer asking for "corolla in bulawayo", and is on the seller\'s listings', async () => {
    const buyer = '263771500101';
    const found = await say(buyer, 'corolla in bulawayo');
    const ids = found.flatMap(rowsOf);
    expect(ids).toContain(`listing:${listingId}`);
    const res = await server.request('/api/listings', { token: seller.token });
    const mine = (await res.json()) as { _id: string; images: string[]; title: string }[];
    const listing = mine.find((l) => l._id === listingId);
    expect(listing?.title).toBe('Toyota Corolla 2012');
    expect(listing?.images).toHaveLength(3);
  });

  it('marks the listing last published sold on "SOLD"', async () => {
    const replies = await say(phone, 'SOLD');
    expect(textOf(replies[0]!)).toMatch(/Marked as sold: Toyota Corolla 2012/);
    expect((await listingsOf(seller.user._id))[0]?.status).toBe('sold');
  });
});

describe('listing by chat: questions, Change and Cancel', () => {
  const phone = '263771500002';
  let sellerId = '';

  it('asks what is missing one question at a time, lists for closed choices', async () => {
    sellerId = (await server.signInAs(phone)).user._id;
    const asked = await say(phone, 'Selling Samsung TV $300');
    expect(asked).toHaveLength(1);
    expect(textOf(asked[0]!)).toBe('Which town is it in?');
    expect(rowsOf(asked[0]!)).toContain('sell:set:city:harare');
    const photos = await pick(phone, 'sell:set:city:harare');
    expect(textOf(photos[0]!)).toMatch(/send at least one photo/);
    const after = await sendPhoto(phone, 7);
    expect(textOf(after[0]!)).toBe('📷 Photo 1 of 4 added.');
    expect(textOf(after[1]!)).toContain('$300.00');
    expect(textOf(after[1]!)).toContain('Harare');
    expect(buttonsOf(after[1]!)).toContain('sell:publish');
  });

  it('lets the seller change a field and answer again', async () => {
    const which = await tap(phone, 'sell:change');
    expect(rowsOf(which[0]!)).toEqual([
      'sell:field:title',
      'sell:field:price',
      'sell:field:city',
      'sell:field:type',
      'sell:field:description',
      'sell:field:photos',
    ]);
    expect(textOf((await pick(phone, 'sell:field:price'))[0]!)).toMatch(/What is the price/);
    // An answer that is not a price is asked again.
    expect(textOf((await say(phone, 'hmm not sure'))[0]!)).toMatch(/did not get that/);
    const summary = await say(phone, '280 neg');
    expect(textOf(summary[0]!)).toContain('$280.00');
    expect((await draftOf(sellerId))?.fields.price).toEqual({
      type: 'fixed',
      amount: 280,
      isNegotiable: true,
    });
    expect(await listingsOf(sellerId)).toHaveLength(0);
  });

  it('removes the draft and its photos on Cancel', async () => {
    const images = (await draftOf(sellerId))!.images;
    expect(await fileRows(images)).toHaveLength(1);
    const replies = await tap(phone, 'sell:cancel');
    expect(textOf(replies[0]!)).toMatch(/Cancelled/);
    expect(await draftOf(sellerId)).toBeUndefined();
    expect(await fileRows(images)).toHaveLength(0);
    expect(await listingsOf(sellerId)).toHaveLength(0);
  });

  it('asks before a new offer replaces the draft', async () => {
    await say(phone, 'Selling Honda Fit 2010 $4500 Avondale');
    const ask = await say(phone, 'Selling Toyota Vitz 2011 $5000 Harare');
    expect(textOf(ask[0]!)).toMatch(/Replace it with this new one/);
    expect(buttonsOf(ask[0]!)).toEqual(['sell:replace', 'sell:keep']);
    await tap(phone, 'sell:keep');
    expect((await draftOf(sellerId))?.fields.title).toBe('Honda Fit 2010');
    await say(phone, 'Selling Toyota Vitz 2011 $5000 Harare');
    await tap(phone, 'sell:replace');
    expect((await draftOf(sellerId))?.fields.title).toBe('Toyota Vitz 2011');
  });

  it('sends a sign-in link that opens the draft in the app, never stored', async () => {
    const draft = await draftOf(sellerId);
    const replies = await say(phone, 'app');
    const body = textOf(replies[0]!);
    expect(body).toContain(`${PUBLIC_URL}/login?token=`);
    expect(body).toContain(`&next=${encodeURIComponent(`/listings/new?draft=${draft!.id}`)}`);
    const token = /token=([\w-]+)/.exec(body)![1]!;
    const stored = await rows<{ content: unknown }>(
      server.db,
      sql`SELECT content FROM messages WHERE contact = ${phone} AND direction = 'outbound'`,
    );
    expect(JSON.stringify(stored)).not.toContain(token);
    expect(JSON.stringify(stored)).toContain(SIGN_IN_SENT);
  });
});

describe('listing by chat: what cannot be a listing photo is answered', () => {
  const phone = '263771500003';
  let sellerId = '';

  beforeAll(async () => {
    sellerId = (await server.signInAs(phone)).user._id;
  });

  it('says a photo could not be downloaded, and keeps nothing of it', async () => {
    const id = serve(await makePhoto(9, 320, 240), 'image/jpeg', true);
    const replies = await deliver(phone, mediaMessage(phone, 'image', id));
    expect(replies).toHaveLength(1);
    expect(textOf(replies[0]!)).toMatch(/could not download that photo/);
    expect(await draftOf(sellerId)).toBeUndefined();
  });

  it('answers a video, a sticker and a document with what to send instead', async () => {
    const video = await deliver(
      phone,
      mediaMessage(phone, 'video', serve(Buffer.from('v'), 'video/mp4')),
    );
    expect(textOf(video[0]!)).toMatch(/Videos cannot go on a listing/);
    const sticker = await deliver(
      phone,
      mediaMessage(phone, 'sticker', serve(Buffer.from('s'), 'image/webp')),
    );
    expect(textOf(sticker[0]!)).toMatch(/Stickers cannot go on a listing/);
    const doc = await deliver(
      phone,
      mediaMessage(phone, 'document', serve(Buffer.from('%PDF-1.4'), 'application/pdf')),
    );
    expect(textOf(doc[0]!)).toMatch(/Documents cannot go on a listing/);
    expect(await draftOf(sellerId)).toBeUndefined();
  });

  it('keeps a big photo within 0.9 MB and 1920 px, and stores the same media once', async () => {
    const big = await makePhoto(11, 2600, 1950);
    const id = serve(big);
    const once = await deliver(phone, mediaMessage(phone, 'image', id));
    expect(textOf(once[0]!)).toMatch(/Photo added/);
    // The same media again (another message carrying it): one file, one draft photo.
    await deliver(phone, mediaMessage(phone, 'image', id));
    const draft = await draftOf(sellerId);
    expect(draft?.images).toHaveLength(1);
    const served = Buffer.from(
      await (await server.request(`/api/files/${draft!.images[0]}`)).arrayBuffer(),
    );
    expect(served.length).toBeLessThanOrEqual(0.9 * 1024 * 1024);
    const meta = await sharp(served).metadata();
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBe(1920);
  });
});

describe('listing by chat: who is a seller', () => {
  it('tells an unknown phone sending an offer to send Login first', async () => {
    const phone = '263771500004';
    const replies = await say(phone, 'Selling my Honda Fit 2010 $4500');
    expect(replies).toHaveLength(1);
    expect(textOf(replies[0]!)).toMatch(/free marketplace/);
    expect(textOf(replies[0]!)).toContain('*Login*');
    const photo = await sendPhoto(phone, 5);
    expect(textOf(photo[0]!)).toContain('*Login*');
    const users = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM users WHERE phone = ${phone}`,
    );
    expect(users[0]?.n).toBe(0);
  });

  it("takes a seller's search as a search, not an offer", async () => {
    const phone = '263771500005';
    const sellerId = (await server.signInAs(phone)).user._id;
    const replies = await say(phone, 'I want a Honda Fit under $5000 in Harare');
    expect(replies.map(textOf).join('\n')).not.toMatch(/Here is your listing|Replace it/);
    expect(await draftOf(sellerId)).toBeUndefined();
  });
});

describe('listing by chat: drafts left alone', () => {
  it('removes a draft left for 7 days with its photos, and keeps a younger one', async () => {
    const phone = '263771500006';
    const sellerId = (await server.signInAs(phone)).user._id;
    await sendPhoto(phone, 21, 'Selling fridge $200 Gweru');
    const draft = (await draftOf(sellerId))!;
    expect(draft.images).toHaveLength(1);
    const store = createFileStore(server.env, server.filesDir);
    const start = Date.now();
    // The daily sweep of unattached uploads leaves a draft's photos alone.
    await sweepUnattachedUploads(server.db, store, new Date(start + 2 * 24 * 3600_000));
    expect(await fileRows(draft.images)).toHaveLength(1);
    expect(
      await expireChatDrafts(server.db, store, new Date(start + CHAT_DRAFT_TTL_MS - 60_000)),
    ).toBe(0);
    expect(await draftOf(sellerId)).toBeDefined();
    expect(
      await expireChatDrafts(server.db, store, new Date(start + CHAT_DRAFT_TTL_MS + 60_000)),
    ).toBeGreaterThanOrEqual(1);
    expect(await draftOf(sellerId)).toBeUndefined();
    expect(await fileRows(draft.images)).toHaveLength(0);
    expect(await store.get(draft.images[0]!, 'original')).toBeNull();
  });
});
