/**
 * A reply thread (started by reply-threads.ts): the bot's workers of a server process on
 * PostgreSQL, answering the stored messages on an event loop and database pool of their own, so
 * the process's webhook stores a delivery and answers 200 without ever waiting on a search. The
 * workers take messages with the same claims as every process's (reply-claim.ts): a message is
 * answered once across every process and thread. Jobs (an alert match after a listing is
 * published by chat) are queued through the process, which holds the job queue.
 */
import { join, resolve } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import { createUnderstanding } from '@/server/discovery/understanding';
import { openDatabase } from '@/server/db/client';
import { loadEnvOrExit } from '@/server/env';
import { createFileStore } from '@/server/files/create-store';
import { ImageQueue, PER_OWNER_UPLOADS } from '@/server/files/image-queue';
import type { JobQueue, SendOptions } from '@/server/jobs/queue';
import { consoleLogger } from '@/server/logger';
import { registry } from '@/server/metrics/registry';
import { countedSender } from './counted-sender';
import { createMedia, createSender } from './index';
import type { FromReplyThread, ToReplyThread } from './reply-thread-messages';
import { BotRuntime } from './runtime';
import { REPLY_CONCURRENCY } from './runtime-settings';

const port = parentPort;
if (!port) throw new Error('reply-thread.ts runs as a worker thread of a server process');
const say = (message: FromReplyThread) => port.postMessage(message);

const env = loadEnvOrExit();
if (!env.DATABASE_URL) throw new Error('Reply threads need PostgreSQL (DATABASE_URL)');
const logger = consoleLogger(env.LOG_LEVEL);
const database = await openDatabase({ kind: 'postgres', url: env.DATABASE_URL });

/** Jobs sent from here are queued by the process (it answers once the job is stored). */
const waitingJobs = new Map<number, { resolve: () => void; reject: (error: Error) => void }>();
let asks = 0;
const jobs: JobQueue = {
  kind: 'pg-boss',
  define: () => Promise.reject(new Error('Jobs are defined by the server process')),
  every: () => Promise.reject(new Error('Jobs are scheduled by the server process')),
  stop: () => Promise.resolve(),
  send: <T extends object>(name: string, data: T, options?: SendOptions) =>
    new Promise<void>((done, fail) => {
      const ask = ++asks;
      waitingJobs.set(ask, { resolve: done, reject: fail });
      say({ type: 'send-job', ask, name, data, ...(options ? { options } : {}) });
    }),
};

const runtime = new BotRuntime({
  db: database.db,
  env,
  sender: countedSender(createSender(env, logger), env),
  understanding: createUnderstanding(env, logger),
  logger,
  jobs,
  concurrency: REPLY_CONCURRENCY,
  // The process's deliveries being stored go first, as they would before its own workers.
  deliveriesInFlight: (workerData as { deliveriesInFlight: Int32Array }).deliveriesInFlight,
  sell: {
    media: createMedia(env, logger),
    store: createFileStore(env, join(resolve(env.DATA_DIR), 'files')),
    images: new ImageQueue({
      workers: env.IMAGE_WORKERS,
      maxWaiting: env.IMAGE_QUEUE,
      perOwner: PER_OWNER_UPLOADS,
    }),
    jobs,
  },
});

port.on('message', (message: ToReplyThread) => {
  switch (message.type) {
    case 'wake':
      runtime.wake();
      return;
    case 'metrics':
      void registry
        .getMetricsAsJSON()
        .then((metrics) => say({ type: 'metrics', ask: message.ask, metrics }));
      return;
    case 'job-sent': {
      const waiting = waitingJobs.get(message.ask);
      waitingJobs.delete(message.ask);
      if (message.error === undefined) waiting?.resolve();
      else waiting?.reject(new Error(message.error));
      return;
    }
    case 'stop':
      void runtime
        .stop()
        .then(() => database.close())
        .catch(() => undefined)
        .then(() => {
          say({ type: 'stopped' });
          port.close();
        });
      return;
  }
});

runtime.start();
say({ type: 'ready' });
