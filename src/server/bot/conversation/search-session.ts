/** A buyer's last search, so "more", "cheaper" and a picked number follow on from it. */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import type { SearchRequest } from '@/server/discovery/understanding/types';

export interface SearchState {
  query: string;
  request: SearchRequest;
  resultIds: string[];
  shown: number;
}

export async function saveSearchState(db: Db, phone: string, state: SearchState): Promise<void> {
  const ids = sql`ARRAY[${sql.join(
    state.resultIds.map((id) => sql`${id}`),
    sql`, `,
  )}]::text[]`;
  await db.execute(
    sql`INSERT INTO bot_search_state (phone_number, query, request, result_ids, shown, updated_at)
        VALUES (${phone}, ${state.query}, ${JSON.stringify(state.request)}::jsonb,
                ${state.resultIds.length ? ids : sql`'{}'::text[]`}, ${state.shown}, now())
        ON CONFLICT (phone_number) DO UPDATE SET query = excluded.query, request = excluded.request,
          result_ids = excluded.result_ids, shown = excluded.shown, updated_at = now()`,
  );
}

export async function loadSearchState(db: Db, phone: string): Promise<SearchState | null> {
  const found = await rows<{
    query: string;
    request: SearchRequest | string;
    result_ids: string[];
    shown: number;
  }>(
    db,
    sql`SELECT query, request, result_ids, shown FROM bot_search_state WHERE phone_number = ${phone}`,
  );
  const row = found[0];
  if (!row) return null;
  const request =
    typeof row.request === 'string' ? (JSON.parse(row.request) as SearchRequest) : row.request;
  return { query: row.query, request, resultIds: row.result_ids, shown: Number(row.shown) };
}
