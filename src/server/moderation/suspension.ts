/**
 * Suspending a seller: every session of theirs is refused at once (the session lookup reads the
 * user row on every request; see http/request-pass.ts), no sign-in link or code is issued or
 * redeemed, and none of their listings is offered to buyers (offered.ts). Restoring undoes it;
 * listings hidden one by one stay hidden, and the old sessions stay ended (the seller signs in
 * again). Each writes its audit entry in its own transaction.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { sessions, users, type UserRow } from '@/server/db/schema';
import { moderationCases } from '@/server/db/schema-moderation';
import type { Executor } from '@/server/auth/rate-limit';
import { userChanged } from '@/server/listings/fresh-reads';
import { writeAudit } from './audit';
import { ModerationRefusal } from './errors';

export interface SuspensionInput {
  sellerId: string;
  reason: string;
  adminPhone: string;
  now?: Date;
}

const snapshot = (user: Pick<UserRow, 'suspendedAt' | 'suspensionReason'>) => ({
  suspended: user.suspendedAt !== null,
  ...(user.suspensionReason ? { suspensionReason: user.suspensionReason } : {}),
});

async function lockedUser(tx: Executor, sellerId: string): Promise<UserRow> {
  const [user] = await tx.select().from(users).where(eq(users.id, sellerId)).for('update');
  if (!user) throw new ModerationRefusal(404, 'Seller not found.');
  return user;
}

/** Closes the seller's open appeal, answered by this action. */
async function closeAppeal(
  tx: Executor,
  sellerId: string,
  resolution: 'suspend' | 'restore',
  now: Date,
) {
  await tx
    .update(moderationCases)
    .set({ state: 'closed', closedAt: now, updatedAt: now, resolution })
    .where(
      and(
        eq(moderationCases.sellerId, sellerId),
        isNull(moderationCases.listingId),
        eq(moderationCases.state, 'open'),
      ),
    );
}

/**
 * The one transaction of a suspension change: the seller's row locked and changed as `change`
 * says (it may refuse), then `alsoInTx`, their open appeal closed and the audit entry written.
 */
async function changeSuspension(
  db: Db,
  input: SuspensionInput,
  action: 'suspend' | 'restore',
  change: (before: UserRow, now: Date) => Pick<UserRow, 'suspendedAt' | 'suspensionReason'>,
  alsoInTx?: (tx: Executor) => Promise<unknown>,
): Promise<UserRow> {
  const now = input.now ?? new Date();
  const changed = await db.transaction(async (tx) => {
    const before = await lockedUser(tx, input.sellerId);
    const [after] = await tx
      .update(users)
      .set(change(before, now))
      .where(eq(users.id, input.sellerId))
      .returning();
    if (!after) throw new ModerationRefusal(404, 'Seller not found.');
    await alsoInTx?.(tx);
    await closeAppeal(tx, input.sellerId, action, now);
    await writeAudit(tx, {
      adminPhone: input.adminPhone,
      action,
      sellerId: input.sellerId,
      reason: input.reason,
      before: snapshot(before),
      after: snapshot(after),
      now,
    });
    return after;
  });
  // Sessions trusted from memory end now (the embedded database's session cache).
  userChanged(db, input.sellerId);
  return changed;
}

/**
 * Suspends the seller. Suspending a suspended seller again keeps them suspended with the new
 * reason (how an admin upholds a suspension against an appeal, which it closes).
 */
export function suspendSeller(db: Db, input: SuspensionInput): Promise<UserRow> {
  return changeSuspension(db, input, 'suspend', (before, now) => ({
    suspendedAt: before.suspendedAt ?? now,
    suspensionReason: input.reason,
  }));
}

/** Restores a suspended seller (409 when not suspended); their old sessions stay ended. */
export function restoreSeller(db: Db, input: SuspensionInput): Promise<UserRow> {
  return changeSuspension(
    db,
    input,
    'restore',
    (before) => {
      if (!before.suspendedAt) throw new ModerationRefusal(409, 'This seller is not suspended.');
      return { suspendedAt: null, suspensionReason: null };
    },
    (tx) => tx.delete(sessions).where(eq(sessions.userId, input.sellerId)),
  );
}

/** The suspension of the seller with this WhatsApp number, or null (none, or no such seller). */
export async function suspensionOfPhone(
  db: Executor,
  phone: string,
): Promise<{ sellerId: string; reason: string | null } | null> {
  const [user] = await db
    .select({ id: users.id, suspendedAt: users.suspendedAt, reason: users.suspensionReason })
    .from(users)
    .where(eq(users.phone, phone.replace(/\D/g, '')));
  return user?.suspendedAt ? { sellerId: user.id, reason: user.reason } : null;
}
