/** The events a webhook delivery is reduced to (webhook-payload.ts reads them). */
import type { CloudApiError } from './webhook-schemas';
import type { IdentityChange } from './identity-events';

export interface SharedLocation {
  latitude: number;
  longitude: number;
  name?: string;
  address?: string;
}

/** One thing a person sent us that deserves an answer. */
export interface InboundEvent {
  /** Meta's message id (wamid...), the key for handling each message once. */
  waMessageId: string;
  /**
   * Who wrote: their phone in international form without '+', or, for a person whose number
   * WhatsApp withholds (a username user), their business-scoped user id ('ZW.1234...').
   */
  from: string;
  /** The business-scoped user id, when Meta gave one. */
  userId?: string;
  /** The phone's digits, when Meta gave them. */
  phone?: string;
  /** The person's WhatsApp username, when they have one. */
  username?: string;
  profileName?: string;
  /**
   * The wamid of our message this one replies to (the person swiped it to reply: `context.id`),
   * so a reply to a passed-on message finds its conversation (conversation/pass-on.ts).
   */
  replyTo?: string;
  /** Sent at, from Meta's epoch-seconds timestamp; now when absent. */
  sentAt: Date;
  /** Their words: a text, or the caption of a photo, video or document. */
  text?: string;
  /** Id of the chosen interactive row/button (list_reply, button_reply or template button). */
  replyId?: string;
  /** The chosen row's title, kept for the conversation log. */
  replyTitle?: string;
  /** A shared location: the buyer's town. */
  location?: SharedLocation;
  /** The person opened the chat for the first time (request_welcome). */
  welcome?: boolean;
  /** A message the bot cannot read (a photo without caption, a voice note...): it says so. */
  unsupportedType?: string;
  /** A photo, video, sticker, document or voice note: what to download it by. */
  media?: InboundMedia;
  /**
   * A completed WhatsApp Flow (the listing form): its answers as WhatsApp sent them, flow_token
   * and photo keys included. Only on the event as delivered: stored apart from the conversation
   * log (inbound-event.ts), which keeps `flowCompleted` and a readable line.
   */
  flowResponse?: Record<string, unknown>;
  /** The message is a completed Flow, whose answers wait in listing_flow_replies. */
  flowCompleted?: boolean;
}

export const MEDIA_KINDS = ['image', 'video', 'sticker', 'document', 'audio'] as const;
export type MediaKind = (typeof MEDIA_KINDS)[number];

export interface InboundMedia {
  kind: MediaKind;
  /** Meta's media id: GET /{id} gives a short-lived URL to download it with the access token. */
  id: string;
  mime?: string;
}

/** A message type that gets no answer at all, logged only. */
export interface IgnoredEvent {
  waMessageId: string;
  type: string;
}

export interface StatusEvent {
  waMessageId: string;
  status: string;
  recipient?: string;
  /** Meta's error codes and titles for a failed message. */
  errors: CloudApiError[];
}

export interface ParsedWebhook {
  messages: InboundEvent[];
  identityChanges: IdentityChange[];
  statuses: StatusEvent[];
  ignored: IgnoredEvent[];
  /** Errors Meta reported for the whole change (value.errors). */
  errors: CloudApiError[];
}
