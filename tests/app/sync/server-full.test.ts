// @vitest-environment node
// Node's fetch, Blob and streams, as the real server in process expects them.
/**
 * The server's photo store is full (507): the outbox keeps the photo on the phone, says so once
 * with when it will be sent again, does not ask again every minute (nor when other requests get
 * through), and sends it when the seller taps Retry or Sync now, the listing after it.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import * as nodeFs from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STORAGE_FULL_MESSAGE } from '@/domain';
import { createListing } from '@/app/sync/listing-writes';
import { retryItem } from '@/app/local/outbox-repo';
import { SERVER_FULL_WAIT_MS } from '@/app/sync/failure';
import { waitingText } from '@/app/sync/ui/outbox-copy';
import { DiskFileStore, type DiskFs } from '@/server/files/disk-store';
import { tvListing, syncFixture } from './sync-fixture';
import { serverListings, settled, waitUntil } from './sync-harness';

const dir = mkdtempSync(join(tmpdir(), 'outbox-full-disk-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const disk = { full: true };
const fs: DiskFs = {
  ...nodeFs,
  writeFile: (async (path: string, data: Buffer) => {
    if (disk.full)
      throw Object.assign(new Error(`ENOSPC: injected, write '${path}'`), { code: 'ENOSPC' });
    return nodeFs.writeFile(path, data);
  }) as DiskFs['writeFile'],
};
const fx = syncFixture('263771000508', {
  server: { deps: { files: new DiskFileStore(dir, fs) } },
});

const photoSends = () => fx.faulty.calls.filter((call) => call.method === 'PATCH');

describe('a photo the server has no space for', () => {
  it('waits on the phone with the message, then goes when the seller taps Retry', async () => {
    disk.full = true;
    const sellerId = fx.seller.user._id;
    const photoId = await fx.storedPhoto();
    await createListing(sellerId, { listing: tvListing('TV on a full server'), images: [photoId] });
    const now = Date.now();
    const engine = fx.engine();
    await engine.start();
    const photoItem = async () =>
      (await fx.db.outbox.toArray()).find((item) => item.kind === 'photo.upload');
    await waitUntil(async () => (await photoItem())?.failure?.code === 'server-full');

    const item = (await photoItem())!;
    expect(item.status).toBe('pending');
    expect(item.failure).toMatchObject({ code: 'server-full', status: 507 });
    expect(item.failure?.reason).toBe(STORAGE_FULL_MESSAGE);
    expect(item.nextAttemptAt).toBeGreaterThanOrEqual(now + SERVER_FULL_WAIT_MS);
    expect(waitingText(item.failure, item.nextAttemptAt)).toMatch(
      new RegExp(
        `^${STORAGE_FULL_MESSAGE.replace(/[.;]/g, '\\$&')} It will be sent again by itself at \\d{1,2}:\\d{2} [AP]M\\.$`,
      ),
    );
    // The photo is still on the phone, and the listing waits behind it.
    expect(await fx.db.photos.get(photoId)).toBeDefined();
    expect((await serverListings(fx.faulty.server, fx.seller)).map((l) => l.title)).not.toContain(
      'TV on a full server',
    );

    // Other requests getting through (the link is fine) do not send it again, nor does time
    // at the engine's usual backoff (a few ms in these tests).
    const sends = photoSends().length;
    await engine.syncNow();
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(photoSends()).toHaveLength(sends);

    // Space returns; the seller taps Retry on the notice (or Sync now).
    disk.full = false;
    await retryItem(sellerId, item.id);
    await settled(fx.db);
    const created = (await serverListings(fx.faulty.server, fx.seller)).find(
      (l) => l.title === 'TV on a full server',
    );
    expect(created?.images).toHaveLength(1);
  });

  it('is sent again by Sync now tapped by the seller', async () => {
    disk.full = true;
    const sellerId = fx.seller.user._id;
    const photoId = await fx.storedPhoto('draft-two');
    await createListing(sellerId, { listing: tvListing('Second TV'), images: [photoId] });
    const engine = fx.engine();
    await engine.start();
    await waitUntil(async () =>
      (await fx.db.outbox.toArray()).some((item) => item.failure?.code === 'server-full'),
    );
    disk.full = false;
    await engine.syncNow(true);
    await settled(fx.db);
    const titles = (await serverListings(fx.faulty.server, fx.seller)).map((l) => l.title);
    expect(titles).toContain('Second TV');
  });
});
