/**
 * The handlers of the bot's routes (bot.routes.ts), made for one bot: its configuration, logger
 * and runtime.
 */
import type { RouteHandler } from '@hono/zod-openapi';
import { randomUUID } from 'node:crypto';
import type { Db } from '@/server/db/client';
import type { Env } from '@/server/env';
import { normalizePhone } from '@/server/env';
import type { BotLogger } from '@/server/logger';
import type { devChat, devChatInbox, webhookDelivery, webhookHandshake } from './bot.routes';
import { initiatedSince, lastOffered, resolveTap } from './dev-chat';
import { plainText, type OutboundMessage } from './outbound';
import type { BotRuntime } from './runtime';
import type { DevChatMedia } from '@/server/bot/whatsapp/dev-media';
import { isValidSignature } from '@/server/bot/whatsapp/signature';
import { applyIdentityChange, contactKeyOf } from '@/server/bot/whatsapp/identities';
import {
  extractEvents,
  storable,
  webhookEnvelopeSchema,
  type InboundEvent,
} from '@/server/bot/whatsapp/webhook-payload';

/** The answer to every webhook delivery on a server without an app secret. */
export const WEBHOOK_WITHOUT_SECRET =
  'Webhook deliveries are refused: WHATSAPP_APP_SECRET is not set, so their signature cannot be ' +
  'checked. Set it to receive WhatsApp messages; to try the bot locally, start the server with ' +
  'DEV_CHAT=1 and use npm run chat.';

/**
 * The acknowledgement, with its length: an answer without one is gzipped on its way out whatever
 * its size (the compress middleware cannot tell it is small), and under a crowd of deliveries
 * setting up a gzip stream for these 17 bytes took about a third of a process's time.
 */
const ACKNOWLEDGED = { received: true } as const;
const ACKNOWLEDGED_HEADERS = { 'Content-Length': String(JSON.stringify(ACKNOWLEDGED).length) };

export interface ChatReply {
  text: string;
  kind: OutboundMessage['kind'];
  message: OutboundMessage;
}

/** A message the bot sent unasked, as the development chat's inbox shows it. */
export interface InboxMessage extends ChatReply {
  sentAt: string;
}

const chatReply = (message: OutboundMessage): ChatReply => ({
  text: plainText(message),
  kind: message.kind,
  message,
});

export interface BotHandlerDeps {
  env: Env;
  db: Db;
  logger: BotLogger;
  runtime: BotRuntime;
  /**
   * Sets the workers on the stored messages: the runtime's own, or a reply thread's. It only
   * wakes them; the reply is worked out off the request's turn.
   */
  wake: () => void;
  /** With a job queue the workers look for left-behind work themselves. */
  periodicRecovery: boolean;
  /** The development chat's photos (only when the chat is on). */
  devMedia?: DevChatMedia;
  now?: () => Date;
}

export function botHandlers(deps: BotHandlerDeps) {
  const { env, logger, runtime } = deps;

  const verifyWebhook: RouteHandler<typeof webhookHandshake> = (c) => {
    const { 'hub.mode': mode, 'hub.verify_token': token } = c.req.valid('query');
    const challenge = c.req.valid('query')['hub.challenge'] ?? '';
    const expected = env.WHATSAPP_VERIFY_TOKEN;
    if (mode === 'subscribe' && expected && token === expected) return c.text(challenge, 200);
    return c.json({ message: 'Verification failed' }, 403);
  };

  const receiveWebhook: RouteHandler<typeof webhookDelivery> = async (c) => {
    const raw = Buffer.from(await c.req.arrayBuffer());
    const secret = env.WHATSAPP_APP_SECRET;
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
    const { messages, statuses, ignored, identityChanges } = extractEvents(parsed.data, logger);
    for (const event of ignored) {
      logger.info('webhook event needs no answer', { id: event.waMessageId, type: event.type });
    }
    // Each message is stored (and de-duplicated by its WhatsApp id) before we answer 200, so an
    // acknowledged message is never lost; the reply is worked out and sent by the workers (the
    // reply threads' on PostgreSQL), woken once it is stored, so Meta never waits on our search
    // or its own API. Status updates are recorded, never sent on.
    let stored = false;
    await runtime.receive(async () => {
      const now = deps.now?.() ?? new Date();
      // A changed number keeps the person's contact key: their account and listings stay theirs.
      for (const change of identityChanges) {
        if (!(await applyIdentityChange(deps.db, change, now))) {
          logger.info('identity change for someone not known here');
        }
      }
      for (const status of statuses) await runtime.status(status);
      for (const event of messages) {
        // A person is found by their business-scoped id first, then by their phone.
        event.from = await contactKeyOf(deps.db, event, now);
        const inboundId = await runtime.accept(event);
        if (inboundId) stored = true;
        else logger.info('repeated webhook delivery ignored', { id: event.waMessageId });
      }
    });
    if (stored) deps.wake();
    // Deliveries are the heartbeat: now and then, pick up what a stopped process left behind.
    if (!deps.periodicRecovery) runtime.maybeRecover();
    return c.json(ACKNOWLEDGED, 200, ACKNOWLEDGED_HEADERS);
  };

  const sendDevChat: RouteHandler<typeof devChat> = async (c) => {
    const body = c.req.valid('json');
    const from = normalizePhone(body.from);
    if (from.length < 7) return c.json({ message: 'from must be a phone number' }, 400);
    const event: InboundEvent = {
      waMessageId: `dev.${randomUUID()}`,
      from,
      sentAt: deps.now?.() ?? new Date(),
    };
    if (body.text !== undefined) event.text = storable(body.text);
    if (body.replyId !== undefined) event.replyId = storable(body.replyId);
    if (body.tap !== undefined) {
      // As a phone would: a button or row the bot offered in its last turn that offered any.
      const tapped = resolveTap(await lastOffered(deps.db, from), body.tap);
      if (!tapped.ok) return c.json({ message: tapped.message }, 400);
      event.replyId = tapped.choice.id;
      event.replyTitle = tapped.choice.title;
    }
    if (body.location) event.location = body.location;
    if (body.photo) {
      const bytes = Buffer.from(body.photo.data, 'base64');
      if (!bytes.length || !deps.devMedia) {
        return c.json({ message: 'photo.data holds no image' }, 400);
      }
      // Downloaded by the conversation through its media source, as a WhatsApp photo is.
      const mime = body.photo.mime ?? 'image/jpeg';
      event.media = { kind: 'image', id: deps.devMedia.put(bytes, mime), mime };
    }
    const delivered = (await runtime.acceptAndAnswer(event)) ?? [];
    const replies: ChatReply[] = delivered.map(({ message }) => chatReply(message));
    return c.json({ replies }, 200);
  };

  // The inbox's last look per phone: the development chat runs in one process.
  const looked = new Map<string, number>();
  const readDevInbox: RouteHandler<typeof devChatInbox> = async (c) => {
    const from = normalizePhone(c.req.valid('query').from);
    if (from.length < 7) return c.json({ message: 'from must be a phone number' }, 400);
    const found = await initiatedSince(deps.db, from, looked.get(from) ?? 0);
    const last = found.at(-1);
    if (last) looked.set(from, last.seq);
    const messages: InboxMessage[] = found.map(({ message, sentAt }) => ({
      ...chatReply(message),
      sentAt: sentAt.toISOString(),
    }));
    return c.json({ messages }, 200);
  };

  return { verifyWebhook, receiveWebhook, sendDevChat, readDevInbox };
}
