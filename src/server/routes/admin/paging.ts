/**
 * Admin lists page on the server: `limit` (default 50, at most 200), `offset`, `q`, `sort` and
 * `order`. The body stays an array; the total matching rows go in `X-Total-Count`.
 */
import { asc, Column, desc, is, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { AppContext, AppEnv } from '@/server/deps';
import { httpError } from '@/server/http/errors';

export const PAGE_DEFAULT_LIMIT = 50;
export const PAGE_MAX_LIMIT = 200;

export interface Page {
  limit: number;
  offset: number;
  /** The search text, trimmed; empty when none. */
  q: string;
  /** ORDER BY terms: the chosen column, then the list's own tie-breaker. */
  orderBy: SQL[];
}

function whole<E extends AppEnv>(
  c: AppContext<E>,
  name: string,
  fallback: number,
  max: number,
  min: number,
): number {
  const raw = c.req.query(name);
  if (raw === undefined || raw === '') return fallback;
  if (!/^\d{1,9}$/.test(raw)) throw httpError(400, `${name} must be a whole number.`);
  const value = Number(raw);
  if (value < min || value > max) {
    throw httpError(400, `${name} must be between ${min} and ${max}.`);
  }
  return value;
}

export function readPage<K extends string, E extends AppEnv>(
  c: AppContext<E>,
  sortable: Record<K, AnyColumn | SQL>,
  fallback: { sort: NoInfer<K>; order: 'asc' | 'desc'; tieBreak: AnyColumn },
): Page {
  const limit = whole(c, 'limit', PAGE_DEFAULT_LIMIT, PAGE_MAX_LIMIT, 1);
  const offset = whole(c, 'offset', 0, 1_000_000_000, 0);
  const q = (c.req.query('q') ?? '').trim().slice(0, 100);
  const sortName = c.req.query('sort') || fallback.sort;
  if (!Object.hasOwn(sortable, sortName)) {
    throw httpError(400, `sort must be one of: ${Object.keys(sortable).join(', ')}.`);
  }
  const orderName = c.req.query('order') || fallback.order;
  if (orderName !== 'asc' && orderName !== 'desc') {
    throw httpError(400, 'order must be asc or desc.');
  }
  const column = sortable[sortName as K];
  const direction = orderName === 'asc' ? asc : desc;
  // Rows without a value sort last either way, and equal values keep one stable order. A column
  // that is never empty is sorted plainly, in the order its index keeps (a descending index puts
  // empty values first, so `nulls last` would sort the whole table instead of reading the index).
  const neverEmpty = is(column, Column) && column.notNull;
  const primary = neverEmpty ? direction(column) : sql`${direction(column)} nulls last`;
  return { limit, offset, q, orderBy: [primary, direction(fallback.tieBreak)] };
}

/** A page's body stays an array; the total matching rows go in this header. */
export function setTotalCount<E extends AppEnv>(c: AppContext<E>, total: number): void {
  c.header('X-Total-Count', String(total));
}

/**
 * A prefix full-text query from what an admin typed ('toyo cor' finds 'Toyota Corolla'), on the
 * listings' indexed search vector. Null when the text holds no word.
 */
export function prefixQuery(q: string): string | null {
  const words = q
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0)
    .slice(0, 8);
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/** Digits of a phone-like search ('+263 77 12'), or null when the text is not one. */
export function phoneDigits(q: string): string | null {
  if (!/^[+\d\s()-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, '');
  return digits.length >= 3 ? digits : null;
}

/** `%text%` for LIKE, with the wildcard characters of the text itself taken literally. */
export const containing = (text: string) => `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
