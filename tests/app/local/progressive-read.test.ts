/**
 * My Listings' progressive read: the store read a slice at a time, newest first, gives exactly
 * the rows and the order of one full read (ties on the creation time included, even a moment
 * shared by more listings than a slice holds), and the reader behind the screen hands over each
 * slice, then keeps up with changes without ever showing fewer rows than it showed.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { dbFor, type LocalListing } from '@/app/local/db';
import { countListings, readListingSlices } from '@/app/local/listing-chunks';
import { ListingsReader, PUBLISH_SLICES, type SellerListings } from '@/app/local/listings-reader';
import { readAllListings } from '@/app/local/seller-listings';

const SELLER = 'seller-slices';
const db = dbFor(SELLER);

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function listing(id: string, createdAt: string, fields: Partial<LocalListing> = {}): LocalListing {
  return {
    _id: id,
    sellerId: SELLER,
    title: `Listing ${id}`,
    type: 'furniture',
    features: [],
    images: [],
    views: 0,
    createdAt,
    syncState: 'synced',
    ...fields,
  };
}

/** `count` listings over few moments: many share their creation time, some moments many times. */
function crowded(count: number, seed: number): LocalListing[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, i) => {
    // One moment in five is shared by about ten listings; moment 7 by a few dozen.
    const moment = next() < 0.1 ? 7 : Math.floor(next() * (count / 5));
    const at = new Date(Date.UTC(2025, 0, 1) + moment * 60_000).toISOString();
    return listing(`id-${Math.floor(next() * 1e9).toString(36)}-${i}`, at);
  });
}

async function sliced(sizes: number[]): Promise<LocalListing[][]> {
  const slices: LocalListing[][] = [];
  for await (const slice of readListingSlices(SELLER, sizes)) slices.push(slice.rows);
  return slices;
}

beforeEach(async () => {
  await Promise.all(db.tables.map((table) => table.clear()));
  // Another seller's listing on the same phone is never read.
  await dbFor('seller-other').listings.put({ ...listing('other', '2025-02-01'), sellerId: 'x' });
});

describe('reading the store in slices', () => {
  it('gives the rows of one full read, in its order, whatever the slice sizes', async () => {
    for (const seed of [1, 2, 3]) {
      await db.listings.clear();
      await db.listings.bulkPut(crowded(400, seed));
      const all = (await readAllListings(SELLER)).map((row) => row._id);
      expect(all).toHaveLength(400);
      for (const sizes of [[1], [3, 5, 7], [40, 200, 500], [13], [1000]]) {
        const slices = await sliced(sizes);
        expect(slices.flat().map((row) => row._id)).toEqual(all);
        // Each slice is at most its size, unless it is one moment shared by more listings.
        slices.forEach((rows, i) => {
          const size = sizes[Math.min(i, sizes.length - 1)]!;
          const oneMoment = new Set(rows.map((row) => row.createdAt)).size === 1;
          if (!oneMoment) expect(rows.length).toBeLessThanOrEqual(size);
        });
      }
    }
  });

  it('reads a moment shared by more listings than a slice holds once, whole', async () => {
    const moment = '2025-03-01T00:00:00.000Z';
    await db.listings.bulkPut([
      listing('newer', '2025-04-01T00:00:00.000Z'),
      ...['a', 'b', 'c', 'd', 'e', 'f', 'g'].map((id) => listing(id, moment)),
      listing('older', '2025-01-01T00:00:00.000Z'),
    ]);
    const slices = await sliced([2]);
    expect(slices.map((rows) => rows.map((row) => row._id))).toEqual([
      ['newer'],
      ['g', 'f', 'e', 'd', 'c', 'b', 'a'],
      ['older'],
    ]);
  });

  it('marks the last slice, and gives one empty slice for an empty store', async () => {
    const marks: boolean[] = [];
    for await (const slice of readListingSlices(SELLER, [5])) marks.push(slice.last);
    expect(marks).toEqual([true]);
    await db.listings.bulkPut(crowded(12, 9));
    marks.length = 0;
    for await (const slice of readListingSlices(SELLER, [5])) marks.push(slice.last);
    expect(marks.at(-1)).toBe(true);
    expect(marks.slice(0, -1).every((last) => !last)).toBe(true);
    expect(await countListings(SELLER)).toBe(12);
  });
});

describe('the reader behind My Listings', () => {
  let reader: ListingsReader;
  let seen: SellerListings[];
  let stop: () => void;
  const watch = () => {
    seen = [];
    stop = reader.subscribe((snapshot) => seen.push(snapshot));
  };
  const until = async (done: () => boolean) => {
    for (let i = 0; i < 500 && !done(); i++) await new Promise((r) => setTimeout(r, 5));
    expect(done()).toBe(true);
  };
  const ids = (snapshot: SellerListings | undefined) => snapshot?.listings.map((row) => row._id);

  beforeEach(() => {
    reader = new ListingsReader(SELLER);
  });
  afterEach(() => stop?.());

  it('hands over the newest page, then growing slices, then every listing', async () => {
    await db.listings.bulkPut(crowded(1200, 4));
    const all = (await readAllListings(SELLER)).map((row) => row._id);
    watch();
    await until(() => seen.at(-1)?.complete === true);
    expect(ids(seen.at(-1))).toEqual(all);
    expect(seen.at(-1)?.total).toBe(1200);
    const partial = seen.filter((snapshot) => !snapshot.complete);
    // 40, 200, then 500 at a time: several steps before the end, each the newest listings.
    expect(partial.length).toBeGreaterThanOrEqual(3);
    expect(partial[0]!.listings.length).toBeLessThanOrEqual(40);
    let before = 0;
    for (const snapshot of partial) {
      expect(ids(snapshot)).toEqual(all.slice(0, snapshot.listings.length));
      expect(snapshot.listings.length).toBeGreaterThan(before);
      before = snapshot.listings.length;
    }
    expect(partial.slice(1).every((snapshot) => snapshot.total === 1200)).toBe(true);
  });

  it('hands a table at most two slices of new rows at once, once the rows read have doubled', async () => {
    // Each listing at a moment of its own: every slice after the first two holds 500 rows.
    await db.listings.bulkPut(
      Array.from({ length: 4200 }, (_, i) =>
        listing(`own-${i}`, new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString()),
      ),
    );
    watch();
    await until(() => seen.at(-1)?.complete === true);
    const sizes = seen.map((snapshot) => snapshot.listings.length);
    // About 40, 240, 740 (each doubling), 1740 (doubled), then two slices at a time, then all.
    expect(PUBLISH_SLICES).toBe(2);
    expect(sizes).toHaveLength(7);
    expect(sizes.at(-1)).toBe(4200);
    sizes.slice(1).forEach((size, i) => {
      const added = size - sizes[i]!;
      expect(added).toBeGreaterThan(0);
      // Never more than two slices of 500 (doubling alone would have added 2,000 at once).
      expect(added).toBeLessThanOrEqual(1000);
    });
  });

  it('reads again after a change, showing the last complete read until the new one is complete', async () => {
    await db.listings.bulkPut(crowded(900, 5));
    watch();
    await until(() => seen.at(-1)?.complete === true);
    const count = seen.length;
    await db.listings.put(listing('brand-new', '2030-01-01T00:00:00.000Z'));
    await until(() => seen.at(-1)?.listings.length === 901);
    const after = seen.slice(count);
    // No partial read replaced the complete one: the screen never shrank back to a page.
    expect(after.every((snapshot) => snapshot.complete)).toBe(true);
    expect(ids(seen.at(-1))?.[0]).toBe('brand-new');
    expect(ids(seen.at(-1))).toEqual((await readAllListings(SELLER)).map((row) => row._id));
  });

  it('starts over from the newest page when the store changed while nobody watched', async () => {
    await db.listings.bulkPut(crowded(300, 6));
    watch();
    await until(() => seen.at(-1)?.complete === true);
    stop();
    await db.listings.delete((await readAllListings(SELLER))[0]!._id);
    // What was read is older than the change: it is not offered to the next screen.
    expect(reader.snapshot).toBeUndefined();
    watch();
    await until(() => seen.at(-1)?.complete === true);
    expect(ids(seen.at(-1))).toEqual((await readAllListings(SELLER)).map((row) => row._id));
    expect(seen[0]?.complete).toBe(false);
  });

  it('a change while the first read runs ends in the rows the store holds', async () => {
    await db.listings.bulkPut(crowded(1500, 7));
    watch();
    await until(() => seen.length >= 2);
    await db.listings.bulkPut(crowded(50, 8));
    await until(() => seen.at(-1)?.complete === true && seen.at(-1)?.listings.length === 1550);
    expect(ids(seen.at(-1))).toEqual((await readAllListings(SELLER)).map((row) => row._id));
    // Rows shown never shrank while the reads ran.
    for (let i = 1; i < seen.length; i++) {
      expect(seen[i]!.listings.length).toBeGreaterThanOrEqual(seen[i - 1]!.listings.length);
    }
  });
});
