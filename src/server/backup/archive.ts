/**
 * What a backup archive holds and how it is checked. The archive is a gzip-compressed tar file:
 *
 *   tables/<nnnn>-<table>/<nnnnnn>.ndjson   rows, one JSON object per line (row_to_json), tables
 *                                           in an order where a row's references come first
 *   photos/<variant file name>             every variant of every photo the rows refer to
 *   manifest.json                          last: versions, the snapshot's time, counts, hashes
 *
 * The manifest comes last because it records what was written before it; `verifyArchive` reads
 * the whole file and checks every count and hash against it before anything is restored.
 */
import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { FILE_VARIANTS, type FileVariant } from '@/server/files/store';
import { readTar, type TarEntry } from './tar';

export const ARCHIVE_FORMAT = 1;
export const MANIFEST = 'manifest.json';

export interface PhotoVariantRecord {
  size: number;
  sha256: string;
}

export interface BackupManifest {
  format: typeof ARCHIVE_FORMAT;
  product: { name: string; version: string };
  /** The last migration applied to the database the rows come from. */
  schemaVersion: string;
  /** The snapshot's moment (the database clock): the rows are the database as it was then. */
  createdAt: string;
  database: 'pglite' | 'postgres';
  photoStore: 'disk' | 's3';
  /** Row counts per table, in the order the rows were written (references first). */
  tables: Record<string, number>;
  /** Each sequence's last value (null: never used), so new rows never take a restored id. */
  sequences: Record<string, string | null>;
  /** Every variant stored for every photo row, by photo id. */
  photos: Record<string, Partial<Record<FileVariant, PhotoVariantRecord>>>;
  /** Photo rows whose image was removed from the store after the snapshot began. */
  missingPhotos: string[];
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

export function tableEntryName(position: number, table: string, chunk: number): string {
  return `tables/${String(position).padStart(4, '0')}-${table}/${String(chunk).padStart(6, '0')}.ndjson`;
}

const TABLE_ENTRY = /^tables\/\d{4}-([a-z_][a-z0-9_]*)\/\d{6}\.ndjson$/;

export type ArchiveEntry =
  | { kind: 'rows'; table: string; lines: string[] }
  | { kind: 'photo'; id: string; variant: FileVariant; data: Buffer }
  | { kind: 'manifest'; manifest: BackupManifest };

const PHOTO_ENTRY = /^photos\/([A-Za-z0-9-]{1,64})(\.thumb|\.wa\.jpg)?$/;

function classify(entry: TarEntry): ArchiveEntry {
  const rows = TABLE_ENTRY.exec(entry.name);
  if (rows) {
    const text = entry.data.toString('utf8');
    return {
      kind: 'rows',
      table: rows[1]!,
      lines: text ? text.replace(/\n$/, '').split('\n') : [],
    };
  }
  const photo = PHOTO_ENTRY.exec(entry.name);
  if (photo) {
    const variant: FileVariant =
      photo[2] === '.thumb' ? 'thumbnail' : photo[2] === '.wa.jpg' ? 'whatsapp' : 'original';
    return { kind: 'photo', id: photo[1]!, variant, data: entry.data };
  }
  if (entry.name === MANIFEST) {
    const manifest = JSON.parse(entry.data.toString('utf8')) as BackupManifest;
    if (manifest.format !== ARCHIVE_FORMAT) {
      throw new Error(`The archive's format ${manifest.format} is not one this version reads`);
    }
    return { kind: 'manifest', manifest };
  }
  throw new Error(`Not a backup archive (unexpected entry ${entry.name})`);
}

/** The archive's entries, named by what they hold. */
export async function* readArchive(path: string): AsyncGenerator<ArchiveEntry> {
  for await (const entry of readTar(createReadStream(path))) yield classify(entry);
}

/**
 * Reads the whole archive and checks it against its manifest: every table's row count, every
 * photo variant's size and sha256, nothing more and nothing less. Returns the manifest.
 */
export async function verifyArchive(path: string): Promise<BackupManifest> {
  const rows = new Map<string, number>();
  const photos = new Map<string, PhotoVariantRecord>();
  let manifest: BackupManifest | null = null;
  for await (const entry of readArchive(path)) {
    if (manifest) throw new Error('Not a backup archive (entries after the manifest)');
    if (entry.kind === 'rows')
      rows.set(entry.table, (rows.get(entry.table) ?? 0) + entry.lines.length);
    else if (entry.kind === 'photo') {
      photos.set(`${entry.id}/${entry.variant}`, {
        size: entry.data.length,
        sha256: sha256(entry.data),
      });
    } else manifest = entry.manifest;
  }
  if (!manifest) throw new Error('The archive has no manifest: it was not finished');
  const problems: string[] = [];
  for (const [table, count] of Object.entries(manifest.tables)) {
    if ((rows.get(table) ?? 0) !== count) {
      problems.push(`table ${table}: ${rows.get(table) ?? 0} rows, the manifest says ${count}`);
    }
  }
  for (const table of rows.keys()) {
    if (!(table in manifest.tables)) problems.push(`table ${table} is not in the manifest`);
  }
  let listed = 0;
  for (const [id, variants] of Object.entries(manifest.photos)) {
    for (const variant of FILE_VARIANTS) {
      const expected = variants[variant];
      if (!expected) continue;
      listed++;
      const found = photos.get(`${id}/${variant}`);
      if (!found) problems.push(`photo ${id} (${variant}) is missing`);
      else if (found.sha256 !== expected.sha256 || found.size !== expected.size) {
        problems.push(`photo ${id} (${variant}) does not match its sha256`);
      }
    }
  }
  if (photos.size !== listed)
    problems.push(`${photos.size - listed} photos are not in the manifest`);
  if (problems.length > 0) {
    throw new Error(`The archive is damaged:\n  ${problems.slice(0, 20).join('\n  ')}`);
  }
  return manifest;
}
