/**
 * Listing by chat: what cannot be a listing photo (a failed download, a video, a sticker, a
 * document) is answered; photos kept within the app's limits and stored once per media id; an
 * unknown phone; a search that is not an offer; drafts left for a week removed with their photos.
 */
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHAT_DRAFT_TTL_MS } from '@/domain/schemas/listing-draft';
import { rows } from '@/server/db/rows';
import { createFileStore } from '@/server/files/create-store';
import { sweepUnattachedUploads } from '@/server/files/sweep';
import { expireChatDrafts } from '@/server/listings/chat-drafts';
import { makePhoto } from '../photos';
import {
  deliver,
  draftOf,
  fileRows,
  graph,
  say,
  sendPhoto,
  serve,
  server,
  textOf,
  useChatServer,
} from './chat-seller';
import { mediaMessage } from './payloads';

useChatServer();

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

describe('listing by chat: photos beyond the four a draft keeps', () => {
  const phone = '263771500009';
  let sellerId = '';

  beforeAll(async () => {
    sellerId = (await server.signInAs(phone)).user._id;
  });

  const uploadsCounted = async () =>
    (
      await rows<{ n: number }>(
        server.db,
        sql`SELECT count(*)::int AS n FROM seller_actions
            WHERE seller_id = ${sellerId} AND action = 'upload'`,
      )
    )[0]?.n;

  it('neither downloads nor stores them, counts none, and says so once', async () => {
    for (let seed = 0; seed < 4; seed++) await sendPhoto(phone, 40 + seed);
    const draft = await draftOf(sellerId);
    expect(draft?.images).toHaveLength(4);
    expect(await uploadsCounted()).toBe(4);
    const downloadsBefore = graph.mediaRequests.filter((r) => r.path.startsWith('/media/')).length;

    const answers: string[] = [];
    for (let seed = 0; seed < 6; seed++) {
      const replies = await sendPhoto(phone, 50 + seed);
      answers.push(...replies.map(textOf));
    }
    expect(answers).toEqual([
      'This listing has 4 photos already, the most it can keep, so photos sent after them are not added.',
    ]);
    expect(graph.mediaRequests.filter((r) => r.path.startsWith('/media/'))).toHaveLength(
      downloadsBefore,
    );
    expect(await uploadsCounted()).toBe(4);
    const [stored] = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM files WHERE owner_id = ${sellerId}`,
    );
    expect(stored?.n).toBe(4);
    expect((await draftOf(sellerId))?.images).toEqual(draft?.images);
  });

  it('still reads the caption of a photo it does not keep', async () => {
    const replies = await sendPhoto(phone, 70, 'Honda Fit 2010 $4500 Harare');
    expect(replies.length).toBeGreaterThan(0);
    expect(replies.map(textOf).join('\n')).not.toMatch(/photos already/);
    expect((await draftOf(sellerId))?.images).toHaveLength(4);
  });
});

describe('listing by chat: who is a seller', () => {
  it('tells an unknown phone sending an offer to send Login first', async () => {
    const phone = '263771500004';
    const replies = await say(phone, 'Selling my Honda Fit 2010 $4500');
    expect(replies).toHaveLength(1);
    expect(textOf(replies[0]!)).toMatch(/free marketplace/);
    expect(textOf(replies[0]!)).toContain('*Login*');
    const photo = await sendPhoto(phone, 5, 'Selling fridge $150 Gweru');
    expect(photo).toHaveLength(1);
    expect(textOf(photo[0]!)).toContain('*Login*');
    // In the seller's language.
    const shona = await say('263771500007', 'Ndiri kutengesa mbudzi $50 kuGweru');
    expect(textOf(shona[0]!)).toContain('mahara');
    expect(textOf(shona[0]!)).toContain('*Login*');
    // A photo alone from an unknown phone is not taken for an offer: the usual hint.
    const alone = await sendPhoto(phone, 6);
    expect(textOf(alone[0]!)).not.toContain('free marketplace');
    const users = await rows<{ n: number }>(
      server.db,
      sql`SELECT count(*)::int AS n FROM users WHERE phone = ${phone}`,
    );
    expect(users[0]?.n).toBe(0);
  });

  it("takes a seller's search as a search, not an offer", async () => {
    const phone = '263771500005';
    const sellerId = (await server.signInAs(phone)).user._id;
    for (const search of [
      'I want a Honda Fit under $5000 in Harare',
      'Toyota Corolla for sale',
      'imba iri kutengeswa kuBulawayo',
      '2 bedroom flat to rent in Avondale',
    ]) {
      const replies = await say(phone, search);
      expect(replies.length).toBeGreaterThan(0);
      expect(replies.map(textOf).join('\n')).not.toMatch(
        /Here is your listing|send \*Login\* first|Which town is it in|What is the price/,
      );
    }
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
