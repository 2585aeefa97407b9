/**
 * `npm run seed`: fills the configured database (PGlite in DATA_DIR, or DATABASE_URL) with the
 * demo marketplace, applying migrations first. Stop the server on the same DATA_DIR first: the
 * embedded database is opened by one process at a time.
 */
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { openDatabase } from '@/server/db/client';
import { migrate } from '@/server/db/migrate';
import { isAdminPhone } from '@/server/auth/users';
import { loadEnvOrExit } from '@/server/env';
import { seedDatabase } from './seed';

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
