// @vitest-environment node
// Node's fetch, as the real server in process expects it.
import { describe, expect, it } from 'vitest';
import { createListing } from '@/app/sync/listing-writes';
import type { SyncEngine } from '@/app/sync/engine';
import { syncFixture, tvListing } from './sync-fixture';
import { serverListings, settled, waitUntil } from './sync-harness';
import { mutate } from '@/app/sync/mutate';
import { listingStatus } from '@/app/sync/mutators/listing-status';

// The second test goes on from where the first left the listing.
const fx = syncFixture('263771000077', { freshEachTest: false });
let engine: SyncEngine | null = null;

function startEngine(): Promise<void> {
  engine = fx.engine();
  return engine.start();
}

describe('listing status through the outbox', () => {
  it('marks a listing made offline as sold: the create goes first, then one status change', async () => {
    const sellerId = fx.seller.user._id;
    const { listingId } = await createListing(sellerId, {
      listing: tvListing('Hisense TV'),
      images: [],
    });
    await mutate(listingStatus, sellerId, { listingId: listingId, status: 'paused' });
    await mutate(listingStatus, sellerId, { listingId: listingId, status: 'sold' });
    // Shown at once, waiting; the second change replaced the first.
    expect(await fx.db.listings.get(listingId)).toMatchObject({
      status: 'sold',
      syncState: 'pending',
    });
    expect((await fx.db.outbox.toArray()).map((item) => item.kind)).toEqual([
      'listing.create',
      'listing.status',
    ]);

    await startEngine();
    await settled(fx.db);
    const [onServer] = await serverListings(fx.faulty.server, fx.seller);
    expect(onServer).toMatchObject({ title: 'Hisense TV', status: 'sold' });
    const statusCalls = fx.faulty.calls.filter((call) => call.path.endsWith('/status'));
    expect(statusCalls).toEqual([
      expect.objectContaining({ method: 'POST', path: `/api/listings/${onServer!._id}/status` }),
    ]);
    expect(await fx.db.listings.get(onServer!._id)).toMatchObject({
      status: 'sold',
      syncState: 'synced',
    });
    expect(await fx.db.outbox.count()).toBe(0);
  });

  it('keeps a status change waiting while the server cannot be reached, and sends it after', async () => {
    const sellerId = fx.seller.user._id;
    const [onServer] = await serverListings(fx.faulty.server, fx.seller);
    fx.faulty.calls = [];
    fx.faulty.fault = () => ({ before: 'fail' });
    await mutate(listingStatus, sellerId, { listingId: onServer!._id, status: 'active' });
    await startEngine();
    // The engine tried, and got no answer.
    await waitUntil(async () => fx.faulty.calls.some((call) => call.path.endsWith('/status')));
    expect(await fx.db.outbox.count()).toBe(1);
    expect((await serverListings(fx.faulty.server, fx.seller))[0]).toMatchObject({
      status: 'sold',
    });
    engine!.stop();

    fx.faulty.fault = () => ({ before: 'pass' });
    await startEngine();
    await settled(fx.db);
    expect((await serverListings(fx.faulty.server, fx.seller))[0]).toMatchObject({
      status: 'active',
    });
  });
});
