import { sellerReasonOf, type ListingModeration } from '@/domain';
import type { ScamKind } from '@/domain/moderation/scam-kinds';
import { i18n } from '@/app/ui/i18n';

/** Message ids of why words of each kind hold a listing, and how to say it honestly. */
const SCAM_REASON: Record<ScamKind, string> = {
  pay_before_viewing: /*i18n*/ 'moderation.reason.scam.payBeforeViewing',
  reservation_fee: /*i18n*/ 'moderation.reason.scam.reservationFee',
  transport_fee: /*i18n*/ 'moderation.reason.scam.transportFee',
  other_number: /*i18n*/ 'moderation.reason.scam.otherNumber',
  code_request: /*i18n*/ 'moderation.reason.scam.codeRequest',
  off_platform: /*i18n*/ 'moderation.reason.scam.offPlatform',
};

/**
 * Why the marketplace holds or hid a listing, in the app's language: from the reason's code when
 * the marketplace wrote it; an admin's own words as typed, after words saying an admin hid it; a
 * reason without a code this version knows (written before codes, or by a newer server) as the
 * server wrote it.
 */
export function moderationReasonText(moderation: ListingModeration): string {
  const reason = sellerReasonOf(moderation);
  switch (reason?.code) {
    case 'prohibited_content':
      return i18n._('moderation.reason.prohibited');
    case 'reposted':
      return i18n._('moderation.reason.reposted');
    case 'edited_after_hidden':
      return i18n._('moderation.reason.editedAfterHidden');
    case 'repeated_ad_copies':
      return i18n._('moderation.reason.repeatedAdCopies', { count: reason.count });
    case 'repeated_ad_photo':
      return i18n._('moderation.reason.repeatedAdPhoto', { count: reason.count });
    case 'scam_pattern': {
      const words = reason.words.map((word) => `“${word}”`).join(', ');
      return i18n._(SCAM_REASON[reason.kind], { words });
    }
    default:
      // Only an admin hides a listing: a hidden one's reason without a code is their words.
      return moderation.state === 'hidden' && !moderation.code
        ? i18n._('moderation.reason.byAdmin', { reason: moderation.reason })
        : moderation.reason;
  }
}
