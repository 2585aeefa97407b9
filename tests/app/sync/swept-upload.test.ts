// @vitest-environment node
// Node's fetch, FormData and Blob, as the real server in process expects them.
/**
 * A draft's photo uploaded, then the draft left for more than a day: the server sweeps uploads no
 * listing shows, so the phone sends the photo again before the listing instead of naming a file
 * the server no longer has (which it refuses with a 422).
 */
import { describe, expect, it } from 'vitest';
import { UNATTACHED_UPLOAD_TTL_MS } from '@/domain';
import { createListing } from '@/app/sync/listing-writes';
import { createFileStore } from '@/server/files/create-store';
import { sweepUnattachedUploads } from '@/server/files/sweep';
import { tvListing, syncFixture } from './sync-fixture';
import { photoSends, serverListings, settled } from './sync-harness';

const fx = syncFixture('263771000041');

describe('a photo uploaded for a draft left more than a day', () => {
  it('is uploaded again before the listing, so the listing is created with it', async () => {
    const { server } = fx.faulty;
    const photoId = await fx.storedPhoto();
    await fx.engine().start();
    await settled(fx.db);
    const first = (await fx.db.photos.get(photoId))?.serverId;
    expect(first).toBeDefined();
    fx.stopEngines();

    // A day and a bit later: the server's hourly sweep removes the unattached upload, and the
    // phone's record of the upload is as old.
    const later = new Date(Date.now() + UNATTACHED_UPLOAD_TTL_MS + 60 * 60 * 1000);
    const swept = await sweepUnattachedUploads(
      server.db,
      createFileStore(server.env, server.filesDir),
      later,
    );
    expect(swept).toContain(first);
    await fx.db.photos.update(photoId, {
      uploadedAt: new Date(Date.now() - UNATTACHED_UPLOAD_TTL_MS).toISOString(),
    });

    const sellerId = fx.seller.user._id;
    await createListing(sellerId, {
      listing: tvListing('TV from an old draft'),
      images: [photoId],
    });
    fx.faulty.calls = [];
    await fx.engine().start();
    await settled(fx.db);

    expect(await fx.db.outbox.count()).toBe(0);
    const created = (await serverListings(server, fx.seller)).find(
      (l) => l.title === 'TV from an old draft',
    );
    expect(created?.images).toHaveLength(1);
    expect(created?.images[0]).not.toBe(first);
    expect(fx.faulty.calls.map((c) => `${c.method} ${c.path}`)).toEqual([
      'POST /api/files/upload',
      'POST /api/listings',
    ]);
    expect((await server.request(`/api/files/${created!.images[0]}`)).status).toBe(200);
  });

  it('keeps the id of an upload made today', async () => {
    const photoId = await fx.storedPhoto();
    await createListing(fx.seller.user._id, {
      listing: tvListing('TV from a fresh draft'),
      images: [photoId],
    });
    await fx.engine().start();
    await settled(fx.db);
    // Sent once, in one slice, by its own item; the listing names it as it is.
    expect(photoSends(fx.faulty.calls).map((c) => c.method)).toEqual(['PATCH']);
  });
});
