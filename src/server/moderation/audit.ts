/**
 * The audit log: every admin action, written in the transaction of the action itself, so an
 * action without its entry (or an entry without its action) cannot exist. Append-only: the
 * database refuses UPDATE, DELETE and TRUNCATE on the table (migration 0300).
 */
import { randomUUID } from 'node:crypto';
import type { AuditAction, AuditEntry } from '@/domain/schemas/moderation';
import type { Executor } from '@/server/auth/rate-limit';
import { moderationAudit, type AuditRow } from '@/server/db/schema-moderation';

export interface AuditInput {
  adminPhone: string;
  action: AuditAction;
  listingId?: string | null;
  sellerId?: string | null;
  reason: string;
  before: Record<string, unknown>;
  after: Record<string, unknown>;
  now: Date;
}

export async function writeAudit(tx: Executor, input: AuditInput): Promise<string> {
  const id = randomUUID();
  await tx.insert(moderationAudit).values({
    id,
    adminPhone: input.adminPhone,
    action: input.action,
    listingId: input.listingId ?? null,
    sellerId: input.sellerId ?? null,
    reason: input.reason,
    before: input.before,
    after: input.after,
    createdAt: input.now,
  });
  return id;
}

export function toAuditJson(row: AuditRow): AuditEntry {
  return {
    _id: row.id,
    adminPhone: row.adminPhone,
    action: row.action,
    ...(row.listingId ? { listingId: row.listingId } : {}),
    ...(row.sellerId ? { sellerId: row.sellerId } : {}),
    reason: row.reason,
    before: row.before,
    after: row.after,
    createdAt: row.createdAt.toISOString(),
  };
}
