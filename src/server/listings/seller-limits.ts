/**
 * Per-seller limits, so one account cannot flood the marketplace: new listings and photo uploads
 * per hour (SELLER_LISTINGS_PER_HOUR, SELLER_UPLOADS_PER_HOUR) and live listings
 * (SELLER_MAX_LISTINGS). Counted in the database under a transaction-scoped advisory lock on the
 * seller, inside the transaction that creates the listing or file: the check and the count are
 * one step for every server process, and a refused request leaves nothing counted.
 */
import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { listings, sellerActions } from '@/server/db/schema';
import { countSince, secondsUntilFree } from '@/server/db/window-count';
import type { Env } from '@/server/env';
import { tooManyRequests } from '@/server/http/errors';
import { SELLER_LIMIT_CODES } from '@/domain/refusal-codes';

export type SellerAction = 'listing' | 'upload';

export const LIMIT_WINDOW_MS = 60 * 60 * 1000;
/** When the live-listings cap is reached nothing frees up by itself: try again in an hour. */
const CAP_RETRY_SECONDS = 60 * 60;

type Executor = Pick<Db, 'execute' | 'select' | 'insert' | 'delete'>;

const minutes = (seconds: number) => {
  const n = Math.max(1, Math.ceil(seconds / 60));
  return `${n} minute${n === 1 ? '' : 's'}`;
};

function hourlyLimit(env: Env, action: SellerAction): number {
  return action === 'listing' ? env.SELLER_LISTINGS_PER_HOUR : env.SELLER_UPLOADS_PER_HOUR;
}

function hourlyMessage(action: SellerAction, limit: number, seconds: number): string {
  const what = action === 'listing' ? `added ${limit} listings` : `uploaded ${limit} photos`;
  return `You have ${what} in the last hour, the most allowed. Please try again in ${minutes(seconds)}.`;
}

function recentActions(tx: Executor, sellerId: string, action: SellerAction, since: Date) {
  const where = and(eq(sellerActions.sellerId, sellerId), eq(sellerActions.action, action));
  return countSince(tx, sellerActions, sellerActions.createdAt, where, since);
}

/**
 * Counts one action of the seller, or throws 429 with Retry-After and a message saying when to
 * try again. Call inside the transaction that does the work.
 */
export async function claimSellerAction(
  tx: Executor,
  env: Env,
  sellerId: string,
  action: SellerAction,
  now: Date,
): Promise<void> {
  await tx.execute(
    sql`SELECT pg_advisory_xact_lock(hashtextextended(${`seller-limit:${sellerId}`}, 0))`,
  );
  const since = new Date(now.getTime() - LIMIT_WINDOW_MS);
  await tx
    .delete(sellerActions)
    .where(and(eq(sellerActions.sellerId, sellerId), lt(sellerActions.createdAt, since)));
  await refuseOverHourlyLimit(tx, env, sellerId, action, now);
  if (action === 'listing') {
    const [live] = await tx
      .select({ n: count() })
      .from(listings)
      .where(eq(listings.sellerId, sellerId));
    if ((live?.n ?? 0) >= env.SELLER_MAX_LISTINGS) {
      throw tooManyRequests(
        `You have ${env.SELLER_MAX_LISTINGS} listings, the most one seller can have. Delete a listing to add another.`,
        CAP_RETRY_SECONDS,
        { code: SELLER_LIMIT_CODES.listingsCap, limit: env.SELLER_MAX_LISTINGS },
      );
    }
  }
  await tx.insert(sellerActions).values({ sellerId, action, createdAt: now });
}

/**
 * Throws the 429 when the seller is at the hourly limit. Alone (outside the claim) it is a cheap
 * early look before costly work such as decoding a photo, not a substitute for the claim.
 */
export async function refuseOverHourlyLimit(
  db: Executor,
  env: Env,
  sellerId: string,
  action: SellerAction,
  now: Date,
): Promise<void> {
  const limit = hourlyLimit(env, action);
  const since = new Date(now.getTime() - LIMIT_WINDOW_MS);
  const recent = await recentActions(db, sellerId, action, since);
  if (recent.n < limit) return;
  const seconds = secondsUntilFree(recent, LIMIT_WINDOW_MS, now);
  throw tooManyRequests(hourlyMessage(action, limit, seconds), seconds, {
    code:
      action === 'listing' ? SELLER_LIMIT_CODES.listingsPerHour : SELLER_LIMIT_CODES.photosPerHour,
    limit,
  });
}
