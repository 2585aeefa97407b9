/**
 * The seller table's search (spec: case-insensitive substring of title, city or address), made
 * cheap enough for every keystroke over ten thousand listings: each listing's lowercase search key
 * is built once per stored row and kept beside it, and while the store is still being read the
 * search runs over the rows read so far, extending its matches as more rows arrive instead of
 * searching every row again. Once every row is read the matches are exactly those of
 * `matchesListingSearch` over all of them, in the same order.
 */
import { listingSearchText, matchesListingSearch, normalizeListingSearch } from '@/domain/format';
import type { ListingStatus } from '@/domain/listing-status';
import type { LocalListing } from '@/app/local/db';
import { withStatus } from './row-status';

/** Each stored row's lowercase search text (title, city, address), built the first time it is needed. */
const keys = new WeakMap<LocalListing, string>();

export function searchKeyOf(listing: LocalListing): string {
  let key = keys.get(listing);
  if (key === undefined) {
    key = listingSearchText(listing);
    keys.set(listing, key);
  }
  return key;
}

/** Matches of an already normalised search among `rows`, in their order. */
function matching(rows: readonly LocalListing[], search: string): LocalListing[] {
  // The search holds no line break (a search box strips them): one substring test per row.
  if (search.includes('\n')) return rows.filter((row) => matchesListingSearch(row, search));
  return rows.filter((row) => searchKeyOf(row).includes(search));
}

/**
 * The rows the status filter and the search show, in one full pass: the reference the
 * incremental search must equal. An empty search and no status give `rows` itself.
 */
export function searchListings(
  rows: LocalListing[],
  status: ListingStatus | undefined,
  query: string,
): LocalListing[] {
  const search = normalizeListingSearch(query);
  const filtered = withStatus(rows, status);
  return search ? matching(filtered, search) : filtered;
}

/** True when `before` is `after`'s beginning, row for row (the same stored objects). */
function startsWith(after: readonly LocalListing[], before: readonly LocalListing[]): boolean {
  if (before.length > after.length) return false;
  for (let i = 0; i < before.length; i++) if (after[i] !== before[i]) return false;
  return true;
}

/** True when `a` and `b` hold the same rows in the same order. */
function sameRows(a: readonly LocalListing[], b: readonly LocalListing[]): boolean {
  return a.length === b.length && startsWith(a, b);
}

/**
 * `searchListings`, remembering its last answer:
 *
 * - when the rows grew by a slice (the rows before are the same objects in the same order) and
 *   the search and status are unchanged, only the new rows are searched and their matches
 *   appended;
 * - when the seller typed on (the new search holds the last one), only the last answer is
 *   searched: a row that holds the new search holds the last one too;
 * - whenever the answer holds the same rows as the last one, it is the same array, so the table
 *   keeps its rows (a keystroke that narrows nothing draws nothing).
 */
export class IncrementalSearch {
  private rows: LocalListing[] = [];
  private status: ListingStatus | undefined;
  private search = '';
  private result: LocalListing[] = [];

  run(rows: LocalListing[], status: ListingStatus | undefined, query: string): LocalListing[] {
    const search = normalizeListingSearch(query);
    if (!search && !status) return this.remember(rows, status, search, rows);
    if (status === this.status && startsWith(rows, this.rows)) {
      if (search === this.search) {
        if (rows.length === this.rows.length) return this.result;
        const added = searchListings(rows.slice(this.rows.length), status, search);
        const result = added.length > 0 ? this.result.concat(added) : this.result;
        return this.remember(rows, status, search, result);
      }
      if (
        rows.length === this.rows.length &&
        this.search &&
        search.includes(this.search) &&
        !search.includes('\n')
      ) {
        return this.remember(rows, status, search, searchListings(this.result, undefined, search));
      }
    }
    return this.remember(rows, status, search, searchListings(rows, status, search));
  }

  private remember(
    rows: LocalListing[],
    status: ListingStatus | undefined,
    search: string,
    result: LocalListing[],
  ): LocalListing[] {
    this.rows = rows;
    this.status = status;
    this.search = search;
    // The rows themselves stay themselves (the table then filters nothing).
    this.result = result !== rows && sameRows(result, this.result) ? this.result : result;
    return this.result;
  }
}
