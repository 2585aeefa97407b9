/**
 * Listing by chat over the signed webhook, with the stand-in Graph API serving media: photos and
 * a line become a draft, questions fill what is missing, Publish creates the listing through the
 * app's own path (the first listing's reply giving the words of the seller's consent to
 * check-ins), SOLD marks it sold; Change, Cancel, replacing a draft; the link that opens the
 * draft in the app.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { SIGN_IN_SENT } from '@/server/auth';
import { checkinConsentWords } from '@/server/consents/consents';
import { rows } from '@/server/db/rows';
import { sql } from 'drizzle-orm';
import type { SignedIn } from '../helpers';
import { makeJpeg } from '../images';
import {
  PUBLIC_URL,
  buttonsOf,
  deliver,
  draftOf,
  fileRows,
  graph,
  listingsOf,
  pick,
  rowsOf,
  say,
  sendPhoto,
  serve,
  server,
  tap,
  textOf,
  useChatServer,
} from './chat-seller';
import { mediaMessage } from './payloads';

useChatServer();

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

  it('answers "SOLD" typed at the summary as SOLD, never the summary again', async () => {
    // Nothing published by chat yet: SOLD says so, and the draft stays.
    const replies = await say(phone, 'SOLD');
    expect(replies).toHaveLength(1);
    expect(textOf(replies[0]!)).not.toMatch(/did not catch that/);
    expect(await draftOf(seller.user._id)).toBeDefined();
  });

  it('publishes on Publish, with the public link and how to mark it sold', async () => {
    const replies = await tap(phone, 'sell:publish');
    expect(replies).toHaveLength(1);
    const link = new RegExp(`${PUBLIC_URL}/l/([0-9a-f-]{36})`).exec(textOf(replies[0]!));
    expect(link).not.toBeNull();
    listingId = link![1]!;
    expect(textOf(replies[0]!)).toContain('SOLD');
    expect(await draftOf(seller.user._id)).toBeUndefined();
    // The first listing: the reply says what the marketplace will send, and that is the
    // consent recorded (when, how, the words shown).
    expect(textOf(replies[0]!)).toContain(checkinConsentWords('en', 'Musika'));
    const [grant] = await rows<{ how: string; words: string }>(
      server.db,
      sql`SELECT how, words FROM whatsapp_consent_grants WHERE contact = ${phone}
            AND topic = 'checkins'`,
    );
    expect(grant).toEqual({
      how: 'First listing published by chat',
      words: checkinConsentWords('en', 'Musika'),
    });
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

describe("listing by chat: questions answered in the seller's own words", () => {
  it('takes "ngiseGwanda" as the town of a gas stove offered in Ndebele', async () => {
    const phone = '263771500011';
    const id = (await server.signInAs(phone)).user._id;
    const asked = await say(phone, 'Ngithengisa isitofu segesi $60');
    expect(rowsOf(asked[0]!)).toContain('sell:set:city:harare');
    await say(phone, 'ngiseGwanda');
    const fields = (await draftOf(id))?.fields;
    expect(fields).toMatchObject({ type: 'electronics', subType: 'appliances', city: 'other' });
    expect(fields?.town).toMatch(/^gwanda$/i);
  });

  it('takes "yekuroja" as a house to rent', async () => {
    const phone = '263771500012';
    const id = (await server.signInAs(phone)).user._id;
    const asked = await say(phone, 'Imba ine makamuri matatu kuGlen Norah, Harare $350');
    expect(JSON.stringify(asked)).toMatch(/realEstateDealType:rent/);
    await say(phone, 'yekuroja');
    expect((await draftOf(id))?.fields.realEstateDealType).toBe('rent');
  });
});
