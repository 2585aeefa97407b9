/**
 * `npm run backup` and `npm run restore` as a round trip: a live server (photos in a bucket) is
 * backed up through its backup socket while sellers upload photos and create listings, the
 * archive is restored into a fresh folder (and, on PostgreSQL, a fresh database), and every
 * row and every photo byte is compared with the snapshot: what was written before the backup
 * began is there, what began after it ended is not, and a listing written meanwhile is there
 * whole (its photos' rows and bytes) or not at all.
 */
import { createHash } from 'node:crypto';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyArchive, type BackupManifest } from '@/server/backup/archive';
import { writeBackup } from '@/server/backup/backup';
import { requestLiveBackup, serveLiveBackups } from '@/server/backup/live';
import { restoreBackup, RestoreRefused } from '@/server/backup/restore';
import { readTar, TarWriter } from '@/server/backup/tar';
import { openDatabase, type Database } from '@/server/db/client';
import { createFileStore } from '@/server/files/create-store';
import { DiskFileStore } from '@/server/files/disk-store';
import { S3FileStore } from '@/server/files/s3-store';
import { FILE_VARIANTS, type FileStore } from '@/server/files/store';
import { startS3Emulator, type S3Emulator } from '../support/s3-emulator';
import { archiveRows, bytesOf, freshDeployment, ids, rowsOf, startWriters } from './backup-support';
import { createTestServer, type TestServer } from './helpers';

const product = { name: 'test', version: '0.0.0' };

let s3: S3Emulator;
let server: TestServer;
let source: FileStore;
let work: string;

beforeAll(async () => {
  s3 = await startS3Emulator('backup-source');
  server = await createTestServer({ env: s3.env });
  source = createFileStore(server.env);
  work = mkdtempSync(join(tmpdir(), 'backup-test-'));
});
afterAll(async () => {
  await server?.close();
  await s3?.close();
  rmSync(work, { recursive: true, force: true });
});

describe('a backup of a live server under writes, restored into a fresh deployment', () => {
  let archive: string;
  let manifest: BackupManifest;
  let writers: ReturnType<typeof startWriters>;
  let target: { database: Database; close: () => Promise<void> };
  let restoredFiles: DiskFileStore;

  beforeAll(async () => {
    const sellers = await Promise.all(
      ['263771110001', '263771110002', '263771110003'].map((phone) => server.signInAs(phone)),
    );
    let phase: 'before' | 'during' | 'after' = 'before';
    writers = startWriters(sellers, () => phase);
    // Some listings exist before the backup begins.
    while (writers.written.filter((w) => w.answeredBefore).length < 6) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const socket = join(work, 'backup.sock');
    const backups: Server = await serveLiveBackups(socket, (out) =>
      writeBackup(server.database, source, out, { product }),
    );
    archive = join(work, 'live.tar.gz');
    phase = 'during';
    expect(await requestLiveBackup(socket, archive)).toBe(true);
    phase = 'after';
    // Writes that begin after the backup ended must not be in it.
    while (writers.written.filter((w) => w.beganAfter).length < 3) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    await writers.stop();
    backups.close();
    manifest = await verifyArchive(archive);

    target = await freshDeployment(join(work, 'restored'));
    restoredFiles = new DiskFileStore(join(work, 'restored', 'files'));
    await restoreBackup(target.database, restoredFiles, archive);
  }, 120_000);
  afterAll(async () => {
    await target?.close();
  });

  it('restores every row of the archive exactly, and the archive holds every table', async () => {
    const restored = await rowsOf(target.database.db);
    const archived = await archiveRows(archive);
    expect([...restored.keys()].sort()).toEqual(Object.keys(manifest.tables).sort());
    for (const [table, rows] of restored) {
      expect(rows.length, table).toBe(manifest.tables[table]);
      expect(rows, table).toEqual(archived.get(table));
    }
  });

  it('holds what was written before the backup, not what began after it, and nothing half', async () => {
    const restored = await rowsOf(target.database.db);
    const listings = ids(restored.get('listings'));
    const files = ids(restored.get('files'));
    const before = writers.written.filter((w) => w.answeredBefore);
    const after = writers.written.filter((w) => w.beganAfter);
    expect(before.length).toBeGreaterThan(0);
    expect(after.length).toBeGreaterThan(0);
    for (const w of before) expect(listings.has(w.listing)).toBe(true);
    for (const w of after) expect(listings.has(w.listing)).toBe(false);
    for (const upload of writers.uploads.filter((u) => u.answeredBefore)) {
      expect(files.has(upload.id)).toBe(true);
    }
    for (const w of writers.written.filter((w) => listings.has(w.listing))) {
      for (const photo of w.photos) expect(files.has(photo)).toBe(true);
    }
    // Each photo row and its hourly-limit count are written in one transaction: a copy made
    // table by table while uploads run would hold one without the other.
    const uploadsCounted = new Map<string, number>();
    for (const row of restored.get('seller_actions') ?? []) {
      const action = JSON.parse(row) as { seller_id: string; action: string };
      if (action.action !== 'upload') continue;
      uploadsCounted.set(action.seller_id, (uploadsCounted.get(action.seller_id) ?? 0) + 1);
    }
    const photosOwned = new Map<string, number>();
    for (const row of restored.get('files') ?? []) {
      const owner = (JSON.parse(row) as { owner_id: string }).owner_id;
      photosOwned.set(owner, (photosOwned.get(owner) ?? 0) + 1);
    }
    expect(uploadsCounted).toEqual(photosOwned);
  });

  it('restores every photo of every row byte for byte, as the live store holds it', async () => {
    const restored = await rowsOf(target.database.db);
    const files = [...ids(restored.get('files'))];
    const before = writers.written.filter((w) => w.answeredBefore);
    expect(files.length).toBeGreaterThanOrEqual(2 * before.length);
    expect(manifest.missingPhotos).toEqual([]);
    for (const id of files) {
      for (const variant of FILE_VARIANTS) {
        const original = await bytesOf(source, id, variant);
        const copy = await bytesOf(restoredFiles, id, variant);
        expect(copy === null ? null : createHash('sha256').update(copy).digest('hex')).toBe(
          original === null ? null : createHash('sha256').update(original).digest('hex'),
        );
        if (original) expect(manifest.photos[id]?.[variant]?.size).toBe(original.length);
      }
    }
  });

  it('sets the sequences past the restored ids', async () => {
    const { rows } = await target.database.db.execute<{ next: string; top: string }>(
      sql`SELECT nextval('seller_actions_id_seq')::text AS next,
                 (SELECT max(id) FROM seller_actions)::text AS top`,
    );
    expect(BigInt(rows[0]!.next)).toBeGreaterThan(BigInt(rows[0]!.top));
  });

  it('refuses a deployment that has rows, and with --force replaces them', async () => {
    await expect(restoreBackup(target.database, restoredFiles, archive)).rejects.toThrow(
      RestoreRefused,
    );
    await expect(restoreBackup(target.database, restoredFiles, archive)).rejects.toThrow(
      /already has rows .*--force/s,
    );
    await target.database.db.execute(sql`DELETE FROM listing_views`);
    const bucket = new S3FileStore({
      bucket: 'backup-source',
      endpoint: s3.endpoint,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
      forcePathStyle: true,
      prefix: 'restored/',
    });
    await restoreBackup(target.database, bucket, archive, { force: true });
    expect(await rowsOf(target.database.db)).toEqual(await archiveRows(archive));
    const some = Object.keys(manifest.photos)[0]!;
    const copy = await bytesOf(bucket, some, 'original');
    expect(copy && createHash('sha256').update(copy).digest('hex')).toBe(
      manifest.photos[some]!.original!.sha256,
    );
  });
});

describe('a damaged archive', () => {
  it('is refused before anything is written when it is cut short or altered', async () => {
    const archive = join(work, 'whole.tar.gz');
    await writeBackup(server.database, source, createWriteStream(archive), { product });
    const whole = readFileSync(archive);
    const cut = join(work, 'cut.tar.gz');
    writeFileSync(cut, whole.subarray(0, Math.floor(whole.length * 0.6)));
    await expect(verifyArchive(cut)).rejects.toThrow(/cut short|unexpected end|no manifest/i);

    // A photo's bytes changed inside a valid archive: its sha256 no longer matches.
    const altered = join(work, 'altered.tar.gz');
    const out = new TarWriter(createWriteStream(altered));
    let changed = false;
    for await (const entry of readTar(createReadStream(archive))) {
      const data = Buffer.from(entry.data);
      if (!changed && entry.name.startsWith('photos/')) {
        data[data.length - 3] = data[data.length - 3]! ^ 0xff;
        changed = true;
      }
      await out.add(entry.name, data);
    }
    await out.finish();
    expect(changed).toBe(true);
    await expect(verifyArchive(altered)).rejects.toThrow(/does not match its sha256/);

    const database = await openDatabase({ kind: 'pglite' });
    const dir = join(work, 'never');
    try {
      for (const path of [cut, altered]) {
        await expect(restoreBackup(database, new DiskFileStore(dir), path)).rejects.toThrow();
      }
      expect(existsSync(dir)).toBe(false);
      const { rows } = await database.db.execute<{ present: boolean }>(
        sql`SELECT to_regclass('schema_migrations') IS NOT NULL AS present`,
      );
      expect(rows[0]!.present).toBe(false);
    } finally {
      await database.close();
    }
  }, 60_000);
});
