/**
 * The contract of the bot's routes, for the OpenAPI document. The handlers read the raw bodies
 * themselves (the webhook's signature is computed over the exact bytes Meta sent, and a delivery
 * is read piece by piece so one odd message never fails the rest), so these declarations
 * describe the routes (registered in the document only) without a validator in front of them.
 */
import { createRoute, z } from '@hono/zod-openapi';
import { errorSchema } from '@/server/http/router';

const tags = ['bot'];
const errorAnswer = (description: string) => ({
  description,
  content: { 'application/json': { schema: errorSchema } },
});

export const webhookHandshake = createRoute({
  method: 'get',
  path: '/webhooks/whatsapp',
  tags,
  summary: "Meta's webhook verification handshake",
  request: {
    query: z.object({
      'hub.mode': z.string().optional(),
      'hub.verify_token': z.string().optional(),
      'hub.challenge': z.string().optional(),
    }),
  },
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
  tags,
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
      content: {
        'application/json': {
          schema: z.object({ object: z.string().optional(), entry: z.array(z.unknown()) }),
        },
      },
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

export const devChat = createRoute({
  method: 'post',
  path: '/dev/chat',
  tags,
  summary: 'Talk to the bot without WhatsApp (only with DEV_CHAT=1; never in a deployment)',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({
            from: z.string().meta({ description: 'The phone the message comes from.' }),
            text: z.string().max(4096).optional(),
            replyId: z
              .string()
              .max(200)
              .optional()
              .meta({ description: 'A list row or button id.' }),
          }),
        },
      },
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
    400: errorAnswer('Not JSON, or neither text nor replyId.'),
  },
});
