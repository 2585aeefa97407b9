/**
 * The column shapes the Drizzle schema files share, built with Drizzle's column builders; the
 * SQL in ./migrations stays the source of truth.
 */
import { sql } from 'drizzle-orm';
import { customType, text, timestamp, type AnyPgColumn } from 'drizzle-orm/pg-core';

export const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

/** `timestamptz`, read as a Date. */
export const timestamptz = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

/** A text id the database makes (`gen_random_uuid()::text`). */
export const generatedId = () =>
  text('id')
    .primaryKey()
    .default(sql`gen_random_uuid()::text`);

/** A required reference to the row this one belongs to: it goes when that row is deleted. */
export const belongsTo = (name: string, column: () => AnyPgColumn) =>
  text(name).notNull().references(column, { onDelete: 'cascade' });
