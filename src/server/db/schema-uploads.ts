/**
 * Drizzle view of the resumable photo uploads (migration 0600_photo_uploads.sql). The SQL is the
 * source of truth; keep this file in step with it.
 */
import { customType, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import { belongsTo, timestamptz } from './schema-columns';
import { users } from './schema';

/** bytea: node-postgres answers a Buffer, PGlite a Uint8Array; both become a Buffer here. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
});

export const photoUploads = pgTable('photo_uploads', {
  id: text('id').primaryKey(),
  ownerId: belongsTo('owner_id', () => users.id),
  key: text('key').notNull(),
  length: integer('length').notNull(),
  received: integer('received').notNull().default(0),
  name: text('name'),
  fileId: text('file_id'),
  createdAt: timestamptz('created_at').notNull().defaultNow(),
  updatedAt: timestamptz('updated_at').notNull().defaultNow(),
});

export const photoUploadSlices = pgTable(
  'photo_upload_slices',
  {
    uploadId: belongsTo('upload_id', () => photoUploads.id),
    start: integer('start').notNull(),
    bytes: bytea('bytes').notNull(),
  },
  (table) => [primaryKey({ columns: [table.uploadId, table.start] })],
);

export type PhotoUploadRow = typeof photoUploads.$inferSelect;
