/**
 * The screening of every listing created or edited, in the transaction that writes it, so no
 * buyer ever sees a listing before it was screened:
 * - prohibited content (the Help page's guidelines, src/domain/moderation): the listing is held
 *   for review (never offered, no public page) and a case opens;
 * - the words or a photo of a listing an admin hid, or one its seller deleted while it had a case
 *   open or was held or hidden (evidence.ts): held for review the same way, whatever its id;
 * - a price far below the same thing in the same town, or a photo another seller's listing
 *   already shows: the listing publishes, and a case opens with the reason and its detail.
 *
 * On an edit, only what changed is judged again: a listing an admin approved is not held again
 * for the words approved, but is for any prohibited word added after (a term it did not have, or
 * the same term once more); a price or a photo already judged opens nothing new.
 */
import type { CaseReason } from '@/domain/schemas/moderation';
import {
  PROHIBITED_CATEGORY_LABELS,
  addedProhibitedTerm,
  screenListingText,
  type ProhibitedMatch,
} from '@/domain/moderation/prohibited';
import type { Executor } from '@/server/auth/rate-limit';
import { holdForReview, openCase } from './cases';
import { findRepost } from './fingerprints';
import { findReusedPhoto, photoReason } from './photo-reuse';
import { findPriceFarBelow, priceDetail, type PricedListing } from './price-check';

export interface ScreenedListing extends PricedListing {
  title: string;
  description: string;
  features: readonly string[];
  images: readonly string[];
}

export interface Screening {
  /** Held for review by this screening: the listing's row changed. */
  held: boolean;
  /** The reasons of the cases opened (or added to the listing's open case). */
  reasons: CaseReason[];
}

const prohibitedReason = (match: ProhibitedMatch): CaseReason => ({
  code: 'prohibited_content',
  detail: `"${match.term}": ${PROHIBITED_CATEGORY_LABELS[match.category]}`,
});

/** Did anything the price is judged by change? */
function priceChanged(listing: ScreenedListing, previous: ScreenedListing): boolean {
  const keys = [
    'subType',
    'city',
    'town',
    'realEstateDealType',
    'vehicleBrand',
    'electronicBrand',
  ] as const;
  return (
    keys.some((key) => listing[key] !== previous[key]) ||
    JSON.stringify(listing.price) !== JSON.stringify(previous.price)
  );
}

/** Screens a listing just written (`previous`: the listing before an edit). */
export async function screenListing(
  tx: Executor,
  listing: ScreenedListing,
  previous: ScreenedListing | null,
  now: Date,
): Promise<Screening> {
  const reasons: CaseReason[] = [];
  let held = false;

  // On an edit, only prohibited words the previous version did not have (or had fewer times).
  const prohibited = previous ? addedProhibitedTerm(listing, previous) : screenListingText(listing);
  if (prohibited) {
    const reason = prohibitedReason(prohibited);
    await holdForReview(tx, listing.id, reason, now);
    reasons.push(reason);
    held = true;
  }

  // Back under another id after moderation took it down: to review, unless held already.
  const repost = held ? null : await findRepost(tx, listing, previous);
  if (repost) {
    await holdForReview(tx, listing.id, repost, now);
    reasons.push(repost);
    held = true;
  }

  if (!previous || priceChanged(listing, previous)) {
    const verdict = await findPriceFarBelow(tx, listing);
    if (verdict) {
      const reason: CaseReason = { code: 'price_far_below', detail: priceDetail(verdict) };
      await openCase(tx, { listingId: listing.id, reason, now });
      reasons.push(reason);
    }
  }

  const added = listing.images.filter((id) => !previous?.images.includes(id));
  const reused = await findReusedPhoto(tx, listing.sellerId, added);
  if (reused) {
    const reason = photoReason(reused);
    await openCase(tx, { listingId: listing.id, reason, now });
    reasons.push(reason);
  }
  return { held, reasons };
}
