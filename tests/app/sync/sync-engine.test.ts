// @vitest-environment node
// Node's fetch, FormData and Blob, as the real server in process expects them.
import { describe, expect, it } from 'vitest';
import { createListing, updateListing } from '@/app/sync/listing-writes';
import { discardItem, retryItem } from '@/app/local/outbox-repo';
import { tvListing, syncFixture } from './sync-fixture';
import { photoSends, serverListings, settled, waitUntil } from './sync-harness';
import { mutate } from '@/app/sync/mutate';
import { listingDelete } from '@/app/sync/mutators/listing-delete';
import { profileUpdate } from '@/app/sync/mutators/profile-update';

const fx = syncFixture('263771000001');

describe('sync engine against the real server', () => {
  it('uploads the photo before the listing and swaps local ids for server ids', async () => {
    const sellerId = fx.seller.user._id;
    const photoId = await fx.storedPhoto();
    const { listingId } = await createListing(sellerId, {
      listing: tvListing('TV with photo'),
      images: [photoId],
    });
    const photoItem = (await fx.db.outbox.toArray()).find((i) => i.kind === 'photo.upload');
    await fx.engine().start();
    await settled(fx.db);

    const onServer = await serverListings(fx.faulty.server, fx.seller);
    const created = onServer.find((l) => l.title === 'TV with photo');
    expect(created?.images).toHaveLength(1);
    const photo = await fx.db.photos.get(photoId);
    expect(created?.images[0]).not.toBe(photoId);
    expect(await fx.db.listings.get(listingId)).toBeUndefined();
    const local = await fx.db.listings.get(created!._id);
    expect(local?.syncState).toBe('synced');
    expect(local?.images).toEqual(created?.images);
    // The uploaded copy is no longer needed on the device.
    expect(photo).toBeUndefined();
    // A small photo goes up in one slice, under its outbox item's id.
    expect(photoItem).toBeDefined();
    expect(fx.faulty.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `PATCH /api/files/uploads/${photoItem!.id}`,
      'POST /api/listings',
    ]);
  });

  it('creates one listing when the answer of the first try was lost after the server committed', async () => {
    const sellerId = fx.seller.user._id;
    const before = (await serverListings(fx.faulty.server, fx.seller)).length;
    fx.faulty.fault = (call) =>
      call.method === 'POST' && call.path === '/api/listings' && !lostOnce.done
        ? ((lostOnce.done = true), { before: 'pass', after: 'lose' })
        : { before: 'pass' };
    const lostOnce = { done: false };
    await createListing(sellerId, { listing: tvListing('Lost answer TV'), images: [] });
    await fx.engine().start();
    await settled(fx.db);

    const posts = fx.faulty.calls.filter((c) => c.path === '/api/listings' && c.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]!.idempotencyKey).toBeTruthy();
    expect(posts[1]!.idempotencyKey).toBe(posts[0]!.idempotencyKey);
    const onServer = await serverListings(fx.faulty.server, fx.seller);
    expect(onServer.filter((l) => l.title === 'Lost answer TV')).toHaveLength(1);
    expect(onServer).toHaveLength(before + 1);
    expect(await fx.db.listings.where('sellerId').equals(sellerId).count()).toBe(1);
  });

  it('retries 5xx answers and time-outs until the server takes the change', async () => {
    const sellerId = fx.seller.user._id;
    const faults = [
      { before: 'status', status: 503 },
      { before: 'hang' },
      { before: 'fail' },
      { before: 'status', status: 429 },
    ] as const;
    fx.faulty.fault = (_call, index) => faults[index] ?? { before: 'pass' };
    await createListing(sellerId, { listing: tvListing('Retried TV'), images: [] });
    await fx.engine().start();
    await settled(fx.db);

    expect(fx.faulty.calls).toHaveLength(5);
    expect(new Set(fx.faulty.calls.map((c) => c.idempotencyKey)).size).toBe(1);
    const onServer = await serverListings(fx.faulty.server, fx.seller);
    expect(onServer.filter((l) => l.title === 'Retried TV')).toHaveLength(1);
  });

  it('keeps a refused listing as a visible failed item, and lets the seller retry or discard it', async () => {
    const sellerId = fx.seller.user._id;
    // Fits every rule the device checks, but names a file the server does not know.
    const { listingId, itemId } = await createListing(sellerId, {
      listing: tvListing('TV with a stranger photo'),
      images: ['file-not-uploaded'],
    });
    const profileItem = await mutate(profileUpdate, sellerId, {
      user: {
        displayName: 'Tafadzwa',
        contactNumber: '263771000001',
        city: 'harare',
      },
    });
    const engine = fx.engine();
    await engine.start();
    await settled(fx.db);

    const item = await fx.db.outbox.where('id').equals(itemId).first();
    expect(item?.status).toBe('failed');
    expect(item?.failure).toMatchObject({ code: 'invalid', status: 422, fields: ['images'] });
    expect(item?.failure?.reason).toMatch(/not found among your uploads/);
    expect((await fx.db.listings.get(listingId))?.syncState).toBe('failed');
    expect(await engine.waitFor(itemId, 10)).toMatchObject({ state: 'failed' });
    // A refused item does not hold back unrelated changes.
    expect(await fx.db.outbox.where('id').equals(profileItem).count()).toBe(0);
    expect((await fx.db.users.get(sellerId))?.displayName).toBe('Tafadzwa');

    await retryItem(sellerId, itemId);
    await settled(fx.db);
    expect((await fx.db.outbox.where('id').equals(itemId).first())?.status).toBe('failed');

    await discardItem(sellerId, itemId);
    expect(await fx.db.outbox.count()).toBe(0);
    expect(await fx.db.listings.get(listingId)).toBeUndefined();
  });

  it('sends one corrected request after the seller fixes a refused listing', async () => {
    const sellerId = fx.seller.user._id;
    const { listingId, itemId } = await createListing(sellerId, {
      listing: tvListing('Fixed TV'),
      images: ['file-not-uploaded'],
    });
    await fx.engine().start();
    await settled(fx.db);
    expect((await fx.db.outbox.where('id').equals(itemId).first())?.status).toBe('failed');

    // The editor, opened by Fix, saves the corrected listing over the refused one.
    const fixed = await updateListing(sellerId, listingId, {
      listing: tvListing('Fixed TV'),
      images: [],
    });
    expect(await fx.db.outbox.count()).toBe(1);
    await settled(fx.db);
    expect(await fx.db.outbox.count()).toBe(0);
    const posts = fx.faulty.calls.filter((c) => c.method === 'POST' && c.path === '/api/listings');
    expect(posts.map((c) => c.idempotencyKey)).toEqual([itemId, fixed.itemId]);
    const onServer = await serverListings(fx.faulty.server, fx.seller);
    expect(onServer.filter((l) => l.title === 'Fixed TV')).toHaveLength(1);
  });

  it('pauses on 401 and resumes only when the same seller signs in again', async () => {
    const sellerId = fx.seller.user._id;
    let session = { sellerId, token: 'expired-token' };
    const engine = fx.engine({}, () => session);
    await createListing(sellerId, { listing: tvListing('After sign-in TV'), images: [] });
    await engine.start();
    await waitUntil(async () => engine.getStatus().state === 'paused');
    expect(await fx.db.outbox.where('status').equals('pending').count()).toBe(1);
    const tries = fx.faulty.calls.length;
    engine.nudge();
    await engine.drain();
    expect(fx.faulty.calls.length).toBe(tries);

    const again = await fx.faulty.server.signInAs('263771000001');
    session = { sellerId, token: again.token };
    engine.nudge();
    await settled(fx.db);
    const onServer = await serverListings(fx.faulty.server, fx.seller);
    expect(onServer.filter((l) => l.title === 'After sign-in TV')).toHaveLength(1);
  });

  it("never sends one seller's changes under another seller's credential", async () => {
    const other = await fx.faulty.server.signInAs('263771000002');
    await createListing(fx.seller.user._id, { listing: tvListing('First seller TV'), images: [] });
    const engine = fx.engine({}, () => ({ sellerId: other.user._id, token: other.token }));
    await engine.start();
    await engine.drain();
    expect(fx.faulty.calls).toHaveLength(0);
    expect(await fx.db.outbox.count()).toBe(1);
    expect(await serverListings(fx.faulty.server, other)).toHaveLength(0);
  });

  it('resumes after a reload in the middle of draining without doubling anything', async () => {
    const sellerId = fx.seller.user._id;
    const photoId = await fx.storedPhoto();
    await createListing(sellerId, { listing: tvListing('Reloaded TV'), images: [photoId] });
    await createListing(sellerId, { listing: tvListing('Second reloaded TV'), images: [] });
    // The first page dies while the server is committing the first listing.
    fx.faulty.fault = (call) =>
      call.path === '/api/listings' ? { before: 'pass', after: 'never' } : { before: 'pass' };
    const first = fx.engine({ requestTimeoutMs: 60_000 });
    void first.start();
    await waitUntil(async () => fx.faulty.calls.some((c) => c.path === '/api/listings'));
    first.stop();
    expect(await fx.db.outbox.where('status').equals('running').count()).toBe(1);

    // The reloaded page starts a new engine over the same database.
    fx.faulty.fault = () => ({ before: 'pass' });
    await fx.engine().start();
    await settled(fx.db);

    const onServer = await serverListings(fx.faulty.server, fx.seller);
    expect(onServer.filter((l) => l.title === 'Reloaded TV')).toHaveLength(1);
    expect(onServer.filter((l) => l.title === 'Second reloaded TV')).toHaveLength(1);
    expect(photoSends(fx.faulty.calls)).toHaveLength(1);
    const reloaded = onServer.find((l) => l.title === 'Reloaded TV');
    expect(reloaded?.images).toHaveLength(1);
  });

  it('deletes a listing on the server through the outbox', async () => {
    const sellerId = fx.seller.user._id;
    await createListing(sellerId, { listing: tvListing('Short-lived TV'), images: [] });
    await fx.engine().start();
    await settled(fx.db);
    const created = (await serverListings(fx.faulty.server, fx.seller)).find(
      (l) => l.title === 'Short-lived TV',
    )!;
    await mutate(listingDelete, sellerId, { listingId: created._id });
    expect(await fx.db.listings.get(created._id)).toBeUndefined();
    await settled(fx.db);
    const after = await serverListings(fx.faulty.server, fx.seller);
    expect(after.find((l) => l._id === created._id)).toBeUndefined();
  });
});
