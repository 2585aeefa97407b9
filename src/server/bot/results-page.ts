/** A page of search results as an interactive list, and paging on through the last search. */
import { sql } from 'drizzle-orm';
import { singleLine } from '@/domain';
import type { Db } from '../db/client';
import type { StoredPrice } from '../db/schema';
import { NOTHING_TO_PAGE, PAGE_SIZE, noMoreText, resultsBody, rowDescription } from './copy';
import type { OutboundMessage } from './outbound';
import { loadSearchState, rows, saveSearchState, type SearchState } from './store';

export const LISTING_PREFIX = 'listing:';

export interface PageRow {
  id: string;
  title: string;
  city: string | null;
  price: StoredPrice | null;
}

export async function showPage(
  db: Db,
  phone: string,
  state: SearchState,
  known: PageRow[] | null,
  relaxed: ('city' | 'price')[],
  refinement?: string,
): Promise<OutboundMessage[]> {
  const ids = state.resultIds.slice(state.shown, state.shown + PAGE_SIZE);
  const page = known ? known.slice(state.shown, state.shown + PAGE_SIZE) : await loadRows(db, ids);
  if (!page.length) return [{ kind: 'text', text: noMoreText(state.query) }];
  const from = state.shown + 1;
  const to = state.shown + page.length;
  await saveSearchState(db, phone, { ...state, shown: to });
  const body = resultsBody({
    query: state.query,
    from,
    to,
    total: state.resultIds.length,
    relaxed,
    ...(state.request.city ? { city: state.request.city } : {}),
    ...(refinement ? { refinement } : {}),
  });
  return [
    {
      kind: 'list',
      header: 'Marketplace results',
      body,
      footer: 'Always verify listings in person.',
      button: 'View results',
      sectionTitle: `Results ${from}–${to}`,
      rows: page.map((listing) => ({
        id: `${LISTING_PREFIX}${listing.id}`,
        // Seller text, stored before the one-line rule perhaps: one line, no direction controls.
        title: singleLine(listing.title).trim() || 'Listing',
        description: singleLine(rowDescription(listing.price, listing.city)),
      })),
    },
  ];
}

/** Listings by id, in the order given; deleted, paused and sold ones are left out. */
export async function loadRows(db: Db, ids: string[]): Promise<PageRow[]> {
  if (!ids.length) return [];
  const found = await rows<PageRow>(
    db,
    sql`SELECT id, title, city, price FROM listings WHERE status = 'active' AND id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

export async function nextPage(db: Db, phone: string): Promise<OutboundMessage[]> {
  const state = await loadSearchState(db, phone);
  if (!state) return [{ kind: 'text', text: NOTHING_TO_PAGE }];
  if (state.shown >= state.resultIds.length) {
    return [{ kind: 'text', text: noMoreText(state.query) }];
  }
  return showPage(db, phone, state, null, []);
}

/** The ids of the page shown last ('3' means its third row). */
export function lastPageIds(state: SearchState): string[] {
  if (state.shown < 1) return [];
  const pageStart = Math.floor((state.shown - 1) / PAGE_SIZE) * PAGE_SIZE;
  return state.resultIds.slice(pageStart, state.shown);
}
