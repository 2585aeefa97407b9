/**
 * Facts about a seller that buyers read beside a listing (src/domain/safety.ts): when the account
 * was made, how many of their listings are marked sold, and whether the number buyers are sent
 * to is the one confirmed over WhatsApp (auth/contact-check.ts), and buyers' feedback (how many
 * said good, how many not good). Read with the listing, in the same statement, from these
 * columns.
 */
import { sql, type SQLWrapper } from 'drizzle-orm';
import type { SellerSignals } from '@/domain/safety';
import { contactUnconfirmed } from '@/server/auth/contact-check';
import { users } from '@/server/db/schema';

/** The columns to select beside a listing `l` joined to its seller `u`. */
export const SELLER_SIGNAL_COLUMNS = sql`u.created_at AS seller_since, u.phone AS seller_phone,
  u.contact_number AS seller_contact, u.contact_confirmed AS seller_contact_confirmed,
  (SELECT count(*)::int FROM listings s WHERE s.seller_id = u.id AND s.status = 'sold')
    AS seller_sold,
  (SELECT count(*)::int FROM seller_feedback f WHERE f.seller_id = u.id AND f.verdict = 'good')
    AS seller_good,
  (SELECT count(*)::int FROM seller_feedback f WHERE f.seller_id = u.id AND f.verdict = 'not_good')
    AS seller_bad`;

/**
 * The signals' columns for a Drizzle select of a row joined to its seller (`users`), whose id
 * `sellerId` names; buyers' feedback apart (feedbackCountColumns).
 */
export const sellerSignalColumns = (sellerId: SQLWrapper) => ({
  sellerPhone: users.phone,
  sellerSince: users.createdAt,
  sellerContact: users.contactNumber,
  sellerContactConfirmed: users.contactConfirmed,
  sellerSold: sql<number>`(SELECT count(*)::int FROM listings s
    WHERE s.seller_id = ${sellerId} AND s.status = 'sold')`,
});

/** Buyers' feedback counts of the seller `sellerId` names, for a Drizzle select. */
export const feedbackCountColumns = (sellerId: SQLWrapper) => ({
  sellerGood: sql<number>`(SELECT count(*)::int FROM seller_feedback f
    WHERE f.seller_id = ${sellerId} AND f.verdict = 'good')`,
  sellerBad: sql<number>`(SELECT count(*)::int FROM seller_feedback f
    WHERE f.seller_id = ${sellerId} AND f.verdict = 'not_good')`,
});

export interface SellerSignalRow {
  seller_since: Date | string;
  seller_phone: string;
  seller_contact: string | null;
  seller_contact_confirmed: string | null;
  seller_sold: number | string;
  seller_good?: number | string;
  seller_bad?: number | string;
}

/** The same columns as Drizzle selects them (the public page, the admin queue). */
export interface SellerSignalColumns {
  sellerSince: Date;
  sellerPhone: string;
  sellerContact: string | null;
  sellerContactConfirmed: string | null;
  sellerSold: number;
  sellerGood?: number;
  sellerBad?: number;
}

export const signalsOfColumns = (row: SellerSignalColumns): SellerSignals =>
  signalsOf({
    seller_since: row.sellerSince,
    seller_phone: row.sellerPhone,
    seller_contact: row.sellerContact,
    seller_contact_confirmed: row.sellerContactConfirmed,
    seller_sold: row.sellerSold,
    seller_good: row.sellerGood,
    seller_bad: row.sellerBad,
  });

/**
 * The signals of those columns. The number is confirmed when buyers are sent to the login phone
 * (confirmed by signing in through WhatsApp) with no other number waiting, or to a contact
 * number that sent its code; not while a contact number waits for its code.
 */
export function signalsOf(row: SellerSignalRow): SellerSignals {
  return {
    since: new Date(row.seller_since),
    sold: Number(row.seller_sold),
    contactConfirmed: !contactUnconfirmed({
      phone: row.seller_phone,
      contactNumber: row.seller_contact,
      contactConfirmed: row.seller_contact_confirmed,
    }),
    ...(row.seller_good !== undefined && row.seller_bad !== undefined
      ? { feedback: { good: Number(row.seller_good), bad: Number(row.seller_bad) } }
      : {}),
  };
}
