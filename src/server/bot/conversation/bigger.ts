/**
 * 'Bigger' after a search ('ine makamuri akawanda', 'enkulu'): the same search without its price
 * ceiling, larger listings first.
 */
import { copyFor } from '@/domain/bot-copy';
import type { OutboundMessage } from '@/server/bot/outbound';
import { searchListings } from '@/server/discovery/search';
import type { SearchRequest } from '@/server/discovery/understanding/types';
import { lastPageIds, loadRows, showPage, type PageRow } from './results-page';
import type { SearchState } from './search-session';
import type { Turn } from './turn';
import { understoodOf } from './understood';

const text = (body: string): OutboundMessage[] => [{ kind: 'text', text: body }];

/** 'bigger', 'ine makamuri akawanda', 'enkulu': the same search, larger (dearer) first. */
export const BIGGER =
  /^(?:something\s+|anything\s+|any\s+|show\s+me\s+|a\s+)?(?:bigger|larger|more\s+space|more\s+rooms|bigger\s+ones?|bigger\s+one|hombe|yakakura|dzakakura|zvakakura|ine\s+makamuri\s+akawanda|makamuri\s+akawanda|enkulu|ezinkulu|ezinkulu\s+kulalezi|enkulu\s+kulalokhu|elamakamelo\s+amanengi)\b/i;

/** The rooms a listing's title says it has ('2 bedroom flat', '3 bed house'); null when none. */
function roomsOf(title: string): number | null {
  const found = /(\d{1,2})\s*-?\s*(?:bed(?:room)?s?|br|roomed|rooms?)\b/i.exec(title);
  return found ? Number(found[1]) : null;
}

/**
 * 'bigger': the last search without its price ceiling, for listings larger than the smallest
 * shown (more rooms, where titles say; else dearer), the largest first.
 */
export async function bigger(turn: Turn, last: SearchState): Promise<OutboundMessage[]> {
  const request: SearchRequest = { ...last.request, language: turn.language };
  delete request.maxPrice;
  const shown = await loadRows(turn.db, lastPageIds(last));
  const outcome = await searchListings(turn.db, request);
  const amount = (r: { price: PageRow['price'] }) =>
    Number(r.price?.amount ?? r.price?.maxAmount ?? 0);
  const rooms = shown.map((r) => roomsOf(r.title)).filter((n): n is number => n !== null);
  const fewest = rooms.length ? Math.min(...rooms) : null;
  const cheapest = shown.length ? Math.min(...shown.map(amount)) : 0;
  const larger = outcome.results.filter((r) => {
    const own = roomsOf(r.title);
    return fewest !== null && own !== null ? own > fewest : amount(r) > cheapest;
  });
  if (!larger.length) {
    return text(copyFor(turn.language).nothingFound(understoodOf(request, turn.language)));
  }
  const size = (r: (typeof larger)[number]) => roomsOf(r.title) ?? 0;
  const results = [...larger].sort((a, b) => size(b) - size(a) || amount(b) - amount(a));
  const state: SearchState = {
    query: last.query,
    request,
    resultIds: results.map((r) => r.id),
    shown: 0,
  };
  return showPage(turn, turn.phone, state, results, outcome.relaxed, turn.language);
}
