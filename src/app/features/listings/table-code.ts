/**
 * The code of My Listings' table (mantine-react-table, TanStack Table and Virtual: about 77 KB on
 * the wire) is not part of the first load: the page fetches it only where a table is drawn, on a
 * screen wide enough, once the seller has listings. A phone (cards) and a seller with none draw
 * their first screen without it; the service worker still stores it with the rest of the app,
 * in the background once the page is idle, so an installed app has it offline.
 *
 * A device that drew the table before remembers it, and the app's entry starts fetching the code
 * at once (`prefetchTableCode`), beside the home's own chunks, rather than after the store's first
 * read: a reload then paints its first row as soon as with the table in the first load. The
 * table is drawn straight from the loaded module, not through Suspense, which holds a revealed
 * boundary back for up to 300 ms.
 */
import { BREAKPOINTS } from '@/domain/constants';
import type { ListingsTable } from './listings-table';

export type Table = typeof ListingsTable;

/** Under this width (the spec's `sm` breakpoint) listings are cards, not a table. */
export const CARDS_BELOW = BREAKPOINTS.sm;

const TABLE_DRAWN_KEY = 'listingsTableDrawn';
let loaded: Table | null = null;
let loading: Promise<Table> | null = null;

/** The table component if its code is here already. */
export const loadedTable = (): Table | null => loaded;

/** Fetches the table's code once (again after a failure). */
export function loadTable(): Promise<Table> {
  loading ??= import('./listings-table').then(
    (module) => (loaded = module.ListingsTable),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/** Remembers that this device draws the table, so its next load fetches the code early. */
export function rememberTableDrawn(): void {
  try {
    localStorage.setItem(TABLE_DRAWN_KEY, '1');
  } catch {
    // Storage refused (private mode, full): the code is fetched when drawn, as the first time.
  }
}

/**
 * From the entry: starts fetching the code where a table was drawn before and the screen is wide
 * enough; true when it did.
 */
export function prefetchTableCode(): boolean {
  try {
    if (
      !window.matchMedia(`(min-width: ${CARDS_BELOW}px)`).matches ||
      localStorage.getItem(TABLE_DRAWN_KEY) === null
    ) {
      return false;
    }
  } catch {
    // No storage or no matchMedia: fetched when drawn.
    return false;
  }
  void loadTable().catch(() => undefined);
  return true;
}
