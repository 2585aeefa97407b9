/**
 * The seed's building blocks: stable ids, a fixed pseudo-random sequence, moments relative to
 * `now`, and the demo photos drawn and stored as uploads are.
 */
import { createHash } from 'node:crypto';
import { labelFor } from '@/domain';
import type { FileStore } from '@/server/files/store';
import { SEED_LISTINGS } from './listings';
import { drawListingPhoto } from './photos';

export const DAY_MS = 24 * 60 * 60 * 1000;
export const HOUR_MS = 60 * 60 * 1000;

/** A stable UUID-shaped id from a name, so every run gives the same ids. */
export function seedId(name: string): string {
  const hex = createHash('sha1').update(`marketplace-seed:${name}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export const seedListingId = (key: string) => seedId(`listing:${key}`);

/** mulberry32: a small, fast, seeded pseudo-random sequence. */
export function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A moment `daysAgo` days before `now`, on the same calendar day in UTC and in Zimbabwe (UTC+2),
 * so daily charts count it on the intended day whichever zone they use.
 */
export function momentOn(now: Date, daysAgo: number, fraction: number): Date {
  const sinceUtcMidnight = now.getTime() % DAY_MS;
  const sinceCatMidnight = (now.getTime() + 2 * HOUR_MS) % DAY_MS;
  const window = Math.max(1, Math.min(sinceUtcMidnight, sinceCatMidnight, 10 * HOUR_MS));
  return new Date(now.getTime() - daysAgo * DAY_MS - Math.floor(fraction * window));
}

export interface StoredPhoto {
  id: string;
  width: number;
  height: number;
  main: Buffer;
}

/** How many photos are drawn and encoded at once: sharp works off the event loop. */
const PHOTO_CONCURRENCY = 3;

/** Draws every listing's photos and stores them as uploads are stored, a few at a time. */
export async function drawPhotos(
  store: FileStore,
  mode: 'all' | 'first' | 'none',
): Promise<Map<string, StoredPhoto[]>> {
  const jobs = SEED_LISTINGS.flatMap((listing) => {
    const count = mode === 'none' ? 0 : mode === 'first' ? 1 : (listing.photos ?? 1);
    return Array.from({ length: count }, (_, variant) => ({ listing, variant }));
  });
  const done = new Map<string, StoredPhoto[]>();
  const results: { key: string; variant: number; photo: StoredPhoto }[] = [];
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { listing, variant } = jobs[next++]!;
      const id = seedId(`file:${listing.key}:${variant}`);
      const image = await drawListingPhoto({
        type: listing.type,
        title: listing.title,
        label: labelFor('type', listing.type),
        variant,
      });
      await store.put(id, { original: image.main, thumbnail: image.thumbnail });
      results.push({
        key: listing.key,
        variant,
        photo: { id, width: image.width, height: image.height, main: image.main },
      });
    }
  };
  await Promise.all(Array.from({ length: PHOTO_CONCURRENCY }, worker));
  results.sort((a, b) => a.variant - b.variant);
  for (const { key, photo } of results) done.set(key, [...(done.get(key) ?? []), photo]);
  return done;
}
