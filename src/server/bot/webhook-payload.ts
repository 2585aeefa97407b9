/**
 * The shapes Meta's WhatsApp Cloud API posts to our webhook, and their reduction to the few
 * events the bot acts on. Unknown fields and message types are tolerated (Meta adds them over
 * time); only a body that is not the documented envelope at all is rejected.
 */
import { z } from 'zod';

const textMessage = z.object({ body: z.string() });

const interactiveReply = z.object({
  type: z.string(),
  list_reply: z
    .object({ id: z.string(), title: z.string().optional(), description: z.string().optional() })
    .optional(),
  button_reply: z.object({ id: z.string(), title: z.string().optional() }).optional(),
});

const inboundMessage = z.object({
  from: z.string().min(1),
  id: z.string().min(1),
  timestamp: z.string().optional(),
  type: z.string(),
  text: textMessage.optional(),
  interactive: interactiveReply.optional(),
  // Quick-reply buttons of template messages arrive as type "button".
  button: z.object({ text: z.string().optional(), payload: z.string().optional() }).optional(),
});

const statusUpdate = z.object({
  id: z.string(),
  status: z.string(),
  timestamp: z.string().optional(),
  recipient_id: z.string().optional(),
});

const changeValue = z.object({
  messaging_product: z.string().optional(),
  metadata: z
    .object({
      display_phone_number: z.string().optional(),
      phone_number_id: z.string().optional(),
    })
    .optional(),
  contacts: z
    .array(
      z.object({
        wa_id: z.string().optional(),
        profile: z.object({ name: z.string().optional() }).optional(),
      }),
    )
    .optional(),
  messages: z.array(inboundMessage).optional(),
  statuses: z.array(statusUpdate).optional(),
});

export const webhookPayloadSchema = z.object({
  object: z.string(),
  entry: z.array(
    z.object({
      id: z.string().optional(),
      changes: z.array(z.object({ field: z.string().optional(), value: changeValue })),
    }),
  ),
});

export type WebhookPayload = z.infer<typeof webhookPayloadSchema>;

/** One thing a person sent us: their words, or the id of a list row or button they chose. */
export interface InboundEvent {
  /** Meta's message id (wamid...), the key for handling each message once. */
  waMessageId: string;
  /** The sender's phone in international form without '+', as WhatsApp gives it. */
  from: string;
  profileName?: string;
  /** Sent at, from Meta's epoch-seconds timestamp; now when absent. */
  sentAt: Date;
  text?: string;
  /** Id of the chosen interactive row/button (list_reply, button_reply or template button). */
  replyId?: string;
  /** The chosen row's title, kept for the conversation log. */
  replyTitle?: string;
  /** Message types we do not handle (image, audio, location ...), answered with help. */
  unsupportedType?: string;
}

export interface StatusEvent {
  waMessageId: string;
  status: string;
  recipient?: string;
}

export interface ParsedWebhook {
  messages: InboundEvent[];
  statuses: StatusEvent[];
}

/**
 * Removes what PostgreSQL cannot store in text or jsonb (NUL, and halves of surrogate pairs),
 * so an odd message is stored and answered rather than failing.
 */
export function storable(text: string): string {
  return text
    .replaceAll(String.fromCharCode(0), '')
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '');
}

function toDate(timestamp: string | undefined): Date {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
}

/** Flattens every entry and change into the inbound messages and status updates it carries. */
export function extractEvents(payload: WebhookPayload): ParsedWebhook {
  const messages: InboundEvent[] = [];
  const statuses: StatusEvent[] = [];
  for (const entry of payload.entry) {
    for (const change of entry.changes) {
      const value = change.value;
      const names = new Map<string, string>();
      for (const contact of value.contacts ?? []) {
        if (contact.wa_id && contact.profile?.name) {
          names.set(contact.wa_id, storable(contact.profile.name));
        }
      }
      for (const m of value.messages ?? []) {
        const event: InboundEvent = {
          waMessageId: m.id,
          from: m.from,
          sentAt: toDate(m.timestamp),
        };
        const name = names.get(m.from);
        if (name) event.profileName = name;
        if (m.type === 'text' && m.text) {
          event.text = storable(m.text.body);
        } else if (m.type === 'interactive' && m.interactive) {
          const reply = m.interactive.list_reply ?? m.interactive.button_reply;
          if (reply) {
            event.replyId = storable(reply.id);
            if (reply.title) event.replyTitle = storable(reply.title);
          } else {
            event.unsupportedType = `interactive:${m.interactive.type}`;
          }
        } else if (m.type === 'button' && m.button) {
          if (m.button.payload) event.replyId = storable(m.button.payload);
          if (m.button.text) {
            event.replyTitle = storable(m.button.text);
            if (!m.button.payload) event.text = event.replyTitle;
          }
        } else {
          event.unsupportedType = storable(m.type).slice(0, 40);
        }
        messages.push(event);
      }
      for (const s of value.statuses ?? []) {
        const status: StatusEvent = { waMessageId: s.id, status: s.status };
        if (s.recipient_id) status.recipient = s.recipient_id;
        statuses.push(status);
      }
    }
  }
  return { messages, statuses };
}
