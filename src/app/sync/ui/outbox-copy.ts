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
      return i18n._('outbox.item.create', { title: item.payload.listing.title });
    case 'listing.update':
      return i18n._('outbox.item.update', { title: item.payload.listing.title });
    case 'listing.delete':
      return i18n._('outbox.item.delete');
    case 'listing.status':
      if (item.payload.status === 'active') return i18n._('outbox.item.reactivate');
      return item.payload.status === 'sold'
        ? i18n._('outbox.item.sold')
        : i18n._('outbox.item.paused');
    case 'listing.confirm':
      return i18n._('outbox.item.confirm');
    case 'photo.upload':
      return i18n._('outbox.item.photoUpload');
    case 'photo.delete':
      return i18n._('outbox.item.photoDelete');
    case 'draft.delete':
      return i18n._('outbox.item.draftDelete');
    case 'profile.update':
      return i18n._('outbox.item.profile');
    default:
      return i18n._('outbox.item.other');
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
    const reason = failureReason(failure).replace(/\.$/, '');
    return at
      ? i18n._('outbox.waiting.limit', { reason, time: formatRetryTime(at) })
      : `${reason}.`;
  }
  if (failure?.code === 'server-full') {
    const at = failure.retryAt ?? nextAttemptAt;
    const reason = failureCodeText('server-full');
    return at ? i18n._('outbox.waiting.serverFull', { reason, time: formatRetryTime(at) }) : reason;
  }
  return i18n._('editor.waiting.offline');
}

/** The profile's save, in the spec's words: done, or refused. */
export const profileSavedText = () => i18n._('profile.saved');
export const profileFailedText = () => i18n._('profile.failed');

/** A profile change kept on this phone: never 'updated' until the server has it. */
export function profileWaitingText(failure: Failure | undefined, nextAttemptAt?: number): string {
  if (failure?.code === 'rate-limited') return waitingText(failure, nextAttemptAt);
  return i18n._('profile.waiting');
}
