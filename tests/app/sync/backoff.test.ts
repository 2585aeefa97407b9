// @vitest-environment node
// Node's fetch, FormData and Blob, as the real server in process expects them.
import { describe, expect, it } from 'vitest';
import { apiRequest } from '@/app/api/client';
import { createListing } from '@/app/sync/listing-writes';
import type { SyncEngine } from '@/app/sync/engine';
import { tvListing, syncFixture } from './sync-fixture';
import { API, serverListings, settled, waitUntil } from './sync-harness';

const fx = syncFixture('263771000009');

/** An engine whose backoff, left alone, would wait a minute: only a reset makes it go sooner. */
function slowEngine(linkDropGraceMs = 100): SyncEngine {
  return fx.engine({
    retryBaseMs: 60_000,
    retryMaxMs: 60_000,
    requestTimeoutMs: 60_000,
    linkDropGraceMs,
  });
}

describe('waiting on a bad link', () => {
  it("keeps a listing over a limit waiting until the server's Retry-After, then sends it", async () => {
    fx.faulty.fault = (_call, index) =>
      index === 0 ? { before: 'status', status: 429, retryAfter: '1' } : { before: 'pass' };
    const { itemId } = await createListing(fx.seller.user._id, {
      listing: tvListing('Limited TV'),
      images: [],
    });
    const engine = fx.engine({ retryBaseMs: 5, retryMaxMs: 20 });
    const outcome = engine.waitFor(itemId, 5_000);
    await engine.start();

    // Told at once that it waits, and until when: not failed.
    const waiting = await outcome;
    expect(waiting).toMatchObject({ state: 'waiting', failure: { code: 'rate-limited' } });
    const item = await fx.db.outbox.where('id').equals(itemId).first();
    expect(item?.status).toBe('pending');
    expect(item?.nextAttemptAt).toBeGreaterThanOrEqual(fx.faulty.times[0]! + 900);

    await settled(fx.db);
    expect(fx.faulty.calls).toHaveLength(2);
    // The 5 ms backoff would have tried again at once: the server's word was kept.
    expect(fx.faulty.times[1]! - fx.faulty.times[0]!).toBeGreaterThanOrEqual(900);
    const onServer = await serverListings(fx.faulty.server, fx.seller);
    expect(onServer.filter((l) => l.title === 'Limited TV')).toHaveLength(1);
  });

  it('forgets the backoff as soon as any request gets an answer', async () => {
    fx.faulty.fault = (_call, index) => (index === 0 ? { before: 'fail' } : { before: 'pass' });
    await createListing(fx.seller.user._id, { listing: tvListing('Link back TV'), images: [] });
    const engine = slowEngine();
    await engine.start();
    await waitUntil(async () => engine.getStatus().state === 'offline');
    expect(engine.getStatus().nextAttemptAt).toBeGreaterThan(Date.now() + 20_000);

    // Another part of the app (a pull) reaches the server: the link works again.
    await apiRequest('/listings', {
      base: API,
      fetchImpl: fx.faulty.fetch,
      token: fx.seller.token,
    });
    await settled(fx.db, 3_000);
    const onServer = await serverListings(fx.faulty.server, fx.seller);
    expect(onServer.filter((l) => l.title === 'Link back TV')).toHaveLength(1);
  });

  it('tries an upload cut off by the link going down again as soon as the link returns', async () => {
    const photoId = await fx.storedPhoto('draft-cut');
    fx.faulty.fault = (_call, index) => (index === 0 ? { before: 'hang' } : { before: 'pass' });
    const engine = slowEngine();
    void engine.start();
    await waitUntil(async () => fx.faulty.calls.length === 1);

    engine.linkDown();
    await waitUntil(async () => engine.getStatus().state === 'offline');
    const [item] = await fx.db.outbox.toArray();
    expect(item).toMatchObject({ status: 'pending', failure: { code: 'offline' } });
    expect((await fx.db.photos.get(photoId))?.status).toBe('queued');

    // The `online` event: sent now, not after the minute the backoff asked for.
    await engine.syncNow();
    await settled(fx.db, 3_000);
    // The second try asks the server where the upload stands (it holds nothing), then sends.
    const upload = fx.faulty.calls[0]!.path;
    expect(upload).toMatch(/^\/api\/files\/uploads\//);
    expect(fx.faulty.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      `PATCH ${upload}`,
      `GET ${upload}`,
      `PATCH ${upload}`,
    ]);
    expect((await fx.db.photos.get(photoId))?.serverId).toBeTruthy();
  });

  it('leaves an upload in flight alone through a drop that ends within the grace', async () => {
    await fx.storedPhoto('draft-drop');
    fx.faulty.fault = () => ({ before: 'hang' });
    const engine = slowEngine(300);
    void engine.start();
    await waitUntil(async () => fx.faulty.calls.length === 1);

    // Offline for a moment, then online again (the `online` event runs syncNow, which waits for
    // the pass in flight).
    engine.linkDown();
    await new Promise((resolve) => setTimeout(resolve, 100));
    void engine.syncNow();
    await new Promise((resolve) => setTimeout(resolve, 600));
    // Still the first try, still running: nothing was cut, nothing sent twice.
    expect(fx.faulty.calls).toHaveLength(1);
    expect((await fx.db.outbox.toArray())[0]?.status).toBe('running');
    expect(engine.getStatus().state).toBe('syncing');

    // A drop that outlasts the grace cuts it, and the item waits for the link.
    engine.linkDown();
    await waitUntil(async () => engine.getStatus().state === 'offline');
    expect((await fx.db.outbox.toArray())[0]).toMatchObject({
      status: 'pending',
      failure: { code: 'offline' },
    });
    engine.stop();
  });
});
