/**
 * Outbox drill: a seller creates 50 listings, each with a photo, on a link where 30% of requests
 * never reach the server and 10% of the answers are lost after the server committed. The real
 * server runs in process (in-memory PGlite, real sharp); the app's own outbox and sync engine run
 * on fake-indexeddb. Prints what the server holds (target: exactly 50 listings and 50 files, no
 * duplicate, nothing lost) and how long the outbox took to drain.
 *
 * Run: npx tsx tests/bench/outbox-drill.bench.ts
 */
import 'fake-indexeddb/auto';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { createTestServer } from '../server/helpers';
import { files, listings } from '@/server/db/schema';
import { dbFor } from '@/app/local/db';
import { addPhoto } from '@/app/local/photos-repo';
import { createListing } from '@/app/sync/listing-writes';
import { SyncEngine } from '@/app/sync/engine';
import { mutate } from '@/app/sync/mutate';
import { photoUpload } from '@/app/sync/mutators/photo-upload';

const LISTINGS = 50;
const FAIL_BEFORE = 0.3;
const LOSE_AFTER = 0.1;
/** Backoff is shortened for the drill; the shape (exponential, jittered, capped) is the app's. */
const RETRY_BASE_MS = 20;
const RETRY_MAX_MS = 400;

let seed = 42;
/** Deterministic, so two runs face the same faults. */
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
}

const server = await createTestServer();
const seller = await server.signInAs('263773000001');
const stats = { requests: 0, failedBefore: 0, lostAfter: 0 };

const faultyFetch = (async (input: RequestInfo | URL, init?: RequestInit) => {
  stats.requests += 1;
  if (random() < FAIL_BEFORE) {
    stats.failedBefore += 1;
    throw new TypeError('fetch failed');
  }
  const bindings = { incoming: { socket: { remoteAddress: '127.0.0.1' } } };
  const response = await server.app.request(String(input), init, bindings);
  if (random() < LOSE_AFTER) {
    stats.lostAfter += 1;
    await response.arrayBuffer();
    throw new TypeError('fetch failed');
  }
  return response;
}) as typeof fetch;

const jpeg = async (i: number) =>
  new Blob(
    [
      new Uint8Array(
        await sharp({
          create: {
            width: 1280,
            height: 960,
            channels: 3,
            background: { r: (i * 37) % 255, g: (i * 91) % 255, b: 120 },
          },
        })
          .jpeg({ quality: 80 })
          .toBuffer(),
      ),
    ],
    { type: 'image/jpeg' },
  );

const sellerId = seller.user._id;
const db = dbFor(sellerId);
for (let i = 0; i < LISTINGS; i += 1) {
  const photoId = await addPhoto(sellerId, `draft-${i}`, {
    name: `photo-${i}.jpg`,
    type: 'image/jpeg',
    size: 1,
  });
  await mutate(photoUpload, sellerId, { photoId: photoId, blob: await jpeg(i) });
  await createListing(sellerId, {
    listing: {
      type: 'electronics',
      subType: 'phone',
      electronicBrand: 'samsung',
      title: `Drill listing ${i + 1}`,
      description: 'Written on a failing link.',
      price: { type: 'fixed', amount: 100 + i },
      city: 'harare',
    },
    images: [photoId],
  });
}

const engine = new SyncEngine({
  getSession: () => ({ sellerId, token: seller.token }),
  base: 'http://localhost/api',
  fetchImpl: faultyFetch,
  retryBaseMs: RETRY_BASE_MS,
  retryMaxMs: RETRY_MAX_MS,
  requestTimeoutMs: 10_000,
  random,
});

const started = performance.now();
await engine.start();
for (;;) {
  const open = await db.outbox.where('status').notEqual('failed').count();
  if (open === 0) break;
  await new Promise((resolve) => setTimeout(resolve, 20));
}
const drainMs = performance.now() - started;
engine.stop();

const failedItems = await db.outbox.where('status').equals('failed').count();
const [listingRows] = await server.db.select({ n: count() }).from(listings);
const [fileRows] = await server.db.select({ n: count() }).from(files);
const onServer = (await (
  await server.request('/api/listings', { token: seller.token })
).json()) as Array<{ title: string; images: string[] }>;
const titles = new Set(onServer.map((l) => l.title));
const withPhoto = onServer.filter((l) => l.images.length === 1).length;
const localSynced = await db.listings.where('syncState').equals('synced').count();

console.log(`outbox drill: ${LISTINGS} listings with one photo each`);
console.log(
  `  link: ${FAIL_BEFORE * 100}% of requests fail, ${LOSE_AFTER * 100}% of answers lost after commit`,
);
console.log(
  `  requests sent: ${stats.requests} (failed before the server: ${stats.failedBefore}, answers lost: ${stats.lostAfter})`,
);
console.log(`  server holds: ${listingRows?.n} listings, ${fileRows?.n} files`);
console.log(`  distinct titles: ${titles.size}, listings with their photo: ${withPhoto}`);
console.log(`  failed items left: ${failedItems}, local listings synced: ${localSynced}`);
console.log(
  `  drain time: ${(drainMs / 1000).toFixed(2)} s (backoff base ${RETRY_BASE_MS} ms, cap ${RETRY_MAX_MS} ms)`,
);
const ok =
  listingRows?.n === LISTINGS &&
  fileRows?.n === LISTINGS &&
  titles.size === LISTINGS &&
  withPhoto === LISTINGS;
console.log(`  result: ${ok ? 'exactly 50, no duplicate, nothing lost' : 'MISMATCH'}`);
await server.close();
process.exit(0);
