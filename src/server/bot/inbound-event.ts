/**
 * An inbound event and its stored form: what a message is kept as in the conversation log, and
 * the event a stored message stands for when it is answered later (recovery, the workers).
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { maskedConfirm } from '@/server/bot/conversation/contact-confirm';
import {
  storeInbound,
  type MessageContent,
  type SenderLimit,
} from '@/server/bot/whatsapp/message-log';
import type { InboundEvent } from '@/server/bot/whatsapp/webhook-payload';
import { flowReplyText, keepFlowReply } from '@/server/bot/conversation/sell/flow/flow-replies';

/** What a message a person sent is stored as in the conversation log. */
export function contentOfEvent(event: InboundEvent): MessageContent {
  const content: MessageContent = {};
  if (event.flowResponse) content.text = flowReplyText(event.flowResponse);
  else if (event.text !== undefined) content.text = event.text;
  else if (event.replyTitle !== undefined) content.text = event.replyTitle;
  else if (event.location) content.text = locationText(event);
  else if (event.welcome) content.text = '[request_welcome]';
  else if (event.unsupportedType) {
    content.text = `[${event.unsupportedType}]`;
    content.unsupported = true;
  }
  if (event.replyId !== undefined) content.replyId = event.replyId;
  if (event.location) content.location = event.location;
  if (event.welcome) content.welcome = true;
  if (event.media) content.media = event.media;
  if (event.flowCompleted) content.flowCompleted = true;
  if (event.replyTo) content.replyTo = event.replyTo;
  return content;
}

/**
 * Stores a message as it reached us (`at`: Meta's timestamp has whole seconds only, so the
 * conversation reads in the order the bot saw it), counted against `limit` or already claimed.
 */
export async function storeEvent(
  db: Db,
  event: InboundEvent,
  at: Date,
  options: { limit: SenderLimit } | { claim: { owner: string; leaseSeconds: number } },
) {
  // A completed listing form: its answers (photo keys included) are kept apart from the log.
  if (event.flowResponse) await keepFlowReply(db, event.waMessageId, event.flowResponse, at);
  return storeInbound(db, {
    phone: event.from,
    waMessageId: event.waMessageId,
    content: contentOfEvent(event),
    at,
    ...(event.userId ? { userId: event.userId } : {}),
    ...options,
  });
}

/**
 * A code the message carried ("CONFIRM <code>" for a contact number) is masked in the stored
 * message once it is answered, given up, or stored over its sender's limit (never answered):
 * the stored message is what the workers answer from, so the code stays only while it waits.
 * A message still waiting, or taken by another process, is left as it is.
 */
export async function forgetCode(db: Db, inboundId: string, event: InboundEvent): Promise<void> {
  const masked = event.text === undefined ? null : maskedConfirm(event.text);
  if (masked === null) return;
  await db.execute(
    sql`UPDATE messages SET content = content || ${JSON.stringify({ text: masked, redacted: true })}::jsonb
        WHERE id = ${inboundId} AND direction = 'inbound'
          AND status IN ('handled', 'failed', 'limited')`,
  );
}

/** The event a stored inbound message stood for, to answer it later. */
export function storedEvent(
  row: { contact: string; wa_message_id: string; content: MessageContent },
  now: Date,
): InboundEvent {
  const event: InboundEvent = { waMessageId: row.wa_message_id, from: row.contact, sentAt: now };
  const text = row.content.text;
  if (row.content.flowCompleted) event.flowCompleted = true;
  else if (row.content.replyId !== undefined) event.replyId = row.content.replyId;
  else if (row.content.location) event.location = row.content.location;
  else if (row.content.welcome) event.welcome = true;
  // Marked when stored: a buyer may well type text in square brackets.
  else if (row.content.unsupported && text !== undefined) event.unsupportedType = text;
  else if (text !== undefined) event.text = text;
  if (row.content.media) event.media = row.content.media;
  if (row.content.replyTo) event.replyTo = row.content.replyTo;
  return event;
}

/** How a shared location reads in the conversation log. */
function locationText(event: InboundEvent): string {
  const where = event.location;
  if (!where) return '[location]';
  const label = [where.name, where.address].filter(Boolean).join(', ');
  return `[location] ${label || `${where.latitude.toFixed(4)}, ${where.longitude.toFixed(4)}`}`;
}
