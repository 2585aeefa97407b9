/**
 * What buyers may see, in ONE place: every query that offers listings to buyers (the bot's
 * search and result pages, a listing's detail in the chat, the public page) uses these
 * fragments, so a held or hidden listing, or one of a suspended seller, never reaches a buyer.
 * They name the listings table by the alias `l` (`FROM listings l`).
 */
import { sql, type SQL } from 'drizzle-orm';

/**
 * Not held, not hidden, and its seller not suspended: a buyer may open it (a sold listing's page
 * still says it was sold; a paused one is gone, see OFFERED_TO_BUYERS).
 */
export const VISIBLE_TO_BUYERS: SQL = sql.raw(
  `(l.moderation_state IS NULL AND NOT EXISTS (SELECT 1 FROM users su WHERE su.id = l.seller_id AND su.suspended_at IS NOT NULL))`,
);

/** Offered in searches: active (not paused or sold) and visible to buyers. */
export const OFFERED_TO_BUYERS: SQL = sql.raw(
  `(l.status = 'active' AND l.moderation_state IS NULL AND NOT EXISTS (SELECT 1 FROM users su WHERE su.id = l.seller_id AND su.suspended_at IS NOT NULL))`,
);
