/**
 * The shapes Meta's WhatsApp Cloud API posts to our webhook, and their reduction to the few
 * events the bot acts on. Each entry, change, message and status is read on its own: one that is
 * unknown or incomplete is logged and skipped, and the rest of the delivery still counts (Meta
 * retries a refused delivery whole, so refusing it for one odd message loses the others).
 */
import { z } from 'zod';
import type { BotLogger } from '@/server/logger';
import { BSUID_PATTERN } from '@/domain/whatsapp-id';
import { identityChangeOf, idUpdatesOf, phoneDigits, type IdentityChange } from './identity-events';
import {
  MEDIA_KINDS,
  type IgnoredEvent,
  type InboundEvent,
  type InboundMedia,
  type ParsedWebhook,
  type SharedLocation,
  type StatusEvent,
} from './webhook-events';
import {
  errorsOf,
  inboundMessageSchema,
  statusSchema,
  storable,
  type InboundMessage,
} from './webhook-schemas';

export { storable };
export type { IdentityChange };
export { MEDIA_KINDS } from './webhook-events';
export type {
  IgnoredEvent,
  InboundEvent,
  InboundMedia,
  MediaKind,
  ParsedWebhook,
  SharedLocation,
  StatusEvent,
} from './webhook-events';

/** Only the envelope must be right; everything inside it is checked piece by piece. */
export const webhookEnvelopeSchema = z.object({
  object: z.string(),
  entry: z.array(z.unknown()),
});

const entrySchema = z.object({ id: z.string().optional(), changes: z.array(z.unknown()) });
const changeSchema = z.object({
  field: z.string().optional(),
  value: z.record(z.string(), z.unknown()),
});
const contactSchema = z.object({
  wa_id: z.string().optional(),
  user_id: z.string().optional(),
  profile: z.object({ name: z.string().optional(), username: z.string().optional() }).optional(),
});

export type WebhookEnvelope = z.infer<typeof webhookEnvelopeSchema>;

/** Epoch seconds, as a string (the documented form) or a number (seen in real deliveries). */
export function toDate(timestamp: string | number | undefined): Date {
  const seconds = Number(timestamp);
  return Number.isFinite(seconds) && seconds > 0 ? new Date(seconds * 1000) : new Date();
}

/** Messages that are not addressed to the bot as a request: never answered. */
const SILENT_TYPES = new Set(['reaction', 'edit', 'revoke', 'system', 'unsupported', 'ephemeral']);
/** Media whose caption is read as the person's words. */
const CAPTIONED = ['image', 'video', 'document'] as const;

const USER_ID = BSUID_PATTERN;

/** The contact key: the phone's digits when there is a phone, else the business-scoped id. */
export function senderKey(phone: string | undefined, userId: string | undefined): string | null {
  const digits = phoneDigits(phone);
  if (digits) return digits;
  if (userId && USER_ID.test(userId.trim())) return userId.trim();
  return null;
}

const MEDIA_ID = /^[A-Za-z0-9._-]{1,200}$/;

/** The media part of a photo, video, sticker, document or voice note, when it names its id. */
function mediaOf(m: InboundMessage, type: string): InboundMedia | undefined {
  const kind = MEDIA_KINDS.find((k) => k === type);
  const part = kind ? m[kind] : undefined;
  if (!kind || !part?.id || !MEDIA_ID.test(part.id)) return undefined;
  const out: InboundMedia = { kind, id: part.id };
  if (part.mime_type) out.mime = storable(part.mime_type).slice(0, 100);
  return out;
}

function readMessage(m: InboundMessage, from: string): InboundEvent | IgnoredEvent {
  const base: InboundEvent = { waMessageId: m.id, from, sentAt: toDate(m.timestamp) };
  if (m.from_user_id && USER_ID.test(m.from_user_id)) base.userId = m.from_user_id;
  const phone = phoneDigits(m.from);
  if (phone) base.phone = phone;
  const quoted = m.context?.id;
  if (quoted && storable(quoted) === quoted && quoted.length <= 200) base.replyTo = quoted;
  const type = storable(m.type).slice(0, 40);
  if (SILENT_TYPES.has(type)) return { waMessageId: m.id, type };
  if (type === 'text' && m.text?.body !== undefined)
    return { ...base, text: storable(m.text.body) };
  if (type === 'request_welcome') return { ...base, welcome: true };
  if (type === 'interactive' && m.interactive?.nfm_reply) {
    const response = flowResponseOf(m.interactive.nfm_reply);
    return response
      ? { ...base, flowResponse: response, flowCompleted: true }
      : { ...base, unsupportedType: 'interactive:nfm_reply' };
  }
  if (type === 'interactive') {
    const reply = m.interactive?.list_reply ?? m.interactive?.button_reply;
    if (!reply) return { ...base, unsupportedType: `interactive:${m.interactive?.type ?? '?'}` };
    const event: InboundEvent = { ...base, replyId: storable(reply.id) };
    if (reply.title) event.replyTitle = storable(reply.title);
    return event;
  }
  if (type === 'button' && m.button) {
    const event: InboundEvent = { ...base };
    if (m.button.payload) event.replyId = storable(m.button.payload);
    if (m.button.text) {
      event.replyTitle = storable(m.button.text);
      if (!m.button.payload) event.text = event.replyTitle;
    }
    return event;
  }
  if (type === 'location' && m.location) {
    const { latitude, longitude, name, address } = m.location;
    const location: SharedLocation = { latitude: Number(latitude), longitude: Number(longitude) };
    if (name) location.name = storable(name);
    if (address) location.address = storable(address);
    if (Number.isFinite(location.latitude) && Number.isFinite(location.longitude)) {
      return { ...base, location };
    }
  }
  const media = mediaOf(m, type);
  if (media) base.media = media;
  for (const kind of CAPTIONED) {
    const caption = type === kind ? m[kind]?.caption : undefined;
    if (caption && caption.trim()) return { ...base, text: storable(caption) };
  }
  return { ...base, unsupportedType: type };
}

/**
 * A Flow's completion (`nfm_reply` named "flow"): `response_json` is a JSON string holding the
 * flow_token and the Footer's `complete` payload. Null for anything else (an address message, a
 * string that is no JSON object, no flow_token).
 */
function flowResponseOf(
  reply: NonNullable<NonNullable<InboundMessage['interactive']>['nfm_reply']>,
): Record<string, unknown> | null {
  if (reply.name !== undefined && reply.name !== 'flow') return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(reply.response_json);
  } catch {
    return null;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return null;
  const response = parsed as Record<string, unknown>;
  return typeof response.flow_token === 'string' && response.flow_token ? response : null;
}

/** Reads every entry and change; what cannot be read is logged and left out. */
export function extractEvents(payload: WebhookEnvelope, logger?: BotLogger): ParsedWebhook {
  const out: ParsedWebhook = {
    messages: [],
    identityChanges: [],
    statuses: [],
    ignored: [],
    errors: [],
  };
  const skip = (what: string, data: Record<string, unknown>) =>
    logger?.warn(`webhook ${what} not understood, skipped`, data);
  for (const rawEntry of payload.entry) {
    const entry = entrySchema.safeParse(rawEntry);
    if (!entry.success) {
      skip('entry', { issues: entry.error.issues.slice(0, 3) });
      continue;
    }
    for (const rawChange of entry.data.changes) {
      const change = changeSchema.safeParse(rawChange);
      if (!change.success) {
        skip('change', { issues: change.error.issues.slice(0, 3) });
        continue;
      }
      readChange(change.data, out, skip, logger);
    }
  }
  return out;
}

function readChange(
  change: z.infer<typeof changeSchema>,
  out: ParsedWebhook,
  skip: (what: string, data: Record<string, unknown>) => void,
  logger?: BotLogger,
): void {
  const value = change.value;
  if (change.field === 'user_id_update') {
    out.identityChanges.push(...idUpdatesOf(value, skip));
    return;
  }
  if (change.field && change.field !== 'messages') {
    // Account, template and quality notices: nothing to answer.
    logger?.info('webhook account event', { field: change.field });
    return;
  }
  // A list that is not one, or items of it that cannot be read, are logged: never silent.
  const listOf = (name: string): unknown[] => {
    const raw = value[name];
    if (raw === undefined || Array.isArray(raw)) return raw ?? [];
    skip(name, { reason: 'not a list' });
    return [];
  };
  const rawErrors = listOf('errors');
  const errors = errorsOf(rawErrors);
  if (errors.length < rawErrors.length) {
    skip('error', { unread: rawErrors.length - errors.length });
  }
  if (errors.length) {
    logger?.error('whatsapp reported errors', { errors });
    out.errors.push(...errors);
  }
  const names = new Map<string, string>();
  const usernames = new Map<string, string>();
  const userIds = new Map<string, string>();
  for (const raw of listOf('contacts')) {
    const contact = contactSchema.safeParse(raw);
    if (!contact.success) {
      skip('contact', { issues: contact.error.issues.slice(0, 3) });
      continue;
    }
    const name = contact.data.profile?.name ?? contact.data.profile?.username;
    const key = senderKey(contact.data.wa_id, contact.data.user_id);
    if (key && name) names.set(key, storable(name).slice(0, 120));
    const username = contact.data.profile?.username;
    if (key && username) usernames.set(key, storable(username).slice(0, 120));
    const userId = contact.data.user_id?.trim();
    if (key && userId && USER_ID.test(userId)) userIds.set(key, userId);
  }
  for (const raw of listOf('messages')) {
    const parsed = inboundMessageSchema.safeParse(raw);
    if (!parsed.success) {
      skip('message', { issues: parsed.error.issues.slice(0, 3) });
      continue;
    }
    const m = parsed.data;
    const from = senderKey(m.from, m.from_user_id);
    if (!from) {
      skip('message', { id: m.id, reason: 'no phone and no user id' });
      continue;
    }
    const event = readMessage(m, from);
    if ('type' in event) {
      const change = event.type === 'system' ? identityChangeOf(m) : null;
      if (change) out.identityChanges.push(change);
      out.ignored.push(event);
      continue;
    }
    const name = names.get(from);
    if (name) event.profileName = name;
    const username = usernames.get(from);
    if (username) event.username = username;
    const userId = event.userId ?? userIds.get(from);
    if (userId) event.userId = userId;
    out.messages.push(event);
  }
  for (const raw of listOf('statuses')) {
    const parsed = statusSchema.safeParse(raw);
    if (!parsed.success) {
      skip('status', { issues: parsed.error.issues.slice(0, 3) });
      continue;
    }
    const s = parsed.data;
    const status: StatusEvent = { waMessageId: s.id, status: s.status, errors: errorsOf(s.errors) };
    const sentErrors = Array.isArray(s.errors) ? s.errors.length : s.errors === undefined ? 0 : 1;
    if (status.errors.length < sentErrors) {
      skip('status error', { id: s.id, unread: sentErrors - status.errors.length });
    }
    const recipient = s.recipient_id ?? s.recipient_user_id;
    if (recipient) status.recipient = recipient;
    if (status.errors.length) {
      logger?.warn('whatsapp message status with errors', {
        id: s.id,
        status: s.status,
        errors: status.errors,
      });
    }
    out.statuses.push(status);
  }
}
