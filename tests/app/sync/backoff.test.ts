// @vitest-environment node
// Node's fetch, FormData and Blob, as the real server in process expects them.
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { apiRequest } from '@/app/api/client';
import { dbFor, type SellerDb } from '@/app/local/db';
import { addPhoto, storeCompressed } from '@/app/local/photos-repo';
import { createListing } from '@/app/local/writes';
import type { SyncEngine } from '@/app/sync/engine';
import type { SignedIn } from '../../server/helpers';
import {
  API,
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
let db: SellerDb;
let engines: SyncEngine[] = [];

const listing = (title: string) => ({
  type: 'electronics',
  subType: 'tv',
  title,
  description: 'A 43 inch smart TV, barely used.',
  price: { type: 'fixed' as const, amount: 250 },
  city: 'harare',
});

/** An engine whose backoff, left alone, would wait a minute: only a reset makes it go sooner. */
function slowEngine(): SyncEngine {
  const engine = makeEngine(faulty, () => ({ sellerId: seller.user._id, token: seller.token }), {
    retryBaseMs: 60_000,
    retryMaxMs: 60_000,
    requestTimeoutMs: 60_000,
  });
  engines.push(engine);
  return engine;
}

beforeAll(async () => {
  faulty = await startFaultyServer();
  seller = await faulty.server.signInAs('263771000009');
  db = dbFor(seller.user._id);
});

afterAll(async () => {
  await faulty.server.close();
});

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  faulty.calls = [];
  faulty.times = [];
  faulty.fault = () => ({ before: 'pass' });
});

afterEach(() => {
  engines.forEach((engine) => engine.stop());
  engines = [];
});

describe('waiting on a bad link', () => {
  it("keeps a listing over a limit waiting until the server's Retry-After, then sends it", async () => {
    faulty.fault = (_call, index) =>
      index === 0 ? { before: 'status', status: 429, retryAfter: '1' } : { before: 'pass' };
    const { itemId } = await createListing(seller.user._id, {
      listing: listing('Limited TV'),
      images: [],
    });
    const engine = makeEngine(faulty, () => ({ sellerId: seller.user._id, token: seller.token }), {
      retryBaseMs: 5,
      retryMaxMs: 20,
    });
    engines.push(engine);
    const outcome = engine.waitFor(itemId, 5_000);
    await engine.start();

    // Told at once that it waits, and until when: not failed.
    const waiting = await outcome;
    expect(waiting).toMatchObject({ state: 'waiting', failure: { code: 'rate-limited' } });
    const item = await db.outbox.where('id').equals(itemId).first();
    expect(item?.status).toBe('pending');
    expect(item?.nextAttemptAt).toBeGreaterThanOrEqual(faulty.times[0]! + 900);

    await settled(db);
    expect(faulty.calls).toHaveLength(2);
    // The 5 ms backoff would have tried again at once: the server's word was kept.
    expect(faulty.times[1]! - faulty.times[0]!).toBeGreaterThanOrEqual(900);
    const onServer = await serverListings(faulty.server, seller);
    expect(onServer.filter((l) => l.title === 'Limited TV')).toHaveLength(1);
  });

  it('forgets the backoff as soon as any request gets an answer', async () => {
    faulty.fault = (_call, index) => (index === 0 ? { before: 'fail' } : { before: 'pass' });
    await createListing(seller.user._id, { listing: listing('Link back TV'), images: [] });
    const engine = slowEngine();
    await engine.start();
    await waitUntil(async () => engine.getStatus().state === 'offline');
    expect(engine.getStatus().nextAttemptAt).toBeGreaterThan(Date.now() + 20_000);

    // Another part of the app (a pull) reaches the server: the link works again.
    await apiRequest('/listings', { base: API, fetchImpl: faulty.fetch, token: seller.token });
    await settled(db, 3_000);
    const onServer = await serverListings(faulty.server, seller);
    expect(onServer.filter((l) => l.title === 'Link back TV')).toHaveLength(1);
  });

  it('tries an upload cut off by the link going down again as soon as the link returns', async () => {
    const photoId = await addPhoto(seller.user._id, 'draft-cut', {
      name: 'tv.jpg',
      type: 'image/jpeg',
      size: 1,
    });
    await storeCompressed(seller.user._id, photoId, await sampleJpeg());
    faulty.fault = (_call, index) => (index === 0 ? { before: 'hang' } : { before: 'pass' });
    const engine = slowEngine();
    void engine.start();
    await waitUntil(async () => faulty.calls.length === 1);

    engine.linkDown();
    await waitUntil(async () => engine.getStatus().state === 'offline');
    const [item] = await db.outbox.toArray();
    expect(item).toMatchObject({ status: 'pending', failure: { code: 'offline' } });
    expect((await db.photos.get(photoId))?.status).toBe('queued');

    // The `online` event: sent now, not after the minute the backoff asked for.
    await engine.syncNow();
    await settled(db, 3_000);
    expect(faulty.calls.map((c) => c.path)).toEqual(['/api/files/upload', '/api/files/upload']);
    expect((await db.photos.get(photoId))?.serverId).toBeTruthy();
  });
});
