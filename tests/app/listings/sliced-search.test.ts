/**
 * The search of My Listings over a store read in slices: at every step of the read it shows the
 * matches among the rows read so far (newest first), and once every row is read exactly what
 * today's search of all of them shows (`matchesListingSearch` after the status filter), for
 * every search typed, with or without a status, whenever it was typed.
 */
import { describe, expect, it } from 'vitest';
import { matchesListingSearch } from '@/domain/format';
import type { ListingStatus } from '@/domain/listing-status';
import type { LocalListing } from '@/app/local/db';
import { withStatus } from '@/app/features/listings/row-status';
import { IncrementalSearch, searchListings } from '@/app/features/listings/search-index';

const things = ['House', 'Toyota Corolla', 'Laptop', 'Plumber', 'Sofa', 'Wedding dress', 'Room'];
const cities = ['harare', 'bulawayo', 'mutare', 'victoria_falls', 'gweru'];
const statuses: (ListingStatus | undefined)[] = [undefined, 'active', 'paused', 'sold'];

/** Newest first, as the store reads them: titles, cities, addresses and statuses of all kinds. */
const ALL: LocalListing[] = Array.from({ length: 3000 }, (_, i) => {
  const n = 2999 - i;
  return {
    _id: `l-${n}`,
    sellerId: 's',
    title: `${things[n % things.length]} number ${n}`,
    type: 'furniture',
    features: [],
    images: [],
    views: 0,
    city: cities[n % cities.length],
    address: n % 4 === 0 ? `${n} Samora Machel Avenue` : undefined,
    status: n % 5 === 0 ? 'paused' : n % 7 === 0 ? 'sold' : undefined,
    moderation: n % 97 === 0 ? { state: 'held' } : undefined,
    localOnly: n % 89 === 0 ? true : undefined,
    createdAt: new Date(Date.UTC(2025, 0, 1) + n * 60_000).toISOString(),
    syncState: n % 89 === 0 ? 'failed' : 'synced',
  } as LocalListing;
});

/** Today's search: the status filter, then the spec's case-insensitive substring match. */
const today = (rows: LocalListing[], status: ListingStatus | undefined, query: string) =>
  withStatus(rows, status).filter((row) => matchesListingSearch(row, query));

/** What a seller types: each prefix of each search, then clearing it. */
const typed = ['number 12', 'HOUSE 7', 'corolla', 'Victoria', '  samora ', 'zzz', 'a', '']
  .flatMap((search) => [...search].map((_, i) => search.slice(0, i + 1)).concat(''))
  .concat(['Bulawayo', 'number 29', '']);

/** The rows read so far after each slice: 40, 200, then 500 at a time. */
function readSteps(): LocalListing[][] {
  const steps: LocalListing[][] = [];
  let read: LocalListing[] = [];
  const sizes = [40, 200, 500];
  for (let i = 0; read.length < ALL.length; i++) {
    const size = sizes[Math.min(i, sizes.length - 1)]!;
    read = read.concat(ALL.slice(read.length, read.length + size));
    steps.push(read);
  }
  return steps;
}

describe('searching the rows read so far', () => {
  it('equals today’s search over all rows once every row is read', () => {
    for (const status of statuses) {
      for (const query of typed) {
        expect(searchListings(ALL, status, query)).toEqual(today(ALL, status, query));
      }
    }
    // The searches above are not trivial: some match many, some few, some none.
    expect(today(ALL, undefined, 'number 12').length).toBeGreaterThan(10);
    expect(today(ALL, undefined, 'number 12').length).toBeLessThan(200);
    expect(today(ALL, undefined, 'victoria')).toHaveLength(600);
    expect(today(ALL, undefined, 'zzz')).toHaveLength(0);
    expect(today(ALL, 'paused', 'samora').length).toBeGreaterThan(0);
  });

  it('while loading, shows exactly the matches among the rows read, whatever is typed when', () => {
    const steps = readSteps();
    const next = (() => {
      let seed = 42;
      return () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    })();
    for (const status of statuses) {
      const search = new IncrementalSearch();
      // Slices arrive between keystrokes: interleave them as a seller typing during the read would.
      let step = 0;
      let queryAt = 0;
      while (step < steps.length || queryAt < typed.length) {
        const read = steps[Math.min(step, steps.length - 1)]!;
        const query = typed[Math.min(queryAt, typed.length - 1)]!;
        const shown = search.run(read, status, query);
        expect(shown).toEqual(today(read, status, query));
        if (next() < 0.5 && step < steps.length) step++;
        else if (queryAt < typed.length) queryAt++;
        else step++;
      }
      // The end: every row read, the last search typed.
      expect(search.run(ALL, status, 'number 29')).toEqual(today(ALL, status, 'number 29'));
    }
  });

  it('keeps its answer when a slice adds no match, and extends it when one does', () => {
    const search = new IncrementalSearch();
    const first = search.run(ALL.slice(0, 40), undefined, 'number 2999');
    expect(first.map((row) => row._id)).toEqual(['l-2999']);
    // The next slice holds no "number 2999": the same answer, so the table keeps its rows.
    expect(search.run(ALL.slice(0, 240), undefined, 'number 2999')).toBe(first);
    // A slice holding a single match adds it.
    const one = search.run(ALL.slice(0, 240), undefined, 'number 2700');
    expect(one).toEqual([]);
    expect(search.run(ALL.slice(0, 740), undefined, 'number 2700').map((row) => row._id)).toEqual([
      'l-2700',
    ]);
    const wider = search.run(ALL.slice(0, 240), undefined, 'number 29');
    expect(wider).toEqual(today(ALL.slice(0, 240), undefined, 'number 29'));
    const more = search.run(ALL.slice(0, 740), undefined, 'number 29');
    expect(more.slice(0, wider.length)).toEqual(wider);
    expect(more).toEqual(today(ALL.slice(0, 740), undefined, 'number 29'));
  });

  it('searches again from the start when the rows are a new read, not a longer one', () => {
    const search = new IncrementalSearch();
    search.run(ALL.slice(0, 500), undefined, 'sofa');
    // A re-read after a change: new objects, one title changed.
    const reread = ALL.slice(0, 600).map((row) => ({ ...row }));
    reread[0] = { ...reread[0]!, title: 'Sofa, just renamed' };
    expect(search.run(reread, undefined, 'sofa')).toEqual(today(reread, undefined, 'sofa'));
    expect(search.run(reread, undefined, 'sofa')[0]?.title).toBe('Sofa, just renamed');
  });

  it('gives the rows themselves for an empty search and no status', () => {
    const search = new IncrementalSearch();
    const rows = ALL.slice(0, 240);
    expect(search.run(rows, undefined, '   ')).toBe(rows);
  });
});

describe('searching as the seller types', () => {
  it('keeps the same answer when a keystroke leaves the same rows, and narrows the last one', () => {
    const search = new IncrementalSearch();
    const all = search.run(ALL, undefined, 'numb');
    expect(all).toHaveLength(ALL.length);
    // Every title holds "number": typing on changes nothing, and the table keeps its rows.
    expect(search.run(ALL, undefined, 'numbe')).toBe(all);
    expect(search.run(ALL, undefined, 'number')).toBe(all);
    // Typing on narrows the last answer: the same rows as a search of all of them.
    const narrowed = search.run(ALL, undefined, 'number 12');
    expect(narrowed).toEqual(today(ALL, undefined, 'number 12'));
    expect(search.run(ALL, undefined, 'number 123')).toEqual(today(ALL, undefined, 'number 123'));
    // Deleting back widens from all the rows again.
    expect(search.run(ALL, undefined, 'number 1')).toEqual(today(ALL, undefined, 'number 1'));
    // With a status, the same.
    const paused = search.run(ALL, 'paused', 'sofa');
    expect(search.run(ALL, 'paused', 'sofa ')).toBe(paused);
    expect(search.run(ALL, 'paused', 'sofa number 1')).toEqual(
      today(ALL, 'paused', 'sofa number 1'),
    );
  });
});

it('gives the rows themselves when the search is cleared after one that matched them all', () => {
  const search = new IncrementalSearch();
  search.run(ALL, undefined, 'number');
  expect(search.run(ALL, undefined, '')).toBe(ALL);
});
