/**
 * Creating a listing, the one path for every door (the app's POST /listings, publishing a chat
 * draft in the bot): the per-seller limits, the insert, the images attached, and the screening
 * before the commit, so no buyer sees a listing unscreened and every hook runs for every new
 * listing whichever door it came through. Runs inside the caller's transaction.
 */
import { randomUUID } from 'node:crypto';
import type { ListingCreate } from '@/domain';
import type { Db } from '@/server/db/client';
import { listings } from '@/server/db/schema';
import type { Env } from '@/server/env';
import { claimSellerAction } from './seller-limits';
import { screenListing } from '@/server/moderation/screening';
import { screenSameAd } from '@/server/moderation/same-ad';
import { attachImages } from './listing-images';
import { listingColumns, listingColumnsForRead, type ScreenedRow } from './listing-json';
import { findListingIn } from './listing-queries';
import { APP_CHECKIN_CONSENT, grantCheckinConsent } from '@/server/consents/consents';
import { rows } from '@/server/db/rows';
import { sql } from 'drizzle-orm';

export interface CreateListingInput {
  env: Env;
  sellerId: string;
  /** Already parsed with listingCreateSchema. */
  listing: ListingCreate;
  now: Date;
  /** How the seller's first listing gives consent to check-ins; the app's door by default. */
  checkinConsent?: { how: string; words: string };
}

/** Creates the listing in `tx`; throws the seller-limit 429 or an unprocessable image list. */
export async function createListingIn(tx: Db, input: CreateListingInput): Promise<ScreenedRow> {
  const { env, sellerId, listing, now } = input;
  const id = randomUUID();
  await claimSellerAction(tx, env, sellerId, 'listing', now);
  const [row] = await tx
    .insert(listings)
    .values({
      id,
      sellerId,
      ...listingColumns(listing),
      createdAt: now,
      updatedAt: now,
      confirmedAt: now,
    })
    .returning(listingColumnsForRead);
  if (!row) throw new Error('Insert returned no row');
  await recordCheckinConsent(tx, sellerId, input.checkinConsent ?? APP_CHECKIN_CONSENT, now);
  await attachImages(tx, id, sellerId, row.images);
  // Screened before the commit: no buyer sees it unscreened.
  const screening = await screenListing(tx, row, null, now);
  if (screening.held)
    return { ...((await findListingIn(tx, id)) ?? row), heldFor: screening.heldFor };
  // The same ad again: said to the seller, and past a new seller's day's allowance, held.
  const rule = { newSellerFor: env.NEW_SELLER_FOR, perDay: env.NEW_SELLER_SAME_ADS_PER_DAY };
  const same = await screenSameAd(tx, id, rule, now);
  if (same.held) return (await findListingIn(tx, id)) ?? row;
  return { ...row, warnings: [...screening.warnings, ...(same.warning ? [same.warning] : [])] };
}

/**
 * The seller's consent to check-ins (and a buyer's message passed on), recorded with their first
 * listing, in its transaction, as that door gives it (`checkinConsent`). A STOP stays standing.
 */
async function recordCheckinConsent(
  tx: Db,
  sellerId: string,
  given: { how: string; words: string },
  now: Date,
): Promise<void> {
  const [seller] = await rows<{ phone: string }>(
    tx,
    sql`SELECT phone FROM users WHERE id = ${sellerId}`,
  );
  if (seller) await grantCheckinConsent(tx, seller.phone, given, now);
}
