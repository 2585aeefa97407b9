// @vitest-environment node
// Node's fetch, FormData and Blob, as the real server in process expects them.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { dbFor, type SellerDb } from '@/app/local/db';
import { addPhoto, storeCompressed } from '@/app/local/photos-repo';
import { createListing, deleteListing, updateListing, updateProfile } from '@/app/local/writes';
import { discardItem, retryItem } from '@/app/local/outbox-repo';
import type { SyncEngine } from '@/app/sync/engine';
import type { SignedIn } from '../../server/helpers';
import {
  makeEngine,
  sampleJpeg,
  serverListings,
  settled,
  startFaultyServer,
  waitUntil,
  type FaultyServer,
} from './sync-harness';

let faulty: FaultyServer;
let seller: SignedIn;
/** The seller's own database (one per seller). */
let db: SellerDb;
let engines: SyncEngine[] = [];

const listing = (title: string) => ({
  type: 'electronics',
  subType: 'tv',
  title,
  description: 'A 43 inch smart TV, barely used.',
  price: { type: 'fixed', amount: 250 },
  city: 'harare',
});

function engineFor(
  session: () => { sellerId: string; token: string } | null = () => ({
    sellerId: seller.user._id,
    token: seller.token,
  }),
  options = {},
): SyncEngine {
  const engine = makeEngine(faulty, session, options);
  engines.push(engine);
  return engine;
}

async function addUploadedPhoto(sellerId: string): Promise<string> {
  const id = await addPhoto(sellerId, 'draft-test', {
    name: 'tv.jpg',
    type: 'image/jpeg',
    size: 1,
  });
  await storeCompressed(sellerId, id, await sampleJpeg());
  return id;
}

beforeAll(async () => {
  faulty = await startFaultyServer();
  seller = await faulty.server.signInAs('263771000001');
  db = dbFor(seller.user._id);
});

afterAll(async () => {
  await faulty.server.close();
});

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  faulty.calls = [];
  faulty.fault = () => ({ before: 'pass' });
});

afterEach(() => {
  engines.forEach((engine) => engine.stop());
  engines = [];
});

describe('sync engine against the real server', () => {
  it('uploads the photo before the listing and swaps local ids for server ids', async () => {
    const sellerId = seller.user._id;
    const photoId = await addUploadedPhoto(sellerId);
    const { listingId } = await createListing(sellerId, {
      listing: listing('TV with photo'),
      images: [photoId],
    });
    await engineFor().start();
    await settled(db);

    const onServer = await serverListings(faulty.server, seller);
    const created = onServer.find((l) => l.title === 'TV with photo');
    expect(created?.images).toHaveLength(1);
    const photo = await db.photos.get(photoId);
    expect(created?.images[0]).not.toBe(photoId);
    expect(await db.listings.get(listingId)).toBeUndefined();
    const local = await db.listings.get(created!._id);
    expect(local?.syncState).toBe('synced');
    expect(local?.images).toEqual(created?.images);
    // The uploaded copy is no longer needed on the device.
    expect(photo).toBeUndefined();
    expect(faulty.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/files/upload',
      'POST /api/listings',
    ]);
  });

  it('creates one listing when the answer of the first try was lost after the server committed', async () => {
    const sellerId = seller.user._id;
    const before = (await serverListings(faulty.server, seller)).length;
    faulty.fault = (call) =>
      call.method === 'POST' && call.path === '/api/listings' && !lostOnce.done
        ? ((lostOnce.done = true), { before: 'pass', after: 'lose' })
        : { before: 'pass' };
    const lostOnce = { done: false };
    await createListing(sellerId, { listing: listing('Lost answer TV'), images: [] });
    await engineFor().start();
    await settled(db);

    const posts = faulty.calls.filter((c) => c.path === '/api/listings' && c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]!.idempotencyKey).toBeTruthy();
    expect(posts[1]!.idempotencyKey).toBe(posts[0]!.idempotencyKey);
    const onServer = await serverListings(faulty.server, seller);
    expect(onServer.filter((l) => l.title === 'Lost answer TV')).toHaveLength(1);
    expect(onServer).toHaveLength(before + 1);
    expect(await db.listings.where('sellerId').equals(sellerId).count()).toBe(1);
  });

  it('retries 5xx answers and time-outs until the server takes the change', async () => {
    const sellerId = seller.user._id;
    const faults = [
      { before: 'status', status: 503 },
      { before: 'hang' },
      { before: 'fail' },
      { before: 'status', status: 429 },
    ] as const;
    faulty.fault = (_call, index) => faults[index] ?? { before: 'pass' };
    await createListing(sellerId, { listing: listing('Retried TV'), images: [] });
    await engineFor().start();
    await settled(db);

    expect(faulty.calls).toHaveLength(5);
    expect(new Set(faulty.calls.map((c) => c.idempotencyKey)).size).toBe(1);
    const onServer = await serverListings(faulty.server, seller);
    expect(onServer.filter((l) => l.title === 'Retried TV')).toHaveLength(1);
  });

  it('keeps a refused listing as a visible failed item, and lets the seller retry or discard it', async () => {
    const sellerId = seller.user._id;
    // Fits every rule the device checks, but names a file the server does not know.
    const { listingId, itemId } = await createListing(sellerId, {
      listing: listing('TV with a stranger photo'),
      images: ['file-not-uploaded'],
    });
    const profileItem = await updateProfile(sellerId, {
      displayName: 'Tafadzwa',
      contactNumber: '263771000001',
      city: 'harare',
    });
    const engine = engineFor();
    await engine.start();
    await settled(db);

    const item = await db.outbox.where('id').equals(itemId).first();
    expect(item?.status).toBe('failed');
    expect(item?.failure).toMatchObject({ code: 'invalid', status: 422, fields: ['images'] });
    expect(item?.failure?.reason).toMatch(/not found among your uploads/);
    expect((await db.listings.get(listingId))?.syncState).toBe('failed');
    expect(await engine.waitFor(itemId, 10)).toMatchObject({ state: 'failed' });
    // A refused item does not hold back unrelated changes.
    expect(await db.outbox.where('id').equals(profileItem).count()).toBe(0);
    expect((await db.users.get(sellerId))?.displayName).toBe('Tafadzwa');

    await retryItem(sellerId, itemId);
    await settled(db);
    expect((await db.outbox.where('id').equals(itemId).first())?.status).toBe('failed');

    await discardItem(sellerId, itemId);
    expect(await db.outbox.count()).toBe(0);
    expect(await db.listings.get(listingId)).toBeUndefined();
  });

  it('sends one corrected request after the seller fixes a refused listing', async () => {
    const sellerId = seller.user._id;
    const { listingId, itemId } = await createListing(sellerId, {
      listing: listing('Fixed TV'),
      images: ['file-not-uploaded'],
    });
    await engineFor().start();
    await settled(db);
    expect((await db.outbox.where('id').equals(itemId).first())?.status).toBe('failed');

    // The editor, opened by Fix, saves the corrected listing over the refused one.
    const fixed = await updateListing(sellerId, listingId, {
      listing: listing('Fixed TV'),
      images: [],
    });
    expect(await db.outbox.count()).toBe(1);
    await settled(db);
    expect(await db.outbox.count()).toBe(0);
    const posts = faulty.calls.filter((c) => c.method === 'POST' && c.path === '/api/listings');
    expect(posts.map((c) => c.idempotencyKey)).toEqual([itemId, fixed.itemId]);
    const onServer = await serverListings(faulty.server, seller);
    expect(onServer.filter((l) => l.title === 'Fixed TV')).toHaveLength(1);
  });

  it('pauses on 401 and resumes only when the same seller signs in again', async () => {
    const sellerId = seller.user._id;
    let session = { sellerId, token: 'expired-token' };
    const engine = engineFor(() => session);
    await createListing(sellerId, { listing: listing('After sign-in TV'), images: [] });
    await engine.start();
    await waitUntil(async () => engine.getStatus().state === 'paused');
    expect(await db.outbox.where('status').equals('pending').count()).toBe(1);
    const tries = faulty.calls.length;
    engine.nudge();
    await engine.drain();
    expect(faulty.calls.length).toBe(tries);

    const again = await faulty.server.signInAs('263771000001');
    session = { sellerId, token: again.token };
    engine.nudge();
    await settled(db);
    const onServer = await serverListings(faulty.server, seller);
    expect(onServer.filter((l) => l.title === 'After sign-in TV')).toHaveLength(1);
  });

  it("never sends one seller's changes under another seller's credential", async () => {
    const other = await faulty.server.signInAs('263771000002');
    await createListing(seller.user._id, { listing: listing('First seller TV'), images: [] });
    const engine = engineFor(() => ({ sellerId: other.user._id, token: other.token }));
    await engine.start();
    await engine.drain();
    expect(faulty.calls).toHaveLength(0);
    expect(await db.outbox.count()).toBe(1);
    expect(await serverListings(faulty.server, other)).toHaveLength(0);
  });

  it('resumes after a reload in the middle of draining without doubling anything', async () => {
    const sellerId = seller.user._id;
    const photoId = await addUploadedPhoto(sellerId);
    await createListing(sellerId, { listing: listing('Reloaded TV'), images: [photoId] });
    await createListing(sellerId, { listing: listing('Second reloaded TV'), images: [] });
    // The first page dies while the server is committing the first listing.
    faulty.fault = (call) =>
      call.path === '/api/listings' ? { before: 'pass', after: 'never' } : { before: 'pass' };
    const first = engineFor(undefined, { requestTimeoutMs: 60_000 });
    void first.start();
    await waitUntil(async () => faulty.calls.some((c) => c.path === '/api/listings'));
    first.stop();
    expect(await db.outbox.where('status').equals('running').count()).toBe(1);

    // The reloaded page starts a new engine over the same database.
    faulty.fault = () => ({ before: 'pass' });
    await engineFor().start();
    await settled(db);

    const onServer = await serverListings(faulty.server, seller);
    expect(onServer.filter((l) => l.title === 'Reloaded TV')).toHaveLength(1);
    expect(onServer.filter((l) => l.title === 'Second reloaded TV')).toHaveLength(1);
    expect(faulty.calls.filter((c) => c.path === '/api/files/upload')).toHaveLength(1);
    const reloaded = onServer.find((l) => l.title === 'Reloaded TV');
    expect(reloaded?.images).toHaveLength(1);
  });

  it('deletes a listing on the server through the outbox', async () => {
    const sellerId = seller.user._id;
    await createListing(sellerId, { listing: listing('Short-lived TV'), images: [] });
    await engineFor().start();
    await settled(db);
    const created = (await serverListings(faulty.server, seller)).find(
      (l) => l.title === 'Short-lived TV',
    )!;
    await deleteListing(sellerId, created._id);
    expect(await db.listings.get(created._id)).toBeUndefined();
    await settled(db);
    const after = await serverListings(faulty.server, seller);
    expect(after.find((l) => l._id === created._id)).toBeUndefined();
  });
});
