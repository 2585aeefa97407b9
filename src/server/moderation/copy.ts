/** The words a seller or buyer reads about moderation, written once. */
import { CASE_REASON_LABELS, type CaseReason } from '@/domain/schemas/moderation';

/** The seller's reason on a listing held by the screening. */
export const heldReason = (reason: CaseReason) =>
  `Waiting for review by the marketplace (${CASE_REASON_LABELS[reason.code].toLowerCase()}). ` +
  'It is not shown to buyers until an admin has looked at it.';

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
