/**
 * A listing begun in the WhatsApp chat and kept on the server until it is published or cancelled
 * (listing by chat). The app shows it on My Listings as "Draft from WhatsApp" and opens it in the
 * wizard, where publishing it is the normal create: the full listing rules apply there, so the
 * fields here are whatever is known so far, in the listing input's shape.
 */
import { z } from 'zod';
import { isoDate } from './common';
import type { ListingCreate } from './listing-input';

export const LISTING_DRAFT_SOURCES = ['whatsapp'] as const;
export type ListingDraftSource = (typeof LISTING_DRAFT_SOURCES)[number];

/** A chat draft left alone this long is removed with its photos. */
export const CHAT_DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What My Listings calls a draft that came from the chat. */
export const CHAT_DRAFT_LABEL = 'Draft from WhatsApp';

export const listingDraftSchema = z.object({
  id: z.string(),
  source: z.enum(LISTING_DRAFT_SOURCES),
  /** What is known so far (a partial listing input); checked in full when published. */
  fields: z.record(z.string(), z.unknown()),
  /** Stored photo ids, processed as uploads from the app (at most 4). */
  images: z.array(z.string()),
  createdAt: isoDate,
  updatedAt: isoDate,
});
export type ListingDraft = z.infer<typeof listingDraftSchema>;

/** The draft's fields typed as the partial listing input they are. */
export function draftFields(draft: Pick<ListingDraft, 'fields'>): Partial<ListingCreate> {
  return draft.fields as Partial<ListingCreate>;
}
