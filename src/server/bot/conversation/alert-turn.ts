/**
 * Alerts in the conversation: the offer under a search's answer ("Alert me"), saving it (the
 * button, or 'alert me' typed in any of the three languages), "My alerts" as a list where a tap
 * stops one, "stop alerts", opening an alert's listing from a list, and "While you were away":
 * alerts that could not be sent (outside the window, no template) answered first on the buyer's
 * next message.
 */
import { sql } from 'drizzle-orm';
import type { Language } from '@/domain/language';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import type { Env } from '@/server/env';
import type { SearchRequest } from '@/server/discovery/understanding/types';
import type { AlertRow } from '@/server/bot/alerts/deliver';
import { OFFERED_TO_BUYERS } from '@/server/moderation/offered';
import type { OutboundMessage } from '@/server/bot/outbound';
import {
  ALERTED_PREFIX,
  alertResults,
  searchPhrase,
  type AlertItem,
} from '@/server/bot/alerts/messages';
import {
  liveSearches,
  MAX_SAVED_SEARCHES,
  rememberOffer,
  saveOfferedSearch,
  stopAllSearches,
  stopSearch,
} from '@/server/bot/alerts/saved-searches';
import { alertConsent, alertCopy, alertOfferWords } from './alert-copy';
import { grantConsent } from '@/server/consents/consents';
import { alertIntent } from './alert-intents';
import { showListing } from './listing-detail';

export const ALERT_SAVE_ID = 'alert:save';
export const ALERT_STOP_PREFIX = 'alert:stop:';

export interface AlertTurnDeps {
  db: Db;
  env: Env;
  now?: () => Date;
}

const text = (body: string): OutboundMessage[] => [{ kind: 'text', text: body }];
const clock = (deps: AlertTurnDeps) => deps.now?.() ?? new Date();

/** The offer under a search's answer; the search is kept as the one "Alert me" saves. */
export async function offerAlert(
  deps: AlertTurnDeps,
  phone: string,
  search: { query: string; request: SearchRequest; language: Language },
  lead?: string,
): Promise<OutboundMessage> {
  await rememberOffer(deps.db, phone, search, clock(deps));
  const copy = alertCopy(search.language);
  const offer = alertOfferWords(copy, deps.env.MARKETPLACE_NAME);
  return {
    kind: 'buttons',
    body: lead ? `${lead}\n\n${offer}` : offer,
    buttons: [{ id: ALERT_SAVE_ID, title: copy.button }],
  };
}

async function save(deps: AlertTurnDeps, phone: string, language: Language | null) {
  const outcome = await saveOfferedSearch(deps.db, phone, clock(deps));
  const search = outcome.search;
  const copy = alertCopy(language ?? search?.language);
  const phrase = search ? searchPhrase(search.request, language ?? search.language) : '';
  if (outcome.saved) {
    // The buyer's own request, under an offer that said what they will get: their consent,
    // recorded in the words it was shown in (the offer's language, not the tap's).
    const shown = alertConsent(outcome.search.language, deps.env.MARKETPLACE_NAME);
    await grantConsent(
      deps.db,
      phone,
      { category: 'utility', topic: 'alerts', ...shown },
      clock(deps),
    );
    return text(copy.saved(phrase));
  }
  if (outcome.reason === 'already') return text(copy.already(phrase));
  if (outcome.reason === 'full') return text(copy.full(MAX_SAVED_SEARCHES));
  return text(copy.nothingToSave);
}

async function list(deps: AlertTurnDeps, phone: string, language: Language | null) {
  const searches = await liveSearches(deps.db, phone);
  const copy = alertCopy(language ?? searches[0]?.language);
  if (!searches.length) return text(copy.none);
  const message: OutboundMessage = {
    kind: 'list',
    body: copy.listBody,
    button: copy.listButton,
    sectionTitle: copy.sectionTitle,
    rows: searches.map((search) => {
      const phrase = searchPhrase(search.request, language ?? search.language);
      return { id: `${ALERT_STOP_PREFIX}${search.id}`, title: phrase, description: phrase };
    }),
  };
  return [message];
}

/** A tap on an alert's button or row; null when the reply is not about alerts. */
export async function alertReply(
  deps: AlertTurnDeps,
  phone: string,
  replyId: string,
  language: Language | null,
): Promise<OutboundMessage[] | null> {
  if (replyId === ALERT_SAVE_ID) return save(deps, phone, language);
  if (replyId.startsWith(ALERT_STOP_PREFIX)) {
    const id = replyId.slice(ALERT_STOP_PREFIX.length);
    const stopped = await stopSearch(deps.db, phone, id, clock(deps));
    const copy = alertCopy(language ?? stopped?.language);
    if (!stopped) return list(deps, phone, language);
    return text(copy.stopped(searchPhrase(stopped.request, language ?? stopped.language)));
  }
  if (replyId.startsWith(ALERTED_PREFIX)) {
    const id = replyId.slice(ALERTED_PREFIX.length);
    const [alert] = await rows<{ listing_id: string; language: string }>(
      deps.db,
      sql`SELECT a.listing_id, s.language FROM alerts a
          JOIN saved_searches s ON s.id = a.saved_search_id
          WHERE a.id = ${id} AND a.phone_number = ${phone}`,
    );
    if (!alert) return text(alertCopy(language).none);
    const answerIn = language ?? (alert.language as Language);
    return showListing(deps, phone, alert.listing_id, answerIn, id);
  }
  return null;
}

/** 'alert me', 'my alerts', 'stop alerts' typed (three languages); null for other words. */
export async function alertWords(
  deps: AlertTurnDeps,
  phone: string,
  words: string,
  chatLanguage: () => Promise<Language | null>,
): Promise<OutboundMessage[] | null> {
  const found = alertIntent(words);
  if (!found) return null;
  const language = found.language ?? (await chatLanguage());
  if (found.intent === 'save') return save(deps, phone, language);
  if (found.intent === 'list') return list(deps, phone, language);
  const count = await stopAllSearches(deps.db, phone, clock(deps));
  return text(alertCopy(language).stoppedAll(count));
}

/**
 * The alerts kept for this buyer's next message (sent nowhere, or announced by a template for
 * several), claimed in one statement so they are shown once; those whose listing is no longer
 * offered are left out. Empty when there are none.
 */
export async function awayMatches(deps: AlertTurnDeps, phone: string): Promise<OutboundMessage[]> {
  const now = clock(deps);
  const claimed = await rows<AlertRow>(
    deps.db,
    sql`UPDATE alerts a SET state = 'shown', via = coalesce(a.via, 'away'), sent_at = ${now}
        FROM listings l, saved_searches s
        WHERE a.phone_number = ${phone} AND a.state = 'waiting'
          AND l.id = a.listing_id AND ${OFFERED_TO_BUYERS} AND s.id = a.saved_search_id
        RETURNING a.id, a.listing_id, l.title, l.city, l.town, l.neighborhood, l.price, s.request,
                  s.language`,
  );
  await deps.db.execute(
    sql`UPDATE alerts a SET state = 'dropped' WHERE a.phone_number = ${phone} AND a.state = 'waiting'
          AND NOT EXISTS (SELECT 1 FROM listings l WHERE l.id = a.listing_id AND ${OFFERED_TO_BUYERS})`,
  );
  if (!claimed.length) return [];
  const items: AlertItem[] = claimed.map((row) => ({
    id: row.id,
    listingId: row.listing_id,
    title: row.title,
    city: row.city,
    town: row.town,
    neighborhood: row.neighborhood,
    price: typeof row.price === 'string' ? JSON.parse(row.price) : row.price,
    request: typeof row.request === 'string' ? JSON.parse(row.request) : row.request,
    language: row.language as Language,
  }));
  const copy = alertCopy(items[0]!.language);
  return [await alertResults(deps, copy.away(items.length), copy, items)];
}
