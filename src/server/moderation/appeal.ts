/**
 * A suspended seller's appeal through the bot: 'Login' answers that the account is suspended and
 * invites a reply; the seller's next free text (within APPEAL_WINDOW_MS) opens an appeal case
 * with their words, for an admin to read in the moderation queue.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { openCase } from './cases';

export const APPEAL_WINDOW_MS = 24 * 60 * 60 * 1000;
/** The words kept of one appeal message (the caller cuts them between graphemes). */
export const APPEAL_MAX = 2000;

const digits = (phone: string) => phone.replace(/\D/g, '');

/** Marks that the bot has just told this suspended seller how to appeal. */
export async function inviteAppeal(db: Db, sellerId: string, now: Date): Promise<void> {
  await db.execute(sql`UPDATE users SET appeal_invited_at = ${now} WHERE id = ${sellerId}`);
}

/**
 * Takes these words as the appeal when the phone is a suspended seller invited to appeal: the
 * invitation is used up (one statement: two messages at once make one appeal each at most) and
 * the appeal case opens. One appeal per case until an admin answers it: while the seller's
 * appeal case is open, a later appeal is taken (the seller is told it is with the team) but adds
 * nothing to it. At most APPEAL_MAX characters are kept. Returns whether the words were taken.
 */
export async function takeAppeal(
  db: Db,
  phone: string,
  words: string,
  now: Date,
): Promise<boolean> {
  const since = new Date(now.getTime() - APPEAL_WINDOW_MS);
  return db.transaction(async (tx) => {
    const taken = await tx.execute<{ id: string }>(
      sql`UPDATE users SET appeal_invited_at = NULL
          WHERE phone = ${digits(phone)} AND suspended_at IS NOT NULL
            AND appeal_invited_at > ${since}
          RETURNING id`,
    );
    const sellerId = taken.rows[0]?.id;
    if (!sellerId) return false;
    await openCase(tx, {
      sellerId,
      reason: { code: 'appeal' },
      // The caller cuts between graphemes; this only guards the bound.
      appeal: words.trim().slice(0, APPEAL_MAX),
      now,
    });
    return true;
  });
}
