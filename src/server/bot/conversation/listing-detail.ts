/**
 * A chosen listing: its photos (JPEG, as WhatsApp requires) and its details with the seller's
 * chat link; the view is recorded. Paused and sold listings are not shown.
 */
import { sql } from 'drizzle-orm';
import { formatPrice, labelFor, placeLine, singleLine } from '@/domain';
import type { Db } from '@/server/db/client';
import type { StoredPrice } from '@/server/db/schema';
import type { Env } from '@/server/env';
import type { JobQueue } from '@/server/jobs/queue';
import type { BotLogger } from '@/server/logger';
import { scheduleFeedbackAsk } from '@/server/bot/feedback/schedule';
import { LISTING_GONE, LISTING_SOLD } from './copy';
import { listingText } from './listing-message';
import type { OutboundMessage } from '@/server/bot/outbound';
import { recordView } from '@/server/leads/record-view';
import { keepHandedLink } from '@/server/moderation/feedback';
import { rows } from '@/server/db/rows';
import { VISIBLE_TO_BUYERS } from '@/server/moderation/offered';
import { copyFor } from '@/domain/bot-copy';
import { safetyLines, signalLines } from '@/domain/bot-copy/trust-lines';
import {
  SELLER_SIGNAL_COLUMNS,
  signalsOf,
  type SellerSignalRow,
} from '@/server/listings/seller-signals';
import type { Language } from '@/domain/language';
import { reportButton } from './report';
import { feedbackConsentState, withFeedbackConsent } from './feedback-consent';

interface ListingDetailRow {
  id: string;
  title: string;
  description: string;
  type: string;
  sub_type: string | null;
  city: string | null;
  town: string | null;
  neighborhood: string | null;
  address: string | null;
  features: string[];
  images: string[];
  image_mimes: (string | null)[] | null;
  price: StoredPrice | null;
  status: string;
  seller_name: string | null;
}
type DetailRow = ListingDetailRow & SellerSignalRow;

/** The address WhatsApp fetches a photo from: the JPEG variant of anything but a JPEG. */
export function photoUrl(publicUrl: string, fileId: string, mime: string | null): string {
  const base = `${publicUrl}/api/files/${encodeURIComponent(fileId)}`;
  return mime === 'image/jpeg' ? base : `${base}?format=jpeg`;
}

/**
 * The seller's chat link the bot sends: through /l/{id}/chat, which counts the buyer chat and
 * sends on to the seller's wa.me link. The view id (random) tells it who the buyer is without
 * their phone in the address; an alert's id (random) says the chat came from that alert.
 */
export function chatLink(publicUrl: string, listingId: string, viewId: string, alertId?: string) {
  const base = `${publicUrl}/l/${encodeURIComponent(listingId)}/chat?v=${encodeURIComponent(viewId)}`;
  return alertId ? `${base}&a=${encodeURIComponent(alertId)}` : base;
}

export async function showListing(
  deps: { db: Db; env: Env; now?: () => Date; jobs?: JobQueue; logger?: BotLogger },
  phone: string,
  listingId: string,
  language?: Language | null,
  /** The alert that names the listing: its link carries it, so a chat from it is counted. */
  alertId?: string,
): Promise<OutboundMessage[]> {
  const found = await rows<DetailRow>(
    deps.db,
    sql`SELECT l.id, l.title, l.description, l.type, l.sub_type, l.city, l.town, l.neighborhood,
          l.address,
          l.features, l.images, l.price, l.status, u.display_name AS seller_name,
          ${SELLER_SIGNAL_COLUMNS},
          ARRAY(SELECT f.mime FROM unnest(l.images) WITH ORDINALITY AS i(id, n)
                LEFT JOIN files f ON f.id = i.id ORDER BY i.n) AS image_mimes
        FROM listings l JOIN users u ON u.id = l.seller_id
        WHERE l.id = ${listingId} AND ${VISIBLE_TO_BUYERS}`,
  );
  const listing = found[0];
  // Chosen from an older list: a sold item says so; a paused, held or hidden one, or a
  // suspended seller's, is simply unavailable.
  if (!listing || listing.status === 'paused') return [{ kind: 'text', text: LISTING_GONE }];
  if (listing.status === 'sold') return [{ kind: 'text', text: LISTING_SOLD }];
  const at = deps.now?.() ?? new Date();
  const viewId = await recordView(deps.db, listing.id, phone, at);
  // The seller's link handed: the buyer is asked how it went a while after, at their next
  // message (feedback-turn.ts) or, with their consent, unasked (bot/feedback/).
  const kept = await keepHandedLink(deps.db, {
    viewId,
    buyerPhone: phone,
    listingId: listing.id,
    at,
  });
  // Its job only for a buyer who said *Yes, ask me* (the tap schedules the link it was under).
  const consent = await feedbackConsentState(deps.db, phone);
  if (kept && consent === 'given') {
    await scheduleFeedbackAsk(deps.jobs, deps.env.FEEDBACK_AFTER, phone, at, deps.logger);
  }

  const category = [
    labelFor('type', listing.type),
    listing.sub_type ? labelFor('subType', listing.sub_type) : '',
  ]
    .filter(Boolean)
    .join(' › ');
  // The town a seller named under 'Other' is the town ('Ruwa', never 'Other').
  const place = [listing.address, placeLine(listing)].filter(Boolean).join(', ');
  const link = chatLink(deps.env.PUBLIC_URL, listing.id, viewId, alertId);
  const negotiable = listing.price?.isNegotiable ? ' (negotiable)' : '';
  const copy = copyFor(language);
  const text = listingText({
    title: listing.title,
    price: `${formatPrice(listing.price)}${negotiable}`,
    place,
    category,
    description: listing.description,
    features: listing.features,
    sellerName: listing.seller_name ?? 'Marketplace seller',
    link,
    signals: signalLines(copy, signalsOf(listing)),
    safety: safetyLines(copy, listing),
  });
  const mimes = listing.image_mimes ?? [];
  const images: OutboundMessage[] = listing.images.slice(0, 4).map((fileId, i) => ({
    kind: 'image',
    imageUrl: photoUrl(deps.env.PUBLIC_URL, fileId, mimes[i] ?? null),
    ...(i === 0 ? { caption: singleLine(listing.title) } : {}),
  }));
  // Every listing's details carry a way to report it; and, until the buyer said yes, the offer
  // to be asked later how it went (feedback-consent.ts).
  const report = reportButton(copy, listing.id);
  const shownIn = language ?? 'en';
  const last =
    consent === 'none' ? withFeedbackConsent(report, shownIn, deps.env.MARKETPLACE_NAME) : report;
  return [...images, { kind: 'text', text }, last];
}
