/**
 * A listing begun in the WhatsApp chat and kept on the server until it is published or cancelled
 * (listing by chat). The app shows it on My Listings as "Draft from WhatsApp" and opens it in the
 * wizard, where publishing it is the normal create: the full listing rules apply there, so the
 * fields here are whatever is known so far, in the listing input's shape.
 */
import { z } from 'zod';
import { isoDate } from './common';
import { LISTING_DRAFT_SOURCES } from '@/domain/listing-draft-values';

export {
  CHAT_DRAFT_LABEL,
  CHAT_DRAFT_TTL_MS,
  LISTING_DRAFT_SOURCES,
  draftFields,
  type ListingDraftSource,
} from '@/domain/listing-draft-values';

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
