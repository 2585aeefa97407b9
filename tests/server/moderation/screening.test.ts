import sharp from 'sharp';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { searchListings } from '@/server/discovery/search';
import { serverWithSellers } from '../../support/signed-in-server';
import { ADMIN_PHONE, type SignedIn, type TestServer } from '../helpers';
import {
  createAs,
  editAs,
  openCaseReasons,
  type ScreenedListing,
} from '../../support/listing-screening';
import { uploadForm } from '../images';
import { createFileStore } from '@/server/files/create-store';
import { hashOlderPhotos } from '@/server/moderation/photo-backfill';
import { makePhoto } from '../photos';

let server: TestServer;
let seller: SignedIn;
let photoCounter = 100;

beforeAll(async () => {
  ({
    server,
    sellers: [seller],
  } = await serverWithSellers(['263771230001']));
});
afterAll(() => server.close());

async function upload(who: SignedIn, bytes?: Buffer): Promise<string> {
  const response = await server.request('/api/files/upload', {
    method: 'POST',
    token: who.token,
    body: uploadForm(bytes ?? (await makePhoto(photoCounter++, 400, 300))),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { _id: string })._id;
}

const create = (who: SignedIn, overrides: Record<string, unknown> = {}) =>
  createAs(server, who, overrides);
const edit = (who: SignedIn, id: string, changes: Record<string, unknown>) =>
  editAs(server, who, id, changes);

/** The open case of a listing: its reasons, or null. */
const openCaseOf = (listingId: string) => openCaseReasons(server, listingId);

/** The listings the bot offers a buyer searching for these words. */
async function offeredByBot(terms: string[]): Promise<string[]> {
  const outcome = await searchListings(server.db, { terms, categories: [], brands: [] });
  return outcome.results.map((result) => result.id);
}

const publicPage = async (id: string) => (await server.request(`/l/${id}`)).status;

describe('prohibited content', () => {
  it('is held for review when created: 201, in review, no public page, a case', async () => {
    const listing = await create(seller, {
      title: 'Flash drives with p0rn videos',
      description: 'Full 64GB',
    });
    expect(listing.moderation?.state).toBe('in_review');
    expect(await publicPage(listing._id)).toBe(404);
    // A clean listing with the same words is offered; the held one is not.
    const clean = await create(seller, { title: 'Flash drives with music videos' });
    const offered = await offeredByBot(['flash', 'drives']);
    expect(offered).toContain(clean._id);
    expect(offered).not.toContain(listing._id);
    expect(await openCaseOf(listing._id)).toEqual([
      { code: 'prohibited_content', detail: '"porn*": sexual or pornographic content' },
    ]);
    expect(await openCaseOf(clean._id)).toBeNull();
    // The seller still reads it, held, with the reason: its English words and its code.
    const own = await server.request(`/api/listings/${listing._id}`, { token: seller.token });
    expect(((await own.json()) as ScreenedListing).moderation).toEqual({
      state: 'in_review',
      reason:
        'Waiting for review by the marketplace (prohibited content). It is not shown to buyers ' +
        'until an admin has looked at it.',
      code: 'prohibited_content',
      at: expect.any(String),
    });
  });

  it("is not counted as active in the seller's stats while held", async () => {
    const owner = await server.signInAs('263771230009');
    await create(owner, { title: 'Flash drives with music videos' });
    const held = await create(owner, { title: 'Flash drives with p0rn videos' });
    expect(held.moderation?.state).toBe('in_review');
    const answer = await server.request('/api/listings/user/stats', { token: owner.token });
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ totalListings: 2, activeListings: 1 });
  });

  it('holds a clean listing edited into a prohibited one', async () => {
    const tv = {
      type: 'electronics',
      subType: 'tv',
      electronicBrand: 'samsung',
      vehicleBrand: undefined,
      title: 'Samsung TV 43 inch',
    };
    const listing = await create(seller, tv);
    expect(listing.moderation).toBeUndefined();
    expect(await publicPage(listing._id)).toBe(200);
    expect(await offeredByBot(['samsung', 'tv'])).toContain(listing._id);
    expect(await openCaseOf(listing._id)).toBeNull();

    const edited = await edit(seller, listing._id, {
      ...tv,
      description: 'Comes with mbanje, delivery in town',
    });
    expect(edited.moderation).toMatchObject({ state: 'in_review', code: 'prohibited_content' });
    expect(await publicPage(listing._id)).toBe(404);
    expect(await offeredByBot(['samsung', 'tv'])).not.toContain(listing._id);
    expect(await openCaseOf(listing._id)).toEqual([
      { code: 'prohibited_content', detail: '"mbanje": illegal drugs' },
    ]);
  });

  it('lets innocent words through', async () => {
    const listing = await create(seller, {
      type: 'fashion',
      subType: 'womens',
      title: 'Sexy red dress, size 12',
      description: 'Cocktail dress, worn once. Also an adult tricycle.',
      vehicleBrand: undefined,
      modelYear: undefined,
    });
    expect(listing.moderation).toBeUndefined();
    expect(await publicPage(listing._id)).toBe(200);
    expect(await openCaseOf(listing._id)).toBeNull();
  });
});

describe('a price far below', () => {
  it('publishes a cheap car among five other sellers, with an open case', async () => {
    for (const [i, amount] of [9000, 10000, 11000, 12000, 14000].entries()) {
      const other = await server.signInAs(`26377124000${i}`);
      await create(other, { city: 'Gweru', price: { type: 'fixed', amount } });
    }
    const cheap = await create(seller, { city: 'Gweru', price: { type: 'fixed', amount: 2000 } });
    expect(cheap.moderation).toBeUndefined();
    expect(await publicPage(cheap._id)).toBe(200);
    expect(await openCaseOf(cheap._id)).toEqual([
      {
        code: 'price_far_below',
        detail:
          "$2,000 is 18% of the typical $11,000 (median of 5 sellers' Toyota Car listings in Gweru)",
      },
    ]);
    // A fair price opens nothing.
    const fair = await create(seller, { city: 'Gweru', price: { type: 'fixed', amount: 8000 } });
    expect(await openCaseOf(fair._id)).toBeNull();
    // Edited down to a fraction: a case then.
    await edit(seller, fair._id, { city: 'Gweru', price: { type: 'fixed', amount: 1500 } });
    expect((await openCaseOf(fair._id))?.[0]?.code).toBe('price_far_below');
  });
});

describe('a photo reused', () => {
  it("opens a case when another seller's listing shows the same photo", async () => {
    const first = await server.signInAs('263771250001');
    const second = await server.signInAs('263771250002');
    const photo = await makePhoto(501, 800, 600);
    const original = await create(first, { images: [await upload(first, photo)] });
    expect(await openCaseOf(original._id)).toBeNull();

    // The same picture, re-encoded smaller, by another seller.
    const copy = await sharp(photo).resize(640).jpeg({ quality: 70 }).toBuffer();
    const stolen = await create(second, { images: [await upload(second, copy)] });
    expect(stolen.moderation).toBeUndefined();
    expect(await publicPage(stolen._id)).toBe(200);
    const reasons = await openCaseOf(stolen._id);
    expect(reasons).toEqual([
      {
        code: 'photo_reused',
        detail: 'A near-identical photo',
        photoId: stolen.images[0],
        otherListingId: original._id,
        otherPhotoId: original.images[0],
      },
    ]);

    // A different photo: nothing.
    const other = await create(second, { images: [await upload(second)] });
    expect(await openCaseOf(other._id)).toBeNull();
  });

  it("leaves a seller's own photo in two of their listings alone", async () => {
    const owner = await server.signInAs('263771250003');
    const photo = await makePhoto(502, 800, 600);
    await create(owner, { images: [await upload(owner, photo)] });
    const second = await create(owner, { images: [await upload(owner, photo)] });
    expect(await openCaseOf(second._id)).toBeNull();
  });

  it('stores the hash with the file at upload', async () => {
    const id = await upload(seller);
    const result = await server.db.execute<{ phash: string | null }>(
      sql`SELECT phash::text AS phash FROM files WHERE id = ${id}`,
    );
    expect(result.rows[0]?.phash).toMatch(/^-?\d+$/);
  });

  it('hashes photos stored before hashing in the background, so reuse of them is caught', async () => {
    const first = await server.signInAs('263771250011');
    const second = await server.signInAs('263771250012');
    const photo = await makePhoto(777, 800, 600);
    const older = await create(first, { images: [await upload(first, photo)] });
    // As a photo uploaded before hashing: no hash. A missing file is marked tried, not retried.
    await server.db.execute(sql`UPDATE files SET phash = NULL WHERE listing_id = ${older._id}`);
    await server.db.execute(
      sql`INSERT INTO files (id, owner_id, mime, width, height, size, etag, created_at)
          VALUES ('gone-photo-1', ${first.user._id}, 'image/jpeg', 1, 1, 1, 'x', now())`,
    );
    const store = createFileStore(server.env, server.filesDir);
    const run = await hashOlderPhotos(server.db, store, new Date(), 1000);
    expect(run.hashed).toBeGreaterThanOrEqual(1);
    expect(run.unreadable).toBeGreaterThanOrEqual(1);
    const again = await hashOlderPhotos(server.db, store, new Date(), 1000);
    expect(again).toEqual({ hashed: 0, unreadable: 0 });

    const reused = await create(second, { images: [await upload(second, photo)] });
    const reasons = await openCaseOf(reused._id);
    expect(reasons?.map((reason) => reason.code)).toContain('photo_reused');
  });
});

describe('after an admin approved a held listing', () => {
  it('is not held again for the same words when the seller edits it', async () => {
    const listing = await create(seller, {
      title: 'Beware of fake certificates: we issue genuine ones only',
      type: 'education',
      subType: 'courses',
      vehicleBrand: undefined,
      modelYear: undefined,
    });
    expect(listing.moderation?.state).toBe('in_review');
    const admin = await server.signInAs(ADMIN_PHONE);
    const approve = await server.request(`/api/admin/listings/${listing._id}/moderation`, {
      method: 'POST',
      token: admin.token,
      body: { action: 'approve', reason: 'A warning, not a forgery' },
    });
    expect(approve.status).toBe(200);
    const edited = await edit(seller, listing._id, {
      title: 'Beware of fake certificates: we issue genuine ones only',
      type: 'education',
      subType: 'courses',
      vehicleBrand: undefined,
      modelYear: undefined,
      price: { type: 'fixed', amount: 120 },
    });
    expect(edited.moderation).toBeUndefined();
    expect(await publicPage(listing._id)).toBe(200);
  });
});
