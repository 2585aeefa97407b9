/**
 * The WhatsApp bot, made once where the server is assembled (src/server/index.ts, or a test) and
 * handed to the app, which mounts its routes under `/api`:
 *
 * - `GET  /webhooks/whatsapp`  Meta's verification handshake.
 * - `POST /webhooks/whatsapp`  Meta's deliveries (messages and status updates), signed with
 *                              WHATSAPP_APP_SECRET; without the secret every delivery gets 403.
 * - `POST /dev/chat`           `{ from, text }`, `{ from, replyId }`, `{ from, tap }` (a button or
 *                              row or card offered, by title or number), `{ from, photo, text? }`
 *                              or `{ from, location: { latitude, longitude } }` -> `{ replies }`;
 * - `GET  /dev/chat/inbox`     `?from=` -> `{ messages }`: what the bot sent unasked since the
 *                              last look. Both only with DEV_CHAT=1, never in production or with
 *                              WhatsApp credentials.
 *
 * Whoever made the bot stops it (graceful shutdown) and waits on it (tests).
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import type { Db } from '@/server/db/client';
import type { Env } from '@/server/env';
import { devChatEnabled } from '@/server/env';
import type { JobQueue } from '@/server/jobs/queue';
import { consoleLogger, type BotLogger } from '@/server/logger';
import { countedSender } from './counted-sender';
import { addressedSender } from './addressed-sender';
import { createUnderstanding, type QueryUnderstanding } from '@/server/discovery/understanding';
import { botHandlers } from './bot.handlers';
import { devChat, devChatInbox, webhookDelivery, webhookHandshake } from './bot.routes';
import { defineAlertJobs } from './alerts/jobs';
import { defineFeedbackJobs } from './feedback/jobs';
import { defineBotJobs } from './jobs';
import { BotRuntime } from './runtime';
import type { ReplyWorkers } from './reply-threads';
import { CheckinService } from './checkins/service';
import type { SenderLimit } from '@/server/bot/whatsapp/message-log';
import { CloudApiSender, DevSender, type OutboundSender } from '@/server/bot/whatsapp/sender';
import { CloudApiMedia, noMedia, type MediaSource } from '@/server/bot/whatsapp/media';
import { DevChatMedia } from '@/server/bot/whatsapp/dev-media';
import type { SellDeps } from '@/server/bot/conversation/sell/state';
import { createFileStore } from '@/server/files/create-store';
import { ImageQueue, PER_OWNER_UPLOADS } from '@/server/files/image-queue';
import type { FileStore } from '@/server/files/store';

export { WEBHOOK_WITHOUT_SECRET, type ChatReply } from './bot.handlers';
export { hasWhatsAppCredentials } from '@/server/env';

export interface BotDeps {
  env: Env;
  db: Db;
  logger?: BotLogger;
  /** Overrides the sender chosen from the configuration (tests use a fake Cloud API). */
  sender?: OutboundSender;
  /** Overrides QUERY_UNDERSTANDING. */
  understanding?: QueryUnderstanding;
  now?: () => Date;
  /**
   * The job queue of the periodic recovery and of buyers' alerts. With it (a server) the workers
   * also look for work every few seconds; without it (tests) they run when a message arrives,
   * and no alert is matched or sent.
   */
  jobs?: JobQueue;
  /** Overrides the per-sender limit (runtime.ts). */
  senderLimit?: SenderLimit;
  /** Overrides how many messages one process answers at once. */
  concurrency?: number;
  /** Where photos sent for listings are stored (the app's store); from the configuration if not given. */
  files?: FileStore;
  /** The process's image queue (shared with uploads); a new one if not given. */
  images?: ImageQueue;
  /** Overrides the Cloud API media downloads (from the configuration). */
  media?: MediaSource;
  /**
   * Reply threads (reply-threads.ts) answering the webhook's messages: the process's own workers
   * then never start, and the webhook only wakes the threads'.
   */
  replies?: ReplyWorkers;
}

export interface Bot {
  /** The bot's routes, to mount under /api. */
  routes: OpenAPIHono;
  /** The runtime behind them (tests drive recovery through it). */
  runtime: BotRuntime;
  /** Seller check-ins (tests run them on their clock through it). */
  checkins: CheckinService;
  /**
   * Resolves once the bot's kinds of job are defined on the queue (or their definition failed,
   * which is logged): a server listens only after it, so no job is sent before its queue exists.
   */
  ready: Promise<void>;
  /** Resolves once every webhook message accepted so far has been answered. */
  idle(): Promise<void>;
  /** Takes no more messages; resolves once the ones being answered are (graceful shutdown). */
  stop(): Promise<void>;
}

export function createSender(env: Env, logger: BotLogger): OutboundSender {
  if (env.WHATSAPP_TOKEN && env.WHATSAPP_PHONE_NUMBER_ID) {
    return new CloudApiSender({
      apiBase: env.WHATSAPP_API_BASE,
      phoneNumberId: env.WHATSAPP_PHONE_NUMBER_ID,
      token: env.WHATSAPP_TOKEN,
      logger,
    });
  }
  return new DevSender(logger);
}

export function createMedia(env: Env, logger?: BotLogger): MediaSource {
  return env.WHATSAPP_TOKEN
    ? new CloudApiMedia({ apiBase: env.WHATSAPP_API_BASE, token: env.WHATSAPP_TOKEN, logger })
    : noMedia;
}

export function createBot(deps: BotDeps): Bot {
  const logger = deps.logger ?? consoleLogger(deps.env.LOG_LEVEL);
  const sender = countedSender(
    addressedSender(deps.sender ?? createSender(deps.env, logger), deps.db),
    deps.env,
  );
  const media = deps.media ?? createMedia(deps.env, logger);
  // The development chat's photos are downloaded as WhatsApp's are, from a source of their own.
  const devMedia = devChatEnabled(deps.env) ? new DevChatMedia(media) : undefined;
  const sell: SellDeps = {
    media: devMedia ?? media,
    store: deps.files ?? createFileStore(deps.env),
    images:
      deps.images ??
      new ImageQueue({
        workers: deps.env.IMAGE_WORKERS,
        maxWaiting: deps.env.IMAGE_QUEUE,
        perOwner: PER_OWNER_UPLOADS,
      }),
    ...(deps.jobs ? { jobs: deps.jobs } : {}),
  };
  const runtime = new BotRuntime({
    db: deps.db,
    env: deps.env,
    sender,
    understanding: deps.understanding ?? createUnderstanding(deps.env, logger),
    logger,
    sell,
    ...(deps.now ? { now: deps.now } : {}),
    ...(deps.jobs ? { jobs: deps.jobs } : {}),
    ...(deps.senderLimit ? { senderLimit: deps.senderLimit } : {}),
    ...(deps.concurrency ? { concurrency: deps.concurrency } : {}),
    ...(deps.replies?.deliveriesInFlight
      ? { deliveriesInFlight: deps.replies.deliveriesInFlight }
      : {}),
  });
  const checkins = new CheckinService({
    db: deps.db,
    env: deps.env,
    sender,
    logger,
    ...(deps.now ? { now: deps.now } : {}),
    ...(deps.jobs ? { jobs: deps.jobs } : {}),
  });
  let ready = Promise.resolve();
  if (deps.jobs) {
    if (!deps.replies) runtime.start();
    // A queue that cannot be set up is logged; the workers answer messages all the same.
    const now = deps.now ?? (() => new Date());
    ready = Promise.all([
      defineBotJobs(deps.jobs, runtime, checkins, deps.db),
      defineAlertJobs(deps.jobs, { db: deps.db, env: deps.env, sender, logger, now }),
      defineFeedbackJobs(deps.jobs, { db: deps.db, env: deps.env, sender, logger, now }),
      deps.replies?.ready,
    ]).then(
      () => undefined,
      (error: unknown) =>
        logger.error('bot jobs could not be defined', {
          error: error instanceof Error ? error.message : String(error),
        }),
    );
  }
  const handlers = botHandlers({
    env: deps.env,
    db: deps.db,
    logger,
    runtime,
    wake: deps.replies ? () => deps.replies?.wake() : () => runtime.wake(),
    periodicRecovery: Boolean(deps.jobs),
    ...(devMedia ? { devMedia } : {}),
    ...(deps.now ? { now: deps.now } : {}),
  });
  const routes = new OpenAPIHono()
    // A handshake whose query cannot be read is one that fails.
    .openapi(webhookHandshake, handlers.verifyWebhook, (result, c) => {
      if (!result.success) return c.json({ message: 'Verification failed' }, 403);
    })
    .openapi(webhookDelivery, handlers.receiveWebhook);
  if (devChatEnabled(deps.env)) {
    // A body that breaks the schema: 400 with the first problem, in words.
    routes.openapi(devChat, handlers.sendDevChat, (result, c) => {
      if (!result.success) {
        return c.json({ message: result.error.issues[0]?.message ?? 'Invalid body' }, 400);
      }
    });
    routes.openapi(devChatInbox, handlers.readDevInbox, (result, c) => {
      if (!result.success) {
        return c.json({ message: result.error.issues[0]?.message ?? 'Invalid query' }, 400);
      }
    });
  }
  return {
    routes,
    runtime,
    checkins,
    ready,
    idle: () => runtime.idle(),
    stop: async () => {
      await Promise.all([runtime.stop(), deps.replies?.stop()]);
    },
  };
}
