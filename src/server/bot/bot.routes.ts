/**
 * The contract of the bot's routes: Meta's webhook (handshake and deliveries) and the development
 * chat. Each schema is the one the handler works with. The webhook's body is described from the
 * schema its handler reads it with, but not validated in front of the handler: its signature is
 * computed over the exact bytes Meta sent, checked before anything else, and a delivery is read
 * piece by piece so one odd message never fails the rest.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '@/server/http/router';
import { webhookEnvelopeSchema } from '@/server/bot/whatsapp/webhook-payload';

const tags = ['bot'];
/** These routes authenticate by signature (or not at all, for the development chat). */
const security: { [name: string]: string[] }[] = [];
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorSchema } },
});

/** The webhook envelope as a JSON Schema, for the document only (see above). */
function documentedOnly(schema: z.ZodType): Record<string, unknown> {
  const { $schema: _dialect, ...described } = z.toJSONSchema(schema, { io: 'input' });
  return described;
}

export const handshakeQuerySchema = z.object({
  'hub.mode': z.string().optional(),
  'hub.verify_token': z.string().optional(),
  'hub.challenge': z.string().optional(),
});

export const webhookHandshake = createRoute({
  method: 'get',
  path: '/webhooks/whatsapp',
  operationId: 'verifyWhatsAppWebhook',
  tags,
  security,
  summary: "Meta's webhook verification handshake",
  request: { query: handshakeQuerySchema },
  responses: {
    200: {
      description: 'The challenge, echoed, when the verify token matches WHATSAPP_VERIFY_TOKEN.',
      content: { 'text/plain': { schema: z.string() } },
    },
    403: errorAnswer('The verify token does not match.'),
  },
});

export const webhookDelivery = createRoute({
  method: 'post',
  path: '/webhooks/whatsapp',
  operationId: 'receiveWhatsAppWebhook',
  tags,
  security,
  summary: 'A WhatsApp Cloud API delivery: messages and status updates',
  description:
    'Signed with X-Hub-Signature-256 (HMAC-SHA256 of the body with WHATSAPP_APP_SECRET). Each ' +
    'message is stored once per WhatsApp id before the 200; the reply is sent afterwards. ' +
    'Messages and statuses that cannot be read are logged and skipped.',
  request: {
    headers: z.object({
      'x-hub-signature-256': z.string().optional().meta({ description: 'sha256=<hex HMAC>' }),
    }),
    body: {
      required: true,
      content: { 'application/json': { schema: documentedOnly(webhookEnvelopeSchema) } },
    },
  },
  responses: {
    200: {
      description: 'Acknowledged.',
      content: {
        'application/json': { schema: z.object({ received: z.boolean() }) },
      },
    },
    400: errorAnswer('Not JSON, or not a WhatsApp webhook payload.'),
    401: errorAnswer('The signature does not match.'),
    403: errorAnswer(
      'WHATSAPP_APP_SECRET is not set: no delivery can be verified, so every one is refused.',
    ),
    413: errorAnswer('The body is over 1 MB.'),
  },
});

/** A development chat photo at most: WhatsApp's own limit for an image. */
export const DEV_CHAT_PHOTO_BYTES = 5 * 1024 * 1024;

export const devChatBodySchema = z
  .object({
    from: z
      .string()
      .trim()
      .min(1)
      .max(32)
      .meta({ description: 'The phone the message comes from.' }),
    text: z
      .string()
      .max(4096)
      .optional()
      .meta({ description: "The person's words, or a photo's caption." }),
    replyId: z.string().max(200).optional().meta({ description: 'A list row or button id.' }),
    tap: z.string().trim().min(1).max(200).optional().meta({
      description:
        'A button or row the bot offered `from` in its last turn that offered any, by its title or its number (counted on through the turn).',
    }),
    photo: z
      .object({
        data: z
          .string()
          .min(1)
          .max(Math.ceil(DEV_CHAT_PHOTO_BYTES / 3) * 4)
          .regex(/^[A-Za-z0-9+/]+={0,2}$/, 'photo.data must be base64')
          .meta({ description: 'The image file, base64 (at most 5 MB, as WhatsApp).' }),
        mime: z
          .enum(['image/jpeg', 'image/png', 'image/webp'])
          .optional()
          .meta({ description: 'What WhatsApp would say it is; the bytes decide.' }),
      })
      .optional()
      .meta({ description: 'A photo, handled as a WhatsApp image message (`text`: caption).' }),
    location: z
      .object({
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
      })
      .optional()
      .meta({
        description: 'A shared location, as "Send location" under a location request sends one.',
      }),
  })
  .refine(
    (body) =>
      body.text !== undefined ||
      body.replyId !== undefined ||
      body.tap !== undefined ||
      body.photo !== undefined ||
      body.location !== undefined,
    { message: 'text, replyId, tap, photo or location is required' },
  );

export const devChat = createRoute({
  method: 'post',
  path: '/dev/chat',
  operationId: 'sendDevChatMessage',
  tags,
  security,
  summary: 'Talk to the bot without WhatsApp (only with DEV_CHAT=1; never in a deployment)',
  request: {
    body: {
      required: true,
      content: { 'application/json': { schema: devChatBodySchema } },
    },
  },
  responses: {
    200: {
      description: "The bot's replies, as it would have sent them.",
      content: {
        'application/json': {
          schema: z.object({ replies: z.array(z.record(z.string(), z.unknown())) }),
        },
      },
    },
    400: errorAnswer(
      'Not JSON, no text, replyId, tap, photo or location, a location off the globe, `from` is not a phone number, a tap names nothing offered, or a photo is empty.',
    ),
    413: errorAnswer('The body is over the upload limit.'),
    415: errorAnswer('The body is not JSON.'),
  },
});

export const devChatInboxQuerySchema = z.object({
  from: z.string().trim().min(1).max(32).meta({ description: 'The phone whose messages to read.' }),
});

export const devChatInbox = createRoute({
  method: 'get',
  path: '/dev/chat/inbox',
  operationId: 'readDevChatInbox',
  tags,
  security,
  summary:
    'What the bot sent a phone unasked (alerts, check-ins) since the last look (only with DEV_CHAT=1)',
  request: { query: devChatInboxQuerySchema },
  responses: {
    200: {
      description: 'The messages, oldest first, each as the development chat prints a reply.',
      content: {
        'application/json': {
          schema: z.object({ messages: z.array(z.record(z.string(), z.unknown())) }),
        },
      },
    },
    400: errorAnswer('`from` is not a phone number.'),
  },
});
