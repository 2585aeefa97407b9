/**
 * The seller's reason on a listing the marketplace holds, by a stable code: stored beside the
 * English words (migration 0910), sent in the seller's listing answers (`moderation.code`,
 * `moderation.params`), and said by the app and the bot in the seller's language.
 */
import { z } from 'zod';
import { SCAM_KINDS } from '@/domain/moderation/scam-kinds';

/**
 * Why the marketplace itself holds a listing, by a stable code, with what the words name (the
 * scam's words, how many copies): the app and the bot say it in the seller's language from it.
 * A reason an admin typed has none.
 */
export const SELLER_REASON_CODES = [
  'prohibited_content',
  'reposted',
  'scam_pattern',
  'repeated_ad_copies',
  'repeated_ad_photo',
  'edited_after_hidden',
] as const;
export type SellerReasonCode = (typeof SELLER_REASON_CODES)[number];

export const sellerReasonSchema = z.discriminatedUnion('code', [
  z.object({ code: z.literal('prohibited_content') }),
  z.object({ code: z.literal('reposted') }),
  z.object({ code: z.literal('edited_after_hidden') }),
  z.object({
    code: z.literal('scam_pattern'),
    kind: z.enum(SCAM_KINDS),
    words: z.array(z.string()).min(1),
  }),
  /** `count`: this listing is the count-th copy of one ad (or of one photo) today. */
  z.object({ code: z.literal('repeated_ad_copies'), count: z.number().int().positive() }),
  z.object({ code: z.literal('repeated_ad_photo'), count: z.number().int().positive() }),
]);
export type SellerReason = z.infer<typeof sellerReasonSchema>;

/** A seller reason as stored and sent: its code, and the rest as parameters. */
export function sellerReasonParts(reason: SellerReason): {
  code: SellerReasonCode;
  params: Record<string, unknown> | null;
} {
  const { code, ...params } = reason;
  return { code, params: Object.keys(params).length > 0 ? params : null };
}

/**
 * The reason of a held or hidden listing by its code, or null when it has none this version
 * knows (an admin's words, a row written before codes, a code added later): its text is shown.
 */
export function sellerReasonOf(moderation: {
  code?: string | undefined;
  params?: Record<string, unknown> | undefined;
}): SellerReason | null {
  if (!moderation.code) return null;
  const parsed = sellerReasonSchema.safeParse({ ...moderation.params, code: moderation.code });
  return parsed.success ? parsed.data : null;
}
