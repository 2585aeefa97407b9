/** The words a seller or buyer reads about moderation, written once. */
import type { ScamKind, ScamMatch } from '@/domain/moderation/scams';
import { CASE_REASON_LABELS } from '@/domain/schemas/moderation';
import type { SellerReason } from '@/domain/schemas/seller-reason';

/**
 * The seller's reason on a listing the marketplace held, in English: stored beside its code for
 * the admin's screens and the apps of the version before (the app and the bot say it from the
 * code, in the seller's language).
 */
export function sellerReasonText(reason: SellerReason): string {
  switch (reason.code) {
    case 'prohibited_content':
    case 'reposted':
      return (
        `Waiting for review by the marketplace (${CASE_REASON_LABELS[reason.code].toLowerCase()}). ` +
        'It is not shown to buyers until an admin has looked at it.'
      );
    case 'edited_after_hidden':
      return EDITED_AFTER_HIDDEN;
    case 'scam_pattern':
      return scamHeldReason(reason);
    case 'repeated_ad_copies':
      return (
        `Waiting for review: this is the ${ordinal(reason.count)} copy of the same ad you ` +
        'posted today, and your account is new. Buyers are shown the same ad once; post each ' +
        'item once.'
      );
    case 'repeated_ad_photo':
      return (
        `Waiting for review: this is the ${ordinal(reason.count)} listing with the same photo ` +
        'you posted today, and your account is new. Buyers are shown the same ad once; post ' +
        'each item once, with photos of its own.'
      );
  }
}

/** 1st, 2nd, 3rd, 4th, 11th... */
export const ordinal = (n: number) => {
  const tens = n % 100;
  if (tens >= 11 && tens <= 13) return `${n}th`;
  return `${n}${['th', 'st', 'nd', 'rd'][n % 10] ?? 'th'}`;
};

/** The seller's reason on a hidden listing they edited. */
export const EDITED_AFTER_HIDDEN =
  'Edited after it was hidden: waiting for review. It is not shown to buyers until an admin has looked at it.';

/** The `message` of the suspended answer (401 on every request, 403 on sign-in). */
export const suspendedMessage = (reason: string) =>
  `Your account is suspended: ${reason}. Your listings are not shown to buyers. ` +
  'To appeal, reply to the marketplace on WhatsApp.';

/** The suspended answer of the contract: `{ message, code, reason }`. */
export const suspendedBody = (reason: string | null) => {
  const why = reason?.trim() || 'it broke the marketplace rules';
  return { message: suspendedMessage(why), code: 'account_suspended' as const, reason: why };
};

/** Why words of each kind stop a listing, and how an honest seller says the same thing. */
export const SCAM_KIND_COPY: Record<ScamKind, { why: string; rephrase: string }> = {
  pay_before_viewing: {
    why: 'they read like asking buyers to pay before they have seen it',
    rephrase: 'If a deposit is paid after viewing, say so: "Deposit payable after viewing".',
  },
  reservation_fee: {
    why: 'they read like asking buyers to pay to reserve it',
    rephrase: 'Say that buyers pay when they collect: "Pay on collection".',
  },
  transport_fee: {
    why: 'they read like asking buyers to pay for transport before the goods arrive',
    rephrase: 'If you deliver, say when it is paid: "Delivery fee paid on delivery".',
  },
  other_number: {
    why: "they ask buyers to pay a number that is not your account's",
    rephrase:
      'Buyers reach you on your own number; leave payment details out and agree them in the chat.',
  },
  code_request: {
    why: 'they ask buyers for a code sent to their phone, which is how accounts are stolen',
    rephrase: 'Leave out any request for codes or PINs.',
  },
  off_platform: {
    why: 'they move buyers to another app or number',
    rephrase:
      'Buyers reach you through the marketplace on your confirmed number; leave others out.',
  },
};

const quoted = (words: readonly string[]) => words.map((word) => `"${word}"`).join(', ');

/** What the seller reads about a scam pattern: the words, why, and how to rephrase. */
export const scamExplanation = (match: Pick<ScamMatch, 'kind' | 'words'>) => {
  const copy = SCAM_KIND_COPY[match.kind];
  return `The words ${quoted(match.words)}: ${copy.why}. ${copy.rephrase}`;
};

/** The seller's reason on a listing held for a strong scam pattern. */
export const scamHeldReason = (match: Pick<ScamMatch, 'kind' | 'words'>) =>
  'Waiting for review by the marketplace. ' +
  `${scamExplanation(match)} It is not shown to buyers until an admin has looked at it.`;

/** The warning on a listing published with a weak scam pattern. */
export const scamWarningMessage = (match: ScamMatch) =>
  `Published, and an admin will look at it. ${scamExplanation(match)}`;

/** What an admin reads in the case's reason. */
export const scamDetail = (match: ScamMatch) =>
  `${match.rule} (${match.strength}): ${quoted(match.words)}`;
