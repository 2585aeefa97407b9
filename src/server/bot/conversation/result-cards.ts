/**
 * Listings as the cards of a media carousel: each card the listing's first photo, its title, price
 * and place (as a result row says them) and one button that opens it, with the id a list row
 * would have, so a tap goes exactly where the row's would. A carousel carries only what every
 * card can show: 2 to 10 listings, each with a photo, and photos at an address WhatsApp can
 * fetch; otherwise the caller sends its list.
 */
import { sql } from 'drizzle-orm';
import { singleLine } from '@/domain';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import type { StoredPrice } from '@/server/db/schema';
import { devChatEnabled, type Env } from '@/server/env';
import { clip, LIST_LIMITS, units, type Card } from '@/server/bot/outbound';
import { rowDescription } from './copy';
import { photoUrl } from './listing-detail';

/** A listing as a card shows it, and the id its button answers with. */
export interface CardListing {
  listingId: string;
  buttonId: string;
  title: string;
  price: StoredPrice | null;
  city: string | null;
  town?: string | null;
  neighborhood?: string | null;
}

/**
 * Whether the photos can be fetched where the cards are shown: WhatsApp needs PUBLIC_URL to be
 * https (every deployment with WhatsApp credentials is, localhost aside); the development chat
 * shows them on the developer's own machine, so its address serves.
 */
export function photosReachable(env: Env): boolean {
  return env.PUBLIC_URL.startsWith('https://') || devChatEnabled(env);
}

/** Each listing's first photo, as the address WhatsApp fetches (JPEG); a listing without one is not in it. */
export async function firstPhotos(
  deps: { db: Db; env: Env },
  listingIds: string[],
): Promise<Map<string, string>> {
  if (!listingIds.length) return new Map();
  const found = await rows<{ id: string; file_id: string; mime: string | null }>(
    deps.db,
    sql`SELECT l.id, l.images[1] AS file_id, f.mime FROM listings l
        LEFT JOIN files f ON f.id = l.images[1]
        WHERE l.id IN (${sql.join(
          listingIds.map((id) => sql`${id}`),
          sql`, `,
        )}) AND cardinality(l.images) > 0`,
  );
  return new Map(
    found.map((row) => [row.id, photoUrl(deps.env.PUBLIC_URL, row.file_id, row.mime)]),
  );
}

/** A card's body: the title in bold on the first line, price and place on the second. */
export function cardText(listing: CardListing): string {
  const second = singleLine(rowDescription(listing.price, listing));
  // The title gives way: the price and the place always fit.
  const room = LIST_LIMITS.cardBody - units(second) - 3;
  const title = clip(singleLine(listing.title), Math.max(room, 12)) || 'Listing';
  return `*${title}*\n${second}`;
}

/**
 * The listings as cards, or null where a carousel cannot carry them: fewer than 2 or more than
 * 10, one without a photo, or photos WhatsApp cannot fetch.
 */
export async function cardsOf(
  deps: { db: Db; env: Env },
  listings: CardListing[],
  buttonTitle: string,
): Promise<Card[] | null> {
  if (listings.length < LIST_LIMITS.minCards || listings.length > LIST_LIMITS.cards) return null;
  if (!photosReachable(deps.env)) return null;
  const photos = await firstPhotos(
    deps,
    listings.map((listing) => listing.listingId),
  );
  if (listings.some((listing) => !photos.has(listing.listingId))) return null;
  return listings.map((listing) => ({
    imageUrl: photos.get(listing.listingId)!,
    body: cardText(listing),
    button: { id: listing.buttonId, title: buttonTitle },
  }));
}
