/**
 * Counting in a sliding window (wrong sign-in codes, a seller's new listings and uploads): the
 * rows made since the window began, and how long until the oldest of them leaves it.
 */
import { and, count, gt, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './client';

export interface WindowCount {
  n: number;
  /** When the oldest row in the window was made; null when there is none. */
  oldest: Date | null;
}

/** The rows of `table` matching `where` whose `createdAt` is after `since`. */
export async function countSince(
  tx: Pick<Db, 'select'>,
  table: PgTable,
  createdAt: PgColumn,
  where: SQL | undefined,
  since: Date,
): Promise<WindowCount> {
  const [row] = await tx
    .select({ n: count(), oldest: sql<Date | string | null>`min(${createdAt})` })
    .from(table)
    .where(and(where, gt(createdAt, since)));
  return { n: Number(row?.n ?? 0), oldest: row?.oldest ? new Date(row.oldest) : null };
}

/** Seconds (at least one) until the oldest row leaves a window of `windowMs`: one more fits. */
export function secondsUntilFree(count: WindowCount, windowMs: number, now: Date): number {
  const oldest = count.oldest?.getTime() ?? now.getTime();
  return Math.max(1, Math.ceil((oldest + windowMs - now.getTime()) / 1000));
}
