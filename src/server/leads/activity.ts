/**
 * Views and buyer chats per day, in Zimbabwe days (Central Africa Time, UTC+2 all year), for the
 * last DAILY_VIEWS_DAYS days, oldest first, today last.
 */
import { sql, type SQL } from 'drizzle-orm';
import { DAILY_VIEWS_DAYS } from '@/domain/constants';
import type { Db } from '@/server/db/client';

export const HARARE_OFFSET_MS = 2 * 60 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface DayActivity {
  date: string;
  views: number;
  leads: number;
}

/** Index of the Harare day holding `at`, counted from 1970-01-01. */
const harareDay = (at: Date) => Math.floor((at.getTime() + HARARE_OFFSET_MS) / DAY_MS);

async function countPerDay(
  db: Db,
  table: 'listing_views' | 'listing_leads',
  where: SQL,
  from: Date,
) {
  const result = await db.execute<{ day: number | string; n: number | string }>(
    sql`SELECT floor((extract(epoch FROM created_at) * 1000 + ${HARARE_OFFSET_MS}) / ${DAY_MS})::int AS day,
          count(*)::int AS n
        FROM ${sql.identifier(table)}
        WHERE created_at >= ${from} AND ${where}
        GROUP BY 1`,
  );
  return new Map(result.rows.map((row) => [Number(row.day), Number(row.n)]));
}

/** The marketplace's views per day from their rollup (migration 0850), not from every view. */
async function viewsPerDay(db: Db, firstDay: number) {
  const result = await db.execute<{ day: number | string; n: number | string }>(
    sql`SELECT (day - DATE '1970-01-01')::int AS day, views::int AS n FROM listing_view_days
        WHERE day >= DATE '1970-01-01' + ${firstDay}::int`,
  );
  return new Map(result.rows.map((row) => [Number(row.day), Number(row.n)]));
}

/** One listing's activity, or the whole marketplace's when listingId is null. */
export async function dailyActivity(
  db: Db,
  listingId: string | null,
  now: Date,
): Promise<DayActivity[]> {
  const today = harareDay(now);
  const firstDay = today - (DAILY_VIEWS_DAYS - 1);
  const from = new Date(firstDay * DAY_MS - HARARE_OFFSET_MS);
  const where = listingId === null ? sql`true` : sql`listing_id = ${listingId}`;
  const [views, leads] = await Promise.all([
    listingId === null ? viewsPerDay(db, firstDay) : countPerDay(db, 'listing_views', where, from),
    countPerDay(db, 'listing_leads', where, from),
  ]);
  return Array.from({ length: DAILY_VIEWS_DAYS }, (_, index) => {
    const day = firstDay + index;
    return {
      date: new Date(day * DAY_MS).toISOString().slice(0, 10),
      views: views.get(day) ?? 0,
      leads: leads.get(day) ?? 0,
    };
  });
}
