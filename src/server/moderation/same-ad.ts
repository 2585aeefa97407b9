/**
 * The same ad posted again by its seller (in several towns, or several times): the same words
 * (title and description, lower case, with nothing but their letters and digits) or the same photo
 * (equal perceptual hashes, photo-hash.ts; a flat one-colour image names none). Buyers see one of them, the newest (search results
 * and alerts, discovery/search.ts); the seller is told so when they post one; and a new seller
 * posting many of one ad in a day has the further ones held (screening.ts).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { RepeatedAdWarning } from '@/domain/schemas/moderation';
import type { Executor } from '@/server/auth/rate-limit';
import { holdForReview } from './cases';
import { ordinal } from './copy';

/** The words' key of the listing `alias` names, as a select column. */
export const adWordsKey = (alias: string): SQL =>
  sql.raw(
    `md5(regexp_replace(lower(${alias}.title || ' ' || ${alias}.description), '[^[:alnum:]]+', '', 'g'))`,
  );

/**
 * The perceptual hashes of the listing's photos (as text), as a select column. A flat image (a
 * blank or one-colour picture: fewer than 8 of the hash's 64 light-to-dark steps, or all but as
 * few) names no photo: every such picture hashes alike.
 */
export const adPhotoKeys = (alias: string): SQL =>
  sql.raw(
    `ARRAY(SELECT f.phash::text FROM files f WHERE f.id = ANY(${alias}.images)
             AND bit_count(f.phash::bit(64)) BETWEEN 8 AND 56)`,
  );

export interface AdKeys {
  id: string;
  sellerId: string;
  adWords: string;
  adPhotos: readonly string[];
  /** When it was created (ms): the newest of the same ad is the one shown. */
  createdAt: number;
}

/**
 * One listing per ad among `found`, in their order: of a seller's listings that share words or a
 * photo (directly or through another of them), only the newest stays, where the first of them
 * stood. `repeats` names each listing kept that stands for older ones.
 */
export function onePerAd<T extends AdKeys>(found: readonly T[]): { kept: T[]; repeats: string[] } {
  const parent = found.map((_, i) => i);
  const root = (i: number): number => (parent[i] === i ? i : (parent[i] = root(parent[i]!)));
  const firstWith = new Map<string, number>();
  found.forEach((listing, i) => {
    const keys = [`w:${listing.adWords}`, ...listing.adPhotos.map((p) => `p:${p}`)];
    for (const key of keys) {
      const seen = firstWith.get(`${listing.sellerId}|${key}`);
      if (seen === undefined) firstWith.set(`${listing.sellerId}|${key}`, i);
      else parent[root(i)] = root(seen);
    }
  });
  const newest = new Map<number, number>();
  const size = new Map<number, number>();
  found.forEach((listing, i) => {
    const group = root(i);
    size.set(group, (size.get(group) ?? 0) + 1);
    const best = newest.get(group);
    if (best === undefined || listing.createdAt > found[best]!.createdAt) newest.set(group, i);
  });
  const kept: T[] = [];
  const repeats: string[] = [];
  const placed = new Set<number>();
  found.forEach((_, i) => {
    const group = root(i);
    if (placed.has(group)) return;
    placed.add(group);
    const shown = found[newest.get(group)!]!;
    kept.push(shown);
    if (size.get(group)! > 1) repeats.push(shown.id);
  });
  return { kept, repeats };
}

/** What a create that repeats an ad tells the seller (on that answer only). */
export const REPEATED_AD_MESSAGE =
  'You already have this ad on offer. Buyers are shown the same ad once, the newest copy: ' +
  'post each item once, and edit the listing to change it.';

export interface SameAdRule {
  /** Accounts younger than this are new (NEW_SELLER_FOR, ms). */
  newSellerFor: number;
  /** More of one ad in a day from a new seller is held (NEW_SELLER_SAME_ADS_PER_DAY). */
  perDay: number;
}

/**
 * A listing just created, against its seller's other listings: whether it repeats one on offer
 * (the same words or a photo: the seller is told), and, for a seller newer than the rule says,
 * whether it is past the day's allowance of one ad (held for review with the reason). For the
 * hold an ad is the same when it shows a same photo, whatever its words (the words reworded to
 * slip past; a flat one-colour picture names no photo): an honest seller who lists several items
 * of one kind writes one text but shows each item, so the same words alone are never held. Held
 * listings count too: a seller cannot post the same ad again and again to get one through.
 */
export async function screenSameAd(
  tx: Executor,
  listingId: string,
  rule: SameAdRule,
  now: Date,
): Promise<{ held: boolean; warning?: RepeatedAdWarning }> {
  const dayAgo = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const found = await tx.execute<{
    live: number;
    today: number;
    photo_today: number;
    since: Date | string;
  }>(
    sql`WITH n AS (
          SELECT l.id, l.seller_id, ${adWordsKey('l')} AS words, ${adPhotoKeys('l')} AS photos
            FROM listings l WHERE l.id = ${listingId})
        SELECT count(o.id) FILTER (WHERE o.status = 'active' AND o.moderation_state IS NULL)::int
                 AS live,
               count(o.id) FILTER (WHERE o.created_at > ${dayAgo} AND ${adWordsKey('o')} = n.words
                                        AND ${adPhotoKeys('o')} && n.photos)::int AS today,
               count(o.id) FILTER (WHERE o.created_at > ${dayAgo}
                                        AND ${adPhotoKeys('o')} && n.photos)::int AS photo_today,
               (SELECT u.created_at FROM users u WHERE u.id = n.seller_id) AS since
          FROM n LEFT JOIN listings o ON o.seller_id = n.seller_id AND o.id <> n.id
           AND (${adWordsKey('o')} = n.words OR ${adPhotoKeys('o')} && n.photos)
         GROUP BY n.seller_id`,
  );
  const row = found.rows[0];
  if (!row) return { held: false };
  const isNew = now.getTime() - new Date(row.since).getTime() < rule.newSellerFor;
  // The same words and photo again; then the same photo under other words, the same ad too.
  const repeats = [
    { copies: Number(row.today), what: 'copy of one ad', code: 'repeated_ad_copies' },
    { copies: Number(row.photo_today), what: 'listing with one photo', code: 'repeated_ad_photo' },
  ] as const;
  for (const { copies, what, code } of repeats) {
    if (!isNew || copies < rule.perDay) continue;
    const count = copies + 1;
    await holdForReview(
      tx,
      listingId,
      {
        code: 'repeated_ads',
        detail: `The ${ordinal(count)} ${what} in a day from a new seller`,
      },
      { code, count },
      now,
    );
    return { held: true };
  }
  return Number(row.live) > 0
    ? { held: false, warning: { code: 'repeated_ad', message: REPEATED_AD_MESSAGE } }
    : { held: false };
}
