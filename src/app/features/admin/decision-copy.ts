import { MODERATION_REASON_MAX, moderationActionSchema, suspensionInputSchema } from '@/domain';
import type { CaseAction } from '@/app/features/admin/api/admin-moderation';

export interface ActionCopy {
  title: string;
  button: string;
  color: string;
  /** What happens, in a sentence, so the admin knows before confirming. */
  effect: string;
}

export const ACTION_COPY: Record<CaseAction, ActionCopy> = {
  dismiss: {
    title: 'Dismiss the case',
    button: 'Dismiss',
    color: 'gray',
    effect: 'The listing stays up, and the same reports do not open the case again.',
  },
  hide: {
    title: 'Hide the listing',
    button: 'Hide listing',
    color: 'red',
    effect:
      'Buyers stop seeing it in the chat and on its page. The seller sees your reason and can edit the listing, which sends it back for review.',
  },
  approve: {
    title: 'Approve the listing',
    button: 'Approve',
    color: 'green',
    effect: 'The listing leaves review and is offered to buyers.',
  },
  suspend: {
    title: 'Suspend the seller',
    button: 'Suspend seller',
    color: 'red',
    effect:
      'Their sessions end at once, all their listings leave the chat and the public pages, and they cannot sign in until restored.',
  },
  restore: {
    title: 'Restore the seller',
    button: 'Restore seller',
    color: 'blue',
    effect:
      'They can sign in again and their listings return, except those hidden one by one, which stay hidden.',
  },
};

/** The first problem with the reason, checked by the same schema the server applies. */
export function reasonProblem(action: CaseAction, reason: string): string | null {
  const result =
    action === 'suspend' || action === 'restore'
      ? suspensionInputSchema.safeParse({ reason })
      : moderationActionSchema.safeParse({ action, reason });
  if (result.success) return null;
  const issue = result.error.issues[0];
  if (issue?.code === 'too_big') return `Keep the reason under ${MODERATION_REASON_MAX} characters`;
  return issue?.message ?? 'Give a reason';
}
