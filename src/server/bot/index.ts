/**
 * The WhatsApp bot's HTTP surface, mounted by the server under `/api`:
 *
 * - `GET  /webhooks/whatsapp`  Meta's verification handshake.
 * - `POST /webhooks/whatsapp`  Meta's deliveries (messages and status updates), signed with
 *                              WHATSAPP_APP_SECRET; without the secret every delivery gets 403.
 * - `POST /dev/chat`           `{ from, text }` or `{ from, replyId }` -> `{ replies }`; only
 *                              with DEV_CHAT=1, never in production or with WhatsApp credentials.
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/server/db/client';
import type { Env } from '@/server/env';
import { devChatEnabled, normalizePhone } from '@/server/env';
import type { JobQueue } from '@/server/jobs/queue';
import { devChat, webhookDelivery, webhookHandshake } from './bot.routes';
import { defineBotJobs } from './jobs';
import { consoleLogger, type BotLogger } from '@/server/logger';
import { plainText, type OutboundMessage } from './outbound';
import { BotRuntime } from './runtime';
import type { SenderLimit } from '@/server/bot/whatsapp/message-log';
import { CloudApiSender, DevSender, type OutboundSender } from '@/server/bot/whatsapp/sender';
import { isValidSignature } from '@/server/bot/whatsapp/signature';
import { createUnderstanding, type QueryUnderstanding } from '@/server/discovery/understanding';
import {
  extractEvents,
  storable,
  webhookEnvelopeSchema,
  type InboundEvent,
} from '@/server/bot/whatsapp/webhook-payload';

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
   * The job queue of the periodic recovery. With it (a server) the workers also look for work
   * every few seconds; without it (tests) they run when a message arrives.
   */
  jobs?: JobQueue;
  /** Overrides the per-sender limit (runtime.ts). */
  senderLimit?: SenderLimit;
  /** Overrides how many messages one process answers at once. */
  concurrency?: number;
}

/** The runtime of the most recently created bot routes, for tests and graceful shutdown. */
let lastRuntime: BotRuntime | null = null;

/** Resolves once every webhook message accepted so far has been answered. */
export async function botIdle(): Promise<void> {
  await lastRuntime?.idle();
}

/** Takes no more messages; resolves once the ones being answered are (graceful shutdown). */
export async function stopBot(): Promise<void> {
  await lastRuntime?.stop();
}

function defaultLogger(env: Env): BotLogger {
  return consoleLogger(env.LOG_LEVEL);
}

export { hasWhatsAppCredentials } from '@/server/env';

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

const devChatSchema = z
  .object({
    from: z.string().trim().min(1).max(32),
    text: z.string().max(4096).optional(),
    replyId: z.string().max(200).optional(),
  })
  .refine((body) => body.text !== undefined || body.replyId !== undefined, {
    message: 'text or replyId is required',
  });

/** The answer to every webhook delivery on a server without an app secret. */
export const WEBHOOK_WITHOUT_SECRET =
  'Webhook deliveries are refused: WHATSAPP_APP_SECRET is not set, so their signature cannot be ' +
  'checked. Set it to receive WhatsApp messages; to try the bot locally, start the server with ' +
  'DEV_CHAT=1 and use npm run chat.';

export interface ChatReply {
  text: string;
  kind: OutboundMessage['kind'];
  message: OutboundMessage;
}

export function createBotRoutes(deps: BotDeps): OpenAPIHono {
  return createBot(deps).routes;
}

/** The routes and the runtime behind them (tests drive recovery through the runtime). */
export function createBot(deps: BotDeps): { routes: OpenAPIHono; runtime: BotRuntime } {
  const logger = deps.logger ?? defaultLogger(deps.env);
  const sender = deps.sender ?? createSender(deps.env, logger);
  const runtime = new BotRuntime({
    db: deps.db,
    env: deps.env,
    sender,
    understanding: deps.understanding ?? createUnderstanding(deps.env, logger),
    logger,
    ...(deps.now ? { now: deps.now } : {}),
    ...(deps.senderLimit ? { senderLimit: deps.senderLimit } : {}),
    ...(deps.concurrency ? { concurrency: deps.concurrency } : {}),
  });
  lastRuntime = runtime;
  if (deps.jobs) {
    runtime.start();
    // A queue that cannot be set up is logged; the workers answer messages all the same.
    defineBotJobs(deps.jobs, runtime).catch((error: unknown) =>
      logger.error('bot jobs could not be defined', {
        error: error instanceof Error ? error.message : String(error),
      }),
    );
  }
  const app = new OpenAPIHono();
  app.openAPIRegistry.registerPath(webhookHandshake);
  app.openAPIRegistry.registerPath(webhookDelivery);

  app.get('/webhooks/whatsapp', (c) => {
    const mode = c.req.query('hub.mode');
    const token = c.req.query('hub.verify_token');
    const challenge = c.req.query('hub.challenge') ?? '';
    const expected = deps.env.WHATSAPP_VERIFY_TOKEN;
    if (mode === 'subscribe' && expected && token === expected) return c.text(challenge, 200);
    return c.json({ message: 'Verification failed' }, 403);
  });

  app.post('/webhooks/whatsapp', async (c) => {
    const raw = Buffer.from(await c.req.arrayBuffer());
    const secret = deps.env.WHATSAPP_APP_SECRET;
    // Without the app secret nothing tells Meta's deliveries from anyone's: a forged `Login`
    // would cancel a seller's live link and code. Refused, whatever the body.
    if (!secret) {
      logger.warn('webhook delivery refused: WHATSAPP_APP_SECRET is not set');
      return c.json({ message: WEBHOOK_WITHOUT_SECRET }, 403);
    }
    if (!isValidSignature(raw, c.req.header('x-hub-signature-256'), secret)) {
      logger.warn('webhook signature mismatch');
      return c.json({ message: 'Invalid signature' }, 401);
    }
    let json: unknown;
    try {
      json = JSON.parse(raw.toString('utf8'));
    } catch {
      logger.warn('webhook body is not JSON', { bytes: raw.length });
      return c.json({ message: 'Body must be JSON' }, 400);
    }
    const parsed = webhookEnvelopeSchema.safeParse(json);
    if (!parsed.success) {
      logger.warn('webhook payload not understood', { issues: parsed.error.issues.slice(0, 5) });
      return c.json({ message: 'Not a WhatsApp webhook payload' }, 400);
    }
    // Each message and status is read on its own; what cannot be read is logged and skipped,
    // and the delivery is still acknowledged so Meta does not resend the rest of it.
    const { messages, statuses, ignored } = extractEvents(parsed.data, logger);
    for (const event of ignored) {
      logger.info('webhook event needs no answer', { id: event.waMessageId, type: event.type });
    }
    // Each message is stored (and de-duplicated by its WhatsApp id) before we answer 200, so an
    // acknowledged message is never lost; the reply is worked out and sent by this process's
    // workers, woken at once, so Meta never waits on our search or its own API. Status updates
    // are recorded, never sent on.
    await runtime.receive(async () => {
      for (const status of statuses) await runtime.status(status);
      for (const event of messages) {
        const inboundId = await runtime.accept(event);
        if (inboundId) runtime.wake();
        else logger.info('repeated webhook delivery ignored', { id: event.waMessageId });
      }
    });
    // Deliveries are the heartbeat: now and then, pick up what a stopped process left behind.
    if (!deps.jobs) runtime.maybeRecover();
    return c.json({ received: true }, 200);
  });

  if (devChatEnabled(deps.env)) {
    app.openAPIRegistry.registerPath(devChat);
    app.post('/dev/chat', async (c) => {
      let body: unknown;
      try {
        body = await c.req.json();
      } catch {
        return c.json({ message: 'Body must be JSON' }, 400);
      }
      const parsed = devChatSchema.safeParse(body);
      if (!parsed.success) {
        return c.json({ message: parsed.error.issues[0]?.message ?? 'Invalid body' }, 400);
      }
      const from = normalizePhone(parsed.data.from);
      if (from.length < 7) return c.json({ message: 'from must be a phone number' }, 400);
      const event: InboundEvent = {
        waMessageId: `dev.${randomUUID()}`,
        from,
        sentAt: deps.now?.() ?? new Date(),
      };
      if (parsed.data.text !== undefined) event.text = storable(parsed.data.text);
      if (parsed.data.replyId !== undefined) event.replyId = storable(parsed.data.replyId);
      const delivered = (await runtime.acceptAndAnswer(event)) ?? [];
      const replies: ChatReply[] = delivered.map(({ message }) => ({
        text: plainText(message),
        kind: message.kind,
        message,
      }));
      return c.json({ replies });
    });
  }

  return { routes: app, runtime };
}
