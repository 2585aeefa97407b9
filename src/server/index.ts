/**
 * Starts the server: configuration, database (embedded PGlite in DATA_DIR, or PostgreSQL when
 * DATABASE_URL is set), migrations, then the API, the bot and the built app on one port.
 */
import { join, resolve } from 'node:path';
import { serve } from '@hono/node-server';
import { createApp } from './app';
import { botIdle } from './bot';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { devChatEnabled, loadEnvOrExit } from './env';

const env = loadEnvOrExit();
if (devChatEnabled(env)) {
  console.warn(
    'WARNING: DEV_CHAT=1: POST /api/dev/chat answers as the bot, sign-in links included, to anyone ' +
      'who can reach this server. For trying the product on this machine only; never in a deployment.',
  );
}
const dataDir = resolve(env.DATA_DIR);

const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
).catch((error: unknown) => {
  console.error(`Could not open the database: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
const applied = await migrate(database).catch((error: unknown) => {
  const where = env.DATABASE_URL ? 'the PostgreSQL server in DATABASE_URL' : 'the data folder';
  console.error(
    `Could not prepare ${where}: ${error instanceof Error ? error.message : String(error)}`,
  );
  process.exit(1);
});
if (applied.length > 0) console.log(`Applied migrations: ${applied.join(', ')}`);

const app = createApp({
  db: database.db,
  env,
  filesDir: join(dataDir, 'files'),
  distDir: resolve('dist'),
});

const server = serve({ fetch: app.fetch, port: env.PORT }, (info) => {
  const where = env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${join(dataDir, 'pglite')}`;
  console.log(`Listening on http://localhost:${info.port} (database: ${where})`);
});

let stopping = false;
const stop = (signal: string) => {
  if (stopping) return;
  stopping = true;
  console.log(`${signal}: stopping`);
  server.close(() => {
    // Answer the WhatsApp messages already accepted before the database goes away.
    void Promise.race([botIdle(), new Promise((resolve) => setTimeout(resolve, 3000))])
      .then(() => database.close())
      .finally(() => process.exit(0));
  });
  // Keep-alive connections must not hold the process open for ever.
  setTimeout(() => process.exit(0), 5000).unref();
};
process.on('SIGINT', () => stop('SIGINT'));
process.on('SIGTERM', () => stop('SIGTERM'));
