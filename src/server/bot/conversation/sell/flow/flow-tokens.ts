/**
 * The flow_token sent with each listing form: unguessable (24 random bytes), single use, and the
 * seller's it was sent to. Only its SHA-256 is kept, in the database (never in one process's
 * memory), so any process can take the completion. A completion is taken once; the same
 * completion answered again (a retry after a crash) passes, by its WhatsApp message id.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { listingFlowTokens } from '@/server/db/schema-bot';

/** A form may be filled in for this long after it was sent. */
export const FLOW_TOKEN_TTL_MS = 24 * 60 * 60 * 1000;

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

/** A new token for `sellerId` at `phone`; its hash is stored. */
export async function issueFlowToken(
  db: Db,
  sellerId: string,
  phone: string,
  now: Date,
): Promise<string> {
  const token = randomBytes(24).toString('base64url');
  await db.insert(listingFlowTokens).values({
    tokenHash: hashOf(token),
    sellerId,
    phoneNumber: phone,
    createdAt: now,
    expiresAt: new Date(now.getTime() + FLOW_TOKEN_TTL_MS),
  });
  return token;
}

export type TokenVerdict =
  { ok: true; sellerId: string } | { ok: false; why: 'unknown' | 'used' | 'expired' };

/**
 * Takes a completion's token for the phone it came from: the seller it was sent to, once. A
 * token sent to another phone is as unknown as one never sent (nothing about it is said).
 */
export async function takeFlowToken(
  db: Db,
  token: string,
  phone: string,
  waMessageId: string,
  now: Date,
): Promise<TokenVerdict> {
  const hash = hashOf(token);
  const mine = and(eq(listingFlowTokens.tokenHash, hash), eq(listingFlowTokens.phoneNumber, phone));
  const [taken] = await db
    .update(listingFlowTokens)
    .set({
      usedAt: sql`coalesce(${listingFlowTokens.usedAt}, ${now.toISOString()}::timestamptz)`,
      usedByMessage: waMessageId,
    })
    .where(
      and(
        mine,
        gt(listingFlowTokens.expiresAt, now),
        or(isNull(listingFlowTokens.usedAt), eq(listingFlowTokens.usedByMessage, waMessageId)),
      ),
    )
    .returning({ sellerId: listingFlowTokens.sellerId });
  if (taken) return { ok: true, sellerId: taken.sellerId };
  const [row] = await db
    .select({ usedAt: listingFlowTokens.usedAt })
    .from(listingFlowTokens)
    .where(mine);
  if (!row) return { ok: false, why: 'unknown' };
  return { ok: false, why: row.usedAt ? 'used' : 'expired' };
}

/** Tokens past their time (a day after, so a late completion is still told it was used). */
export async function expireFlowTokens(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(listingFlowTokens)
    .where(lt(listingFlowTokens.expiresAt, new Date(now.getTime() - FLOW_TOKEN_TTL_MS)))
    .returning({ hash: listingFlowTokens.tokenHash });
  return gone.length;
}
