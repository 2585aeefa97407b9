/** A message as the conversation log keeps it (the `content` column of `messages`). */
import type { OutboundMessage } from '@/server/bot/outbound';
import { plainText } from '@/server/bot/outbound';
import type { InboundMedia, SharedLocation } from './webhook-payload';

/** What the admin conversation shows: `text` and `imageUrl`, plus what the bot needs to replay. */
export interface MessageContent {
  text?: string;
  imageUrl?: string;
  replyId?: string;
  /** The wamid of the bot's message the person swipe-replied to (`context.id`). */
  replyTo?: string;
  kind?: OutboundMessage['kind'];
  rows?: { id: string; title: string; description?: string }[];
  /** The whole outbound message, so a failed send can be tried again as it was. */
  message?: OutboundMessage;
  /** A location the person shared, or that they opened the chat (request_welcome). */
  location?: SharedLocation;
  welcome?: boolean;
  /** A message type the bot cannot read: `text` names it ('[sticker]'), nobody typed it. */
  unsupported?: true;
  /** A photo, video, sticker, document or voice note the person sent (by Meta's media id). */
  media?: InboundMedia;
  /** A completed listing form (a WhatsApp Flow): its answers wait apart, never in the log. */
  flowCompleted?: true;
  /** A stand-in for sign-in material sent, or a received code masked: neither is kept. */
  redacted?: true;
  /** Sent by the bot unasked (an alert, a check-in), not as an answer to a message. */
  initiated?: true;
}

export function contentOf(message: OutboundMessage): MessageContent {
  switch (message.kind) {
    case 'image':
      return message.caption
        ? { kind: 'image', imageUrl: message.imageUrl, text: message.caption, message }
        : { kind: 'image', imageUrl: message.imageUrl, message };
    case 'list':
      return { kind: 'list', text: plainText(message), rows: message.rows, message };
    case 'buttons':
    case 'template':
    case 'carousel':
    case 'location_request':
      return { kind: message.kind, text: plainText(message), message };
    case 'flow':
      // Its token is single use and the seller's alone: never kept, so a failed send is not
      // tried again as it was (the seller sends "sell" again for a new form).
      return { kind: 'flow', text: plainText(message), redacted: true };
    case 'text':
      // A secret is never stored: the conversation says it was sent, and a failed send of it is
      // not retried (the seller sends Login again; the link would have expired anyway).
      if (message.redactedAs) return { kind: 'text', text: message.redactedAs, redacted: true };
      return { kind: 'text', text: message.text, message };
  }
}
