import { useEffect, useMemo, useRef } from 'react';
import type { ListingStatus } from '@/domain/listing-status';
import type { LocalListing } from '@/app/local/db';
import { IncrementalSearch, searchKeyOf } from './search-index';

/** Rows whose search keys are built in one idle slice at most. */
const KEYS_PER_SLICE = 500;

type IdleWindow = typeof globalThis & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** Runs `work` when the page is idle (a short timer where the browser cannot say). */
function whenIdle(work: () => void): () => void {
  const scope = globalThis as IdleWindow;
  if (scope.requestIdleCallback && scope.cancelIdleCallback) {
    const handle = scope.requestIdleCallback(work, { timeout: 1000 });
    return () => scope.cancelIdleCallback?.(handle);
  }
  const timer = setTimeout(work, 16);
  return () => clearTimeout(timer);
}

/**
 * The rows the status filter and the search show, from the rows read so far: a slice read
 * later only has its own rows searched. Meanwhile, whenever the page is idle, the search keys of
 * rows not searched yet are built a slice at a time, so the first keystroke finds them ready.
 */
export function useListingSearch(
  listings: LocalListing[],
  status: ListingStatus | undefined,
  query: string,
): LocalListing[] {
  const search = useRef<IncrementalSearch | null>(null);
  search.current ??= new IncrementalSearch();
  const engine = search.current;
  const rows = useMemo(
    () => engine.run(listings, status, query),
    [engine, listings, status, query],
  );

  useEffect(() => {
    let next = 0;
    let cancel = () => {};
    const slice = () => {
      const end = Math.min(listings.length, next + KEYS_PER_SLICE);
      for (; next < end; next++) searchKeyOf(listings[next]!);
      if (next < listings.length) cancel = whenIdle(slice);
    };
    cancel = whenIdle(slice);
    return () => cancel();
  }, [listings]);

  return rows;
}
