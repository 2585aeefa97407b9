/**
 * A page of search results, and paging on through the last search. A page of 2 to 10 listings
 * that all have photos goes as a media carousel (result-cards.ts), its cards' buttons answering
 * with the row ids a list would have; any other page as an interactive list.
 */
import { sql } from 'drizzle-orm';
import { copyFor } from '@/domain/bot-copy';
import type { Language } from '@/domain/language';
import { rowTitle } from '@/domain/row-title';
import { labelFor, placeLabel, singleLine } from '@/domain';
import type { Db } from '@/server/db/client';
import type { Env } from '@/server/env';
import type { StoredPrice } from '@/server/db/schema';
import { PAGE_SIZE, rowDescription } from './copy';
import type { OutboundMessage } from '@/server/bot/outbound';
import type { Relaxation } from '@/server/discovery/search';
import { loadSearchState, saveSearchState, type SearchState } from './search-session';
import { rows } from '@/server/db/rows';
import { relaxationLines, understoodOf } from './understood';
import { OFFERED_TO_BUYERS } from '@/server/moderation/offered';
import { cardsOf } from './result-cards';

export const LISTING_PREFIX = 'listing:';

export interface PageRow {
  id: string;
  title: string;
  city: string | null;
  /** The town named under city 'Other'. */
  town?: string | null;
  neighborhood?: string | null;
  price: StoredPrice | null;
}

/** The language a saved search answers in (English for searches saved before languages). */
export const stateLanguage = (state: SearchState): Language => state.request.language ?? 'en';

export async function showPage(
  deps: { db: Db; env: Env },
  phone: string,
  state: SearchState,
  known: PageRow[] | null,
  relaxed: Relaxation[],
  language: Language = stateLanguage(state),
): Promise<OutboundMessage[]> {
  const { db } = deps;
  const copy = copyFor(language);
  const ids = state.resultIds.slice(state.shown, state.shown + PAGE_SIZE);
  const page = known ? known.slice(state.shown, state.shown + PAGE_SIZE) : await loadRows(db, ids);
  const understood = understoodOf(state.request, language);
  if (!page.length) return [{ kind: 'text', text: copy.noMore(understood) }];
  const from = state.shown + 1;
  const to = state.shown + page.length;
  await saveSearchState(db, phone, { ...state, shown: to });
  const total = state.resultIds.length;
  const body = [
    ...relaxationLines(relaxed, state.request, copy),
    copy.showing(from, to, total),
    copy.followUpHint(to < total),
  ].join('\n');
  const cards = await cardsOf(
    deps,
    page.map((listing) => ({
      listingId: listing.id,
      buttonId: `${LISTING_PREFIX}${listing.id}`,
      title: listing.title,
      price: listing.price,
      city: listing.city,
      town: listing.town ?? null,
      neighborhood: listing.neighborhood ?? null,
    })),
    copy.cardButton,
  );
  if (cards) {
    // What was understood opens the body, as it heads a list; the safety line closes it.
    const head = copy.understood(understood);
    return [{ kind: 'carousel', body: [head, body, copy.listFooter].join('\n'), cards }];
  }
  return [
    {
      kind: 'list',
      // What was understood, not the buyer's sentence.
      header: copy.understood(understood),
      body,
      footer: copy.listFooter,
      button: copy.listButton,
      sectionTitle: copy.sectionTitle(from, to),
      rows: page.map((listing) => ({
        id: `${LISTING_PREFIX}${listing.id}`,
        // Seller text, stored before the one-line rule perhaps: one line, no direction controls.
        title:
          rowTitle(singleLine(listing.title), [
            listing.city ? placeLabel(listing) : '',
            listing.neighborhood ? labelFor('neighborhood', listing.neighborhood) : '',
          ]) || 'Listing',
        description: singleLine(rowDescription(listing.price, listing)),
      })),
    },
  ];
}

/** Listings by id, in the order given; deleted ones and those no longer offered are left out. */
export async function loadRows(db: Db, ids: string[]): Promise<PageRow[]> {
  if (!ids.length) return [];
  const found = await rows<PageRow>(
    db,
    sql`SELECT l.id, l.title, l.city, l.town, l.neighborhood, l.price FROM listings l WHERE ${OFFERED_TO_BUYERS} AND l.id IN (${sql.join(
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

export async function nextPage(
  deps: { db: Db; env: Env },
  phone: string,
  language?: Language | null,
): Promise<OutboundMessage[]> {
  const state = await loadSearchState(deps.db, phone);
  if (!state) return [{ kind: 'text', text: copyFor(language).nothingToPage }];
  const answerIn = language ?? stateLanguage(state);
  if (state.shown >= state.resultIds.length) {
    const copy = copyFor(answerIn);
    return [{ kind: 'text', text: copy.noMore(understoodOf(state.request, answerIn)) }];
  }
  return showPage(deps, phone, state, null, [], answerIn);
}

/** The ids of the page shown last ('3' means its third row). */
export function lastPageIds(state: SearchState): string[] {
  if (state.shown < 1) return [];
  const pageStart = Math.floor((state.shown - 1) / PAGE_SIZE) * PAGE_SIZE;
  return state.resultIds.slice(pageStart, state.shown);
}
