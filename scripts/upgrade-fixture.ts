/**
 * Makes the upgrade fixture: the demo data as a release left it, in the backup archive format
 * without the photos' bytes (their rows stay; migrations never read images), so it stays small.
 * Run it at the release's commit, then commit the file under tests/fixtures/upgrade/:
 *
 *   git checkout <release> && npx tsx scripts/upgrade-fixture.ts tests/fixtures/upgrade/release-<commit>.tar.gz
 *
 * tests/server/upgrade.test.ts restores it into a fresh database at the release's schema and
 * upgrades it with today's migrations.
 */
import { createReadStream, createWriteStream, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { MANIFEST, type BackupManifest } from '@/server/backup/archive';
import { productVersion, writeBackup } from '@/server/backup/backup';
import { readTar, TarWriter } from '@/server/backup/tar';
import { openDatabase } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { parseEnv } from '@/server/env';
import { DiskFileStore } from '@/server/files/disk-store';
import { seedDatabase } from '@/server/seed';

const target = process.argv[2];
if (!target) throw new Error('Usage: npx tsx scripts/upgrade-fixture.ts <file.tar.gz>');
const work = mkdtempSync(join(tmpdir(), 'upgrade-fixture-'));
try {
  const database = await openDatabase({ kind: 'pglite' });
  await migrate(database);
  const filesDir = join(work, 'files');
  // A fixed clock: the fixture's dates do not depend on the day it was made.
  const now = new Date('2026-11-28T06:00:00Z');
  await seedDatabase({ db: database.db, filesDir, env: parseEnv({ DATA_DIR: work }) }, { now });
  const whole = join(work, 'whole.tar.gz');
  await writeBackup(database, new DiskFileStore(filesDir), createWriteStream(whole), {
    product: productVersion(),
  });
  await database.close();

  const out = new TarWriter(createWriteStream(resolve(target)));
  for await (const entry of readTar(createReadStream(whole))) {
    if (entry.name.startsWith('photos/')) continue;
    if (entry.name !== MANIFEST) {
      await out.add(entry.name, entry.data, now);
      continue;
    }
    const manifest = JSON.parse(entry.data.toString('utf8')) as BackupManifest;
    const trimmed: BackupManifest = { ...manifest, photos: {}, missingPhotos: [] };
    await out.add(MANIFEST, Buffer.from(`${JSON.stringify(trimmed, null, 2)}\n`), now);
  }
  await out.finish();
  console.log(`Upgrade fixture written: ${target}`);
} finally {
  rmSync(work, { recursive: true, force: true });
}
