// @vitest-environment node
// Node's fetch, as the real server in process expects it.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { dbFor, type SellerDb } from '@/app/local/db';
import { setListingStatus } from '@/app/local/listing-status-repo';
import { createListing } from '@/app/local/writes';
import type { SyncEngine } from '@/app/sync/engine';
import type { SignedIn } from '../../server/helpers';
import {
  makeEngine,
  serverListings,
  settled,
  startFaultyServer,
  waitUntil,
  type FaultyServer,
} from './sync-harness';

let faulty: FaultyServer;
let seller: SignedIn;
let db: SellerDb;
let engine: SyncEngine | null = null;

const listing = {
  type: 'electronics',
  subType: 'tv',
  title: 'Hisense TV',
  description: 'A 43 inch smart TV, barely used.',
  price: { type: 'fixed' as const, amount: 250 },
  city: 'harare',
};

function startEngine(): Promise<void> {
  engine = makeEngine(faulty, () => ({ sellerId: seller.user._id, token: seller.token }));
  return engine.start();
}

beforeAll(async () => {
  faulty = await startFaultyServer();
  seller = await faulty.server.signInAs('263771000077');
  db = dbFor(seller.user._id);
});
afterAll(() => faulty.server.close());
afterEach(() => engine?.stop());

describe('listing status through the outbox', () => {
  it('marks a listing made offline as sold: the create goes first, then one status change', async () => {
    const sellerId = seller.user._id;
    const { listingId } = await createListing(sellerId, { listing, images: [] });
    await setListingStatus(sellerId, listingId, 'paused');
    await setListingStatus(sellerId, listingId, 'sold');
    // Shown at once, waiting; the second change replaced the first.
    expect(await db.listings.get(listingId)).toMatchObject({
      status: 'sold',
      syncState: 'pending',
    });
    expect((await db.outbox.toArray()).map((item) => item.kind)).toEqual([
      'listing.create',
      'listing.status',
    ]);

    await startEngine();
    await settled(db);
    const [onServer] = await serverListings(faulty.server, seller);
    expect(onServer).toMatchObject({ title: 'Hisense TV', status: 'sold' });
    const statusCalls = faulty.calls.filter((call) => call.path.endsWith('/status'));
    expect(statusCalls).toEqual([
      expect.objectContaining({ method: 'POST', path: `/api/listings/${onServer!._id}/status` }),
    ]);
    expect(await db.listings.get(onServer!._id)).toMatchObject({
      status: 'sold',
      syncState: 'synced',
    });
    expect(await db.outbox.count()).toBe(0);
  });

  it('keeps a status change waiting while the server cannot be reached, and sends it after', async () => {
    const sellerId = seller.user._id;
    const [onServer] = await serverListings(faulty.server, seller);
    faulty.calls = [];
    faulty.fault = () => ({ before: 'fail' });
    await setListingStatus(sellerId, onServer!._id, 'active');
    await startEngine();
    // The engine tried, and got no answer.
    await waitUntil(async () => faulty.calls.some((call) => call.path.endsWith('/status')));
    expect(await db.outbox.count()).toBe(1);
    expect((await serverListings(faulty.server, seller))[0]).toMatchObject({ status: 'sold' });
    engine!.stop();

    faulty.fault = () => ({ before: 'pass' });
    await startEngine();
    await settled(db);
    expect((await serverListings(faulty.server, seller))[0]).toMatchObject({ status: 'active' });
  });
});
