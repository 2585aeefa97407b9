/**
 * Buyers' reports. One reporter counts once per listing (the database's unique key on listing and
 * reporter); a counted report joins the listing's open case, opening one if none is open. A report
 * already counted in a closed case stays there: the same reports never reopen a dismissed case.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { REPORT_REASON_LABELS, type ReportReason } from '@/domain/schemas/moderation';
import { ATTEMPT_WINDOW_MS } from '@/server/auth/constants';
import type { Db } from '@/server/db/client';
import { authAttempts } from '@/server/db/schema';
import { phoneKey, visitorKey } from '@/server/leads/record-lead';
import { listingChangedById } from '@/server/listings/fresh-reads';
import { openCase } from './cases';

export interface ReportInput {
  listingId: string;
  /** `reporterKeyOf(...)`: the phone when known, else the page visitor's network address. */
  reporterKey: string;
  reporterPhone?: string | null;
  reason: ReportReason;
  note?: string | null;
  now?: Date;
}

/** The key one reporter counts under: their phone, else their (hashed) network address. */
export const reporterKeyOf = (who: { phone: string } | { address: string }) =>
  'phone' in who ? phoneKey(who.phone) : visitorKey(who.address);

export type ReportOutcome =
  | { kind: 'counted'; caseId: string }
  /** This reporter had reported this listing before: nothing more is counted. */
  | { kind: 'repeat' }
  | { kind: 'no-listing' };

export async function recordReport(db: Db, input: ReportInput): Promise<ReportOutcome> {
  const now = input.now ?? new Date();
  const outcome = await db.transaction(async (tx): Promise<ReportOutcome> => {
    const exists = await tx.execute<{ id: string }>(
      // Held against a delete until this commits: a report never outlives its listing unseen.
      sql`SELECT id FROM listings WHERE id = ${input.listingId} FOR KEY SHARE`,
    );
    if (exists.rows.length === 0) return { kind: 'no-listing' };
    const id = randomUUID();
    const inserted = await tx.execute<{ id: string }>(
      sql`INSERT INTO listing_reports (id, listing_id, reporter_key, reporter_phone, reason, note, created_at)
          VALUES (${id}, ${input.listingId}, ${input.reporterKey}, ${input.reporterPhone ?? null},
                  ${input.reason}, ${input.note?.trim() || null}, ${now})
          ON CONFLICT (listing_id, reporter_key) DO NOTHING
          RETURNING id`,
    );
    if (inserted.rows.length === 0) return { kind: 'repeat' };
    const caseId = await openCase(tx, {
      listingId: input.listingId,
      reason: { code: 'reported', detail: REPORT_REASON_LABELS[input.reason] },
      now,
    });
    if (!caseId) return { kind: 'no-listing' };
    await tx.execute(sql`UPDATE listing_reports SET case_id = ${caseId} WHERE id = ${id}`);
    return { kind: 'counted', caseId };
  });
  // Enough reports hold the listing for review: its seller's reads show it at once.
  if (outcome.kind === 'counted') await listingChangedById(db, input.listingId);
  return outcome;
}

/**
 * Reports the public page takes from one network address in REPORT_WINDOW_MS (the sign-in
 * attempts' window: rows older than it are pruned from the shared table).
 */
export const REPORTS_PER_ADDRESS = 5;
export const REPORT_WINDOW_MS = ATTEMPT_WINDOW_MS;

/**
 * Counts one report form sent from this address (IPv6 by its /64), in the database, atomically:
 * under a transaction lock on the address, so every process shares the count. Returns 0 when the
 * report may go on, else the seconds to wait.
 */
export async function claimReportSlot(db: Db, address: string, now: Date): Promise<number> {
  const subject = visitorKey(address);
  const since = new Date(now.getTime() - REPORT_WINDOW_MS);
  const wait = await db.transaction(async (tx) => {
    await tx.execute(
      sql`SELECT pg_advisory_xact_lock(hashtextextended(${`report:${subject}`}, 0))`,
    );
    const counted = await tx.execute<{ n: number; oldest: Date | string | null }>(
      sql`SELECT count(*)::int AS n, min(created_at) AS oldest FROM auth_attempts
          WHERE scope = 'report' AND subject = ${subject} AND created_at > ${since}`,
    );
    const row = counted.rows[0];
    if (Number(row?.n ?? 0) >= REPORTS_PER_ADDRESS) {
      const oldest = row?.oldest ? new Date(row.oldest).getTime() : now.getTime();
      return Math.max(1, Math.ceil((oldest + REPORT_WINDOW_MS - now.getTime()) / 1000));
    }
    await tx.insert(authAttempts).values({ scope: 'report', subject, createdAt: now });
    return 0;
  });
  if (Math.random() < 0.02) {
    await db.execute(
      sql`DELETE FROM auth_attempts WHERE scope = 'report' AND created_at < ${since}`,
    );
  }
  return wait;
}
