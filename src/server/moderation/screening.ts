/**
 * The screening of every listing created or edited, in the transaction that writes it, so no
 * buyer ever sees a listing before it was screened:
 * - prohibited content (the Help page's guidelines, src/domain/moderation): the listing is held
 *   for review (never offered, no public page) and a case opens;
 * - the words or a photo of a listing an admin hid, or one its seller deleted while it had a case
 *   open or was held or hidden (evidence.ts): held for review the same way, whatever its id;
 * - words that read like a scam (src/domain/moderation/scams.ts): a strong pattern holds the
 *   listing for review, a weak one publishes it and opens a case; either way the seller is told
 *   which words, why, and how to say it honestly (the held reason, or the answer's warning);
 * - a price far below the same thing in the same town, or a photo another seller's listing
 *   already shows: the listing publishes, and a case opens with the reason and its detail.
 *
 * On an edit, only what changed is judged again: a listing an admin approved is not held again
 * for the words approved, but is for any prohibited word added after (a term it did not have, or
 * the same term once more) or a scam pattern it did not have; a price or a photo already judged
 * opens nothing new.
 */
import { eq } from 'drizzle-orm';
import type { CaseReason, ScreeningWarning } from '@/domain/schemas/moderation';
import { addedScams, screenScams, type ScamMatch } from '@/domain/moderation/scams';
import {
  PROHIBITED_CATEGORY_LABELS,
  addedProhibitedTerm,
  screenListingText,
  type ProhibitedMatch,
} from '@/domain/moderation/prohibited';
import type { Executor } from '@/server/auth/rate-limit';
import { users } from '@/server/db/schema';
import { holdForReview, openCase } from './cases';
import { scamDetail, scamHeldReason, scamWarningMessage } from './copy';
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
  /** Weak scam patterns the listing was published with, for the seller. */
  warnings: ScreeningWarning[];
  /** The strong scam pattern it was held for. */
  heldFor?: ScreeningWarning;
}

const scamReason = (match: ScamMatch): CaseReason => ({
  code: 'scam_pattern',
  detail: scamDetail(match),
  rule: match.rule,
  words: match.words,
});

/** The seller's own numbers: a number in the text that is neither is another number. */
async function sellerNumbers(tx: Executor, sellerId: string): Promise<string[]> {
  const [row] = await tx
    .select({ phone: users.phone, contact: users.contactNumber })
    .from(users)
    .where(eq(users.id, sellerId));
  return row ? [row.phone, ...(row.contact ? [row.contact] : [])] : [];
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
  const warnings: ScreeningWarning[] = [];
  let heldFor: ScreeningWarning | undefined;
  let held = false;

  // On an edit, only prohibited words the previous version did not have (or had fewer times).
  const prohibited = previous ? addedProhibitedTerm(listing, previous) : screenListingText(listing);
  if (prohibited) {
    const reason = prohibitedReason(prohibited);
    await holdForReview(tx, listing.id, reason, { code: 'prohibited_content' }, now);
    reasons.push(reason);
    held = true;
  }

  // Back under another id after moderation took it down: to review, unless held already.
  const repost = held ? null : await findRepost(tx, listing, previous);
  if (repost) {
    await holdForReview(tx, listing.id, repost, { code: 'reposted' }, now);
    reasons.push(repost);
    held = true;
  }

  // Scam patterns: the first strong one holds it (unless held already: a repost keeps its
  // reason), every other one is a case.
  const numbers = await sellerNumbers(tx, listing.sellerId);
  const scams = previous ? addedScams(listing, previous, numbers) : screenScams(listing, numbers);
  for (const match of scams) {
    const reason = scamReason(match);
    if (match.strength === 'strong' && !held) {
      const sellerReason = { code: 'scam_pattern', kind: match.kind, words: match.words } as const;
      await holdForReview(tx, listing.id, reason, sellerReason, now);
      heldFor = { ...sellerReason, message: scamHeldReason(match) };
      held = true;
    } else {
      await openCase(tx, { listingId: listing.id, reason, now });
      if (match.strength === 'weak') {
        warnings.push({
          code: 'scam_pattern',
          kind: match.kind,
          words: match.words,
          message: scamWarningMessage(match),
        });
      }
    }
    reasons.push(reason);
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
  return { held, reasons, warnings: held ? [] : warnings, heldFor };
}
