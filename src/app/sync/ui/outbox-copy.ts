/**
 * The words for the outbox: what a waiting change is, and why it did not go through. The engine
 * records codes and the server's reason; only this file turns them into text for the seller.
 */
import { formatTime } from '@/domain/format';
import { i18n } from '@/app/ui/i18n';
import type { OutboxItem } from '@/app/local/db';
import type { Failure } from '@/app/local/failure';
import { failureCodeText, failureReason } from './error-words';

/** A waiting change as the seller would name it; a kind not named here is 'A change'. */
export function describeItem(item: OutboxItem): string {
  switch (item.kind) {
    case 'listing.create':
      return `New listing "${item.payload.listing.title}"`;
    case 'listing.update':
      return `Changes to "${item.payload.listing.title}"`;
    case 'listing.delete':
      return 'Deleting a listing';
    case 'listing.status':
      return item.payload.status === 'active'
        ? 'Reactivating a listing'
        : `Marking a listing ${item.payload.status}`;
    case 'listing.confirm':
      return 'Confirming a listing is still available';
    case 'photo.upload':
      return 'Photo upload';
    case 'photo.delete':
      return 'Removing a photo';
    case 'draft.delete':
      return 'Deleting a draft from WhatsApp';
    case 'profile.update':
      return 'Profile changes';
    default:
      return 'A change';
  }
}

/** Harare time ('2:05 PM'), as every time in the app. */
export function formatRetryTime(at: number): string {
  return formatTime(at);
}

/**
 * The alert for a listing the server refused, in the spec's words: 'Error creating listing -
 * {message}' (or updating), with 'An unknown error occurred' when nothing says more.
 */
export function listingFailureText(mode: 'create' | 'edit', failure: Failure | undefined): string {
  const reason = failure ? failureReason(failure) : i18n._('editor.error.unknown');
  return mode === 'create'
    ? i18n._('editor.error.create', { reason })
    : i18n._('editor.error.update', { reason });
}

/** A change waiting for a limit to pass: when it will be tried again. */
export function waitingText(failure: Failure | undefined, nextAttemptAt?: number): string {
  if (failure?.code === 'rate-limited') {
    const at = failure.retryAt ?? nextAttemptAt;
    const reason = (failure.reason || failureCodeText('rate-limited')).replace(/\.$/, '');
    const when = at ? ` It will be sent automatically at ${formatRetryTime(at)}.` : '';
    return `${reason}.${when}`;
  }
  if (failure?.code === 'server-full') {
    const at = failure.retryAt ?? nextAttemptAt;
    const when = at ? ` It will be sent again by itself at ${formatRetryTime(at)}.` : '';
    return `${failureCodeText('server-full')}${when}`;
  }
  return i18n._('editor.waiting.offline');
}

export const PROFILE_SAVED = 'Profile updated successfully';
export const PROFILE_FAILED = 'Failed to update profile. Please try again.';

/** A profile change kept on this phone: never 'updated' until the server has it. */
export function profileWaitingText(failure: Failure | undefined, nextAttemptAt?: number): string {
  if (failure?.code === 'rate-limited') return waitingText(failure, nextAttemptAt);
  return 'Saved on this phone. Your profile will be sent when the connection returns.';
}
