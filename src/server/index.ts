/**
 * Starts the server: configuration, database (embedded PGlite in DATA_DIR, or PostgreSQL when
 * DATABASE_URL is set), migrations, the image store and the job queue, then the API, the bot and
 * the built app on one port. SIGTERM stops it gracefully within 10 seconds.
 */
import { join, resolve } from 'node:path';
import { createApp } from './app';
import { writeBackup, productVersion } from './backup/backup';
import { BACKUP_SOCKET, serveLiveBackups } from './backup/live';
import { createBot } from './bot';
import { startReplyThreads } from './bot/reply-threads';
import { openDatabase } from './db/client';
import { migrate } from './db/migrate';
import { createFileStore } from './files/create-store';
import { ImageQueue, PER_OWNER_UPLOADS } from './files/image-queue';
import { createNodeServer } from './http/node-server';
import { describeCut, watchRequests } from './http/requests-in-flight';
import { onPostgres, waitForBucket, waitForDatabase } from './startup/services';
import { defineMaintenanceJobs } from './jobs/maintenance';
import { openJobQueue } from './jobs/open-queue';
import { devChatEnabled, loadEnvOrExit } from './env';
import { consoleLogger, log, setLogLevel } from './logger';
import { addThreadMetrics } from './metrics/registry';
import { watchProcess } from './metrics/watch';
import { guardProcess } from './process-guard';
import { announceStart, readVersion } from './startup';

guardProcess();
const env = loadEnvOrExit();
setLogLevel(env.LOG_LEVEL);
const version = readVersion();
announceStart(log, env, resolve(env.DATA_DIR), version);
if (devChatEnabled(env)) {
  log.warn(
    'DEV_CHAT=1: POST /api/dev/chat answers as the bot, sign-in links included, to anyone ' +
      'who can reach this server. For trying the product on this machine only; never in a deployment.',
  );
}
if (!env.WHATSAPP_APP_SECRET) {
  log.info(
    'WHATSAPP_APP_SECRET is not set: WhatsApp webhook deliveries are refused (403). ' +
      (devChatEnabled(env)
        ? 'Talk to the bot with npm run chat.'
        : 'To try the bot locally, start with DEV_CHAT=1 and use npm run chat.'),
  );
}
const dataDir = resolve(env.DATA_DIR);

const database = await openDatabase(
  env.DATABASE_URL
    ? { kind: 'postgres', url: env.DATABASE_URL }
    : { kind: 'pglite', dataDir: join(dataDir, 'pglite') },
).catch((error: unknown) => {
  log.fatal({ err: error }, 'Could not open the database');
  process.exit(1);
});
// PostgreSQL or the bucket not answering yet: wait (saying so), then start; see startup/.
await waitForDatabase(env, database).catch((error: unknown) => {
  log.fatal({ err: error }, 'Could not open the database');
  process.exit(1);
});
const applied = await onPostgres(env, 'migrations', () => migrate(database)).catch(
  (error: unknown) => {
    const where = env.DATABASE_URL ? 'the PostgreSQL server in DATABASE_URL' : 'the data folder';
    log.fatal({ err: error }, `Could not prepare ${where}`);
    process.exit(1);
  },
);
if (applied.length > 0)
  log.info({ migrations: applied }, `Applied migrations: ${applied.join(', ')}`);

const files = createFileStore(env, join(dataDir, 'files'));
await waitForBucket(env, files);
const jobs = await onPostgres(env, 'job queue', () => openJobQueue(env)).catch((error: unknown) => {
  log.fatal({ err: error }, 'Could not start the job queue');
  process.exit(1);
});
await defineMaintenanceJobs(jobs, { db: database.db, files });

// The bot's workers answer messages in this process; the job queue also recovers left-behind work.
// One image queue for the process: photos sent to the bot and uploads from the app share it.
const images = new ImageQueue({
  workers: env.IMAGE_WORKERS,
  maxWaiting: env.IMAGE_QUEUE,
  perOwner: PER_OWNER_UPLOADS,
});
// On PostgreSQL the replies are worked out on threads of their own: a delivery's 200 never waits
// behind a search on this event loop or for a connection of this pool.
const replies =
  database.kind === 'postgres' && env.REPLY_THREADS > 0
    ? startReplyThreads(env.REPLY_THREADS, { jobs, logger: consoleLogger(env.LOG_LEVEL) })
    : undefined;
if (replies) addThreadMetrics(replies.metrics);
const bot = createBot({
  env,
  db: database.db,
  jobs,
  files,
  images,
  ...(replies ? { replies } : {}),
});
// Every kind of job defined before the first request: a job sent before its queue exists is lost.
await bot.ready;
watchProcess({ database, jobs, images, version });

let stopping = false;
const app = createApp({
  bot,
  db: database.db,
  env,
  filesDir: join(dataDir, 'files'),
  files,
  images,
  jobs,
  stopping: () => stopping,
  distDir: resolve('dist'),
});

const server = createNodeServer(app.fetch, {
  headersTimeoutMs: env.HTTP_HEADERS_TIMEOUT_MS,
  bodyWindowMs: env.HTTP_BODY_WINDOW_MS,
  bodyMinBytesPerSecond: env.HTTP_BODY_MIN_RATE,
  requestTimeoutMs: env.HTTP_REQUEST_TIMEOUT_MS,
  maxConnectionsPerAddress: env.MAX_CONNECTIONS_PER_ADDRESS,
  trustProxy: env.TRUST_PROXY,
});
const requests = watchRequests(server);
// A deep accept queue: a burst of new connections waits there rather than retrying its SYN.
server.listen({ port: env.PORT, backlog: 2048 }, () => {
  const where = env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${join(dataDir, 'pglite')}`;
  const images = files.kind === 's3' ? `bucket ${env.S3_BUCKET}` : join(dataDir, 'files');
  log.info(
    `Listening on http://localhost:${env.PORT} (database: ${where}; images: ${images}; jobs: ${jobs.kind})`,
  );
});

// `npm run backup` cannot open the embedded database beside this process: it asks it instead.
const backups =
  database.kind === 'pglite'
    ? await serveLiveBackups(join(dataDir, BACKUP_SOCKET), (out) =>
        writeBackup(database, files, out, { product: productVersion() }),
      ).catch((error: unknown) => {
        log.error({ err: error }, 'Backups of the running server are off');
        return null;
      })
    : null;

/** The whole stop, past which the process exits anyway (orchestrators kill at about 10 s). */
const STOP_LIMIT_MS = 9500;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms).unref());

/**
 * Stops taking connections, lets requests in flight finish (an upload completes), stops taking
 * jobs and waits for the running ones, then closes the database and exits: 0 when everything
 * finished, 1 when the time limit cut an upload (each one logged, with the bytes received).
 */
async function stop(signal: string): Promise<void> {
  if (stopping) return;
  stopping = true;
  log.info(`${signal}: stopping`);
  setTimeout(() => {
    log.error('Stopped before everything finished (time limit)');
    process.exit(1);
  }, STOP_LIMIT_MS).unref();
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  // Idle keep-alive connections would hold close() open: close each as soon as it is idle.
  const closeIdle = () => {
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  closeIdle();
  const sweeper = setInterval(closeIdle, 100);
  await Promise.race([drained, sleep(6000)]);
  clearInterval(sweeper);
  // What the time limit cuts: an upload cut is work lost (the seller's phone sends it again).
  const cut = requests.open();
  for (const request of cut) {
    log.error(
      `${signal}: ${request.withBody ? 'upload' : 'request'} cut by the stop's time limit: ${describeCut(request)}`,
    );
  }
  const lost = cut.some((request) => request.withBody);
  // Messages already acknowledged are answered here or, once the queue stops, by another process.
  await jobs.stop(2000).catch(() => undefined);
  await Promise.race([bot.stop(), sleep(1000)]);
  backups?.close();
  await database.close().catch(() => undefined);
  if (lost) {
    log.error(`${signal}: stopped with uploads cut (database closed); exit code 1`);
    process.exit(1);
  }
  log.info(`${signal}: stopped (requests in flight finished, database closed)`);
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
