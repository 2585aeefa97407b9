/**
 * What an alert says: inside the window, one match as the bot's own listing message (photos,
 * details, the seller's chat link carrying the alert) under a line naming the search, or several
 * as one media carousel when each has a photo (else one list); outside it, the template (WHATSAPP_TEMPLATE_ALERT) with three body parameters:
 *
 *   {{1}} the search, as the bot understood it ('2 bedroom flats to rent in Harare under $400')
 *   {{2}} the match ('Flat in Avondale · $380 · Avondale, Harare'), or for several
 *         '3 new listings: Flat in Avondale ($380); …'
 *   {{3}} the seller's chat link ('Chat with the seller: https://…'), or for several 'Reply to
 *         this message to see them.' (the buyer's reply is answered first with the matches)
 */
import { copyFor } from '@/domain/bot-copy';
import type { Language } from '@/domain/language';
import { labelFor, placeLabel, placeLine, singleLine } from '@/domain';
import { rowTitle } from '@/domain/row-title';
import type { Db } from '@/server/db/client';
import type { StoredPrice } from '@/server/db/schema';
import type { Env } from '@/server/env';
import type { SearchRequest } from '@/server/discovery/understanding/types';
import { insideWindow, lastInboundAt, type Notice } from '@/server/bot/notify';
import type { OutboundMessage } from '@/server/bot/outbound';
import { alertCopy, type AlertCopy } from '@/server/bot/conversation/alert-copy';
import { botPrice, rowDescription } from '@/server/bot/conversation/copy';
import { chatLink, showListing } from '@/server/bot/conversation/listing-detail';
import { cardsOf } from '@/server/bot/conversation/result-cards';
import { recordView } from '@/server/leads/record-view';
import { understoodOf } from '@/server/bot/conversation/understood';

/**
 * Alerts are utility messages by Meta's definition: non-promotional, and each one an update on a
 * request the buyer made themselves (*Alert me* under an offer saying what they will get), naming
 * only listings that match what they asked for. See README, Buyers' alerts.
 */
export const ALERT_CATEGORY = 'utility';

/** A list row that opens the alert's listing (its link carrying the alert). */
export const ALERTED_PREFIX = 'alerted:';

/** One alert as it is sent: the listing, and the search that named it. */
export interface AlertItem {
  id: string;
  listingId: string;
  title: string;
  city: string | null;
  /** The town named under city 'Other'. */
  town: string | null;
  neighborhood: string | null;
  price: StoredPrice | null;
  request: SearchRequest;
  language: Language;
}

/** The search as the bot understood it, as the list header says it. */
export function searchPhrase(request: SearchRequest, language: Language): string {
  return copyFor(language).understood(understoodOf(request, language));
}

const place = (item: AlertItem) => placeLine(item);

/** Several alerts as one list; each row opens its listing. */
export function alertList(body: string, copy: AlertCopy, items: AlertItem[]): OutboundMessage {
  return {
    kind: 'list',
    body,
    button: copy.digestButton,
    sectionTitle: copy.listButton,
    rows: items.slice(0, 10).map((item) => ({
      id: `${ALERTED_PREFIX}${item.id}`,
      title:
        rowTitle(singleLine(item.title), [
          item.city ? placeLabel(item) : '',
          item.neighborhood ? labelFor('neighborhood', item.neighborhood) : '',
        ]) || 'Listing',
      description: singleLine(rowDescription(item.price, item)),
    })),
  };
}

/**
 * Several alerts inside the window: one card each (a photo, title, price, place, a button that
 * opens it) where a carousel carries them all, else the list.
 */
export async function alertResults(
  deps: { db: Db; env: Env },
  body: string,
  copy: AlertCopy,
  items: AlertItem[],
): Promise<OutboundMessage> {
  const cards = await cardsOf(
    deps,
    items.map((item) => ({
      listingId: item.listingId,
      buttonId: `${ALERTED_PREFIX}${item.id}`,
      title: item.title,
      price: item.price,
      city: item.city,
      town: item.town,
      neighborhood: item.neighborhood,
    })),
    copyFor(items[0]?.language).cardButton,
  );
  return cards ? { kind: 'carousel', body, cards } : alertList(body, copy, items);
}

export interface AlertNoticeDeps {
  db: Db;
  env: Env;
  now: () => Date;
}

/** The notice for these alerts (one buyer's, in the language of the first one's search). */
export async function alertNotice(
  deps: AlertNoticeDeps,
  phone: string,
  items: AlertItem[],
): Promise<Notice> {
  const first = items[0]!;
  const language = first.language;
  const copy = alertCopy(language);
  const phrase = searchPhrase(first.request, language);
  const setting = deps.env.WHATSAPP_TEMPLATE_ALERT;
  // Built for the way it will go (sendNotice decides the same way a moment later): the free-form
  // listing message records its own view, the template's link one of its own.
  const open = insideWindow(await lastInboundAt(deps.db, phone), deps.now());
  if (items.length === 1) {
    const match = singleLine(
      [first.title, botPrice(first.price), place(first)].filter(Boolean).join(' · '),
    );
    if (open) {
      const details = await showListing(deps, phone, first.listingId, language, first.id);
      const freeForm: OutboundMessage[] = [{ kind: 'text', text: copy.newMatch(phrase) }];
      return { freeForm: [...freeForm, ...details], language, category: ALERT_CATEGORY };
    }
    const viewId = await recordView(deps.db, first.listingId, phone, deps.now());
    const link = copy.chatWith(chatLink(deps.env.PUBLIC_URL, first.listingId, viewId, first.id));
    const text = `${copy.newMatch(phrase)} ${match}. ${link}`;
    return {
      freeForm: [{ kind: 'text', text }],
      language,
      category: ALERT_CATEGORY,
      ...(setting ? { template: { setting, params: [phrase, match, link], text } } : {}),
    };
  }
  const titles = items
    .map((item) => `${singleLine(item.title)} (${botPrice(item.price)})`)
    .join('; ');
  const several = copy.several(items.length, titles);
  return {
    freeForm: [await alertResults(deps, copy.digest(items.length), copy, items)],
    language,
    category: ALERT_CATEGORY,
    ...(setting
      ? {
          template: {
            setting,
            params: [phrase, several, copy.replyToSee],
            text: `${copy.newMatch(phrase)} ${several}. ${copy.replyToSee}`,
          },
        }
      : {}),
  };
}
