/**
 * A chat draft's constants and helpers without zod, so the seller's first screen can name a
 * "Draft from WhatsApp" without loading the schemas (the shape is in schemas/listing-draft.ts).
 */
import type { ListingCreate } from '@/domain/schemas/listing-input';

export const LISTING_DRAFT_SOURCES = ['whatsapp'] as const;
export type ListingDraftSource = (typeof LISTING_DRAFT_SOURCES)[number];

/** A chat draft left alone this long is removed with its photos. */
export const CHAT_DRAFT_TTL_MS = 7 * 24 * 60 * 60 * 1000;

/** What My Listings calls a draft that came from the chat. */
export const CHAT_DRAFT_LABEL = 'Draft from WhatsApp';

/** The draft's fields typed as the partial listing input they are. */
export function draftFields(draft: { fields: Record<string, unknown> }): Partial<ListingCreate> {
  return draft.fields as Partial<ListingCreate>;
}
