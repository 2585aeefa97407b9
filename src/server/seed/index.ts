/**
 * `npm run seed`: fills the configured database (PGlite in DATA_DIR, or DATABASE_URL) with the
 * demo marketplace, applying migrations first. Stop the server on the same DATA_DIR first: the
 * embedded database is opened by one process at a time.
 *
 * `npm run seed -- --scale national` (or a fraction of it, `--scale 0.1`) fills PostgreSQL with
 * the national marketplace instead (national.ts), for the benches.
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase, type Database } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { isAdminPhone } from '@/server/auth/users';
import { loadEnvOrExit } from '@/server/env';
import { seedDatabase } from './seed';
import { hasNational, seedNational } from './national';

export * from './seed';

/**
 * What the seed says of the demo admin: whether the configuration in force (ADMIN_PHONES, which
 * `npm run demo` sets) already makes it an admin, or what to do so it is.
 */
export function adminPhoneLine(adminPhone: string, adminPhones: readonly string[]): string {
  const state = isAdminPhone(adminPhone, adminPhones)
    ? 'in ADMIN_PHONES: signed in as it, /admin opens'
    : 'put it in ADMIN_PHONES to open /admin';
  return `Admin phone:  ${adminPhone}  (${state})`;
}

/** The embedded database takes the national fixture up to this scale (10,000 listings). */
export const EMBEDDED_MAX_SCALE = 0.02;

/**
 * The scale asked for with `--scale national|<fraction>`, or null for the demo marketplace;
 * throws with what to write instead when it cannot be read or does not fit the database.
 */
export function scaleOf(args: readonly string[], database: 'pglite' | 'postgres'): number | null {
  const at = args.findIndex((arg) => arg === '--scale' || arg.startsWith('--scale='));
  if (at < 0) return null;
  const given = args[at]!.includes('=') ? args[at]!.split('=')[1] : args[at + 1];
  const scale = given === 'national' ? 1 : Number(given);
  if (!given || !Number.isFinite(scale) || scale <= 0 || scale > 1) {
    throw new Error(
      `--scale takes "national" or a fraction of it between 0 and 1 (0.1 is 50,000 listings), not ${JSON.stringify(given ?? '')}`,
    );
  }
  if (database === 'pglite' && scale > EMBEDDED_MAX_SCALE) {
    throw new Error(
      `The embedded database is for one process on one machine (a demo, a trial, a town's ` +
        `marketplace): it takes --scale up to ${EMBEDDED_MAX_SCALE} (10,000 listings). Set ` +
        `DATABASE_URL to a PostgreSQL server for the national marketplace.`,
    );
  }
  return scale;
}

async function seedScale(database: Database, scale: number, marketplace: string): Promise<void> {
  if (await hasNational(database.db)) {
    console.log('The national marketplace is in this database already: nothing to do.');
    return;
  }
  const started = Date.now();
  const counts = await seedNational(database.db, {
    scale,
    marketplace,
    log: (line) => console.log(line),
  });
  console.log(
    `Seeded ${counts.listings} listings, ${counts.sellers} sellers, ${counts.views} views, ` +
      `${counts.contacts} conversations and ${counts.savedSearches} saved searches in ` +
      `${((Date.now() - started) / 1000).toFixed(1)} s`,
  );
}

async function main(): Promise<void> {
  const env = loadEnvOrExit();
  const dataDir = resolve(env.DATA_DIR);
  const database = await openDatabase(
    env.DATABASE_URL
      ? { kind: 'postgres', url: env.DATABASE_URL }
      : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
  );
  try {
    await migrate(database);
    const scale = scaleOf(process.argv.slice(2), database.kind);
    if (scale !== null) {
      await seedScale(database, scale, env.MARKETPLACE_NAME);
      return;
    }
    const started = Date.now();
    const summary = await seedDatabase(
      { db: database.db, filesDir: join(dataDir, 'files'), env },
      { log: (line) => console.log(line) },
    );
    if (!summary.skipped) console.log(`Seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    console.log('');
    console.log(adminPhoneLine(summary.adminPhone, env.ADMIN_PHONES));
    console.log(`Seller phone: ${summary.sellerPhone}`);
    console.log(`Sign in: npm run chat -- ${summary.sellerPhone} "Login"`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
