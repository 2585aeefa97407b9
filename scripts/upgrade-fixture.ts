/**
 * Makes the upgrade fixture: a release's data as that release itself wrote it, in the backup
 * archive format, photos included. The release is checked out into a temporary worktree, seeded
 * with its demo marketplace (`npm run seed`), and its own server is run there and driven the way
 * people use it: buyers search, ask for alerts and share a location over the bot, sellers sign in
 * (a link, a wrong code), upload photos (whole and in slices, one left half sent), create a
 * listing under an Idempotency-Key, start a listing by chat, get a check-in; a buyer reports a
 * listing through its public page and the admin hides it. Every table of the release must then
 * hold rows, or no fixture is written. Run it from this repository's root, then commit the file:
 *
 *   npx tsx scripts/upgrade-fixture.ts tests/fixtures/upgrade/release-<commit>.tar.gz <commit>
 *
 * tests/server/upgrade.test.ts restores it into a fresh database at the release's schema and
 * upgrades it with today's migrations. It takes a few minutes (the check-in and the alert are
 * sent by the release's jobs). The worktree is removed when done.
 */
import { spawnSync } from 'node:child_process';
import {
  createWriteStream,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { writeBackup } from '@/server/backup/backup';
import { appTables } from '@/server/backup/tables';
import { openDatabase } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import { DiskFileStore } from '@/server/files/disk-store';
import { Release, waitFor } from './lib/release-server';

const [target, release = '8801bcf'] = process.argv.slice(2);
if (!target) {
  throw new Error('Usage: npx tsx scripts/upgrade-fixture.ts <file.tar.gz> [release commit]');
}

const ADMIN = '263770000001';
/** The seeded seller with listings (Tendai Moyo Properties). */
const SELLER = '263772000001';
const BUYER = '263779990001';
const TRAVELLER = '263779990002';
const APP_SECRET = 'upgrade-fixture-secret';

const repo = resolve('.');
const work = mkdtempSync(join(tmpdir(), 'upgrade-fixture-'));
const tree = join(work, 'release');
const dataDir = join(work, 'data');

function run(command: string, args: string[], options: { cwd: string; env?: NodeJS.ProcessEnv }) {
  const done = spawnSync(command, args, { ...options, stdio: 'inherit' });
  if (done.status !== 0) throw new Error(`${command} ${args.join(' ')} failed (${done.status})`);
}

const photo = (seed: number) =>
  sharp({
    create: {
      width: 64 + seed,
      height: 48,
      channels: 3,
      background: { r: 40 * seed, g: 120, b: 200 - 20 * seed },
    },
  })
    .jpeg({ quality: 70 })
    .toBuffer();

async function drive(app: Release): Promise<void> {
  // A buyer searches and asks to be told of new matches; another shares where they are.
  const found = await app.chat(BUYER, { text: 'Looking for a car in Harare' });
  if (!found.some((text) => text.includes('Alert me'))) throw new Error('No Alert me offered');
  await app.chat(BUYER, { tap: 'Alert me' });
  await app.webhook(TRAVELLER, {
    type: 'location',
    location: { latitude: -20.15, longitude: 28.58, name: 'Bulawayo City Hall' },
  });

  // A seller signs in by link (and once more, leaving that link unused), and someone tries a
  // wrong code for the seller's last three digits.
  const seller = await app.signIn(SELLER);
  await app.chat(SELLER, { text: 'Login' });
  await app.json(
    '/api/users/verify-code',
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ lastThreeDigits: SELLER.slice(-3), code: '0000' }),
    },
    401,
  );

  // A photo uploaded whole, a listing made with it under an Idempotency-Key (and matching the
  // buyer's alert), and a photo half sent in slices.
  const form = new FormData();
  form.append('file', new Blob([await photo(1)], { type: 'image/jpeg' }), 'car.jpg');
  const { _id: uploaded } = await app.json<{ _id: string }>(
    '/api/files/upload',
    { method: 'POST', token: seller, body: form },
    201,
  );
  const { _id: listing } = await app.json<{ _id: string }>(
    '/api/listings',
    {
      method: 'POST',
      token: seller,
      headers: { 'content-type': 'application/json', 'idempotency-key': 'fixture-listing-1' },
      body: JSON.stringify({
        type: 'vehicle',
        subType: 'car',
        vehicleBrand: 'Toyota',
        modelYear: '2012',
        title: 'Toyota Corolla 2012',
        description: 'One owner, full service history.',
        price: { type: 'fixed', amount: 6500, isNegotiable: true },
        city: 'Harare',
        neighborhood: 'avondale',
        images: [uploaded],
      }),
    },
    201,
  );
  const half = await photo(2);
  const sliced = await app.request('/api/files/uploads/fixture-photo-1', {
    method: 'PATCH',
    token: seller,
    headers: {
      'content-type': 'application/offset+octet-stream',
      'upload-offset': '0',
      'upload-length': String(half.length),
    },
    body: half.subarray(0, Math.floor(half.length / 2)),
  });
  if (sliced.status !== 204 && sliced.status !== 200) {
    throw new Error(`A slice answered ${sliced.status}: ${await sliced.text()}`);
  }

  // A listing begun in the chat: a photo with its caption makes a draft.
  await app.chat(SELLER, {
    text: 'Honda Fit 2010 $4500 Harare',
    photo: { data: (await photo(3)).toString('base64'), mime: 'image/jpeg' },
  });

  // The alert reaches the buyer (the release's alert jobs), and the seller, who wrote in, gets
  // the check-in of a listing last confirmed long ago (its check-in jobs).
  await waitFor("the buyer's alert", 180, async () =>
    (await app.inbox(BUYER)).some((text) => text.includes('Toyota Corolla')) ? true : null,
  );
  await waitFor("the seller's check-in", 240, async () =>
    (await app.inbox(SELLER)).length > 0 ? true : null,
  );

  // A buyer reports the new listing on its public page; the admin hides it.
  const reported = listing;
  const report = await app.request(`/l/${reported}/report`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ reason: 'scam', note: 'Asked for a deposit first.' }),
  });
  if (report.status !== 200) throw new Error(`The report answered ${report.status}`);
  const admin = await app.signIn(ADMIN);
  await app.json(`/api/admin/listings/${reported}/moderation`, {
    method: 'POST',
    token: admin,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ action: 'hide', reason: 'Reported as a scam by a buyer' }),
  });
}

try {
  run('git', ['worktree', 'add', '--detach', tree, release], { cwd: repo });
  symlinkSync(realpathSync(join(repo, 'node_modules')), join(tree, 'node_modules'));
  const env = { ...process.env, DATA_DIR: dataDir };
  run('npx', ['tsx', 'src/server/seed/index.ts'], { cwd: tree, env });
  const app = await Release.start({ tree, dataDir, adminPhone: ADMIN, appSecret: APP_SECRET });
  try {
    await drive(app);
  } finally {
    await app.stop();
  }

  const database = await openDatabase({ kind: 'pglite', dataDir: join(dataDir, 'pglite') });
  try {
    const empty: string[] = [];
    for (const table of await appTables(database.db)) {
      const [counted] = await rows<{ n: number }>(
        database.db,
        sql.raw(`SELECT count(*)::int AS n FROM "${table}"`),
      );
      if (counted!.n === 0) empty.push(table);
    }
    if (empty.length) throw new Error(`The release left tables empty: ${empty.join(', ')}`);
    const { name, version } = JSON.parse(readFileSync(join(tree, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    await writeBackup(
      database,
      new DiskFileStore(join(dataDir, 'files')),
      createWriteStream(resolve(target)),
      { product: { name, version } },
    );
  } finally {
    await database.close();
  }
  console.log(`Upgrade fixture written: ${target}`);
} finally {
  spawnSync('git', ['worktree', 'remove', '--force', tree], { cwd: repo, stdio: 'inherit' });
  rmSync(work, { recursive: true, force: true });
}
