import { i18n } from '@/app/ui/i18n';

export interface SyncFacts {
  waiting: number;
  failed: number;
  /** What the browser says (navigator.onLine). */
  online: boolean;
  /** False while the server has not answered since a request failed to reach it. */
  reachable?: boolean;
  pulling?: boolean;
  /** The outbox is sending now. */
  sending?: boolean;
}

/** One sentence on where the device stands with the server. */
export function describeSync({
  waiting,
  failed,
  online,
  reachable = true,
  pulling,
  sending,
}: SyncFacts): string {
  const parts: string[] = [];
  if (failed) parts.push(i18n._('settings.failed', { count: failed }));
  if (waiting) parts.push(i18n._('sync.waiting', { count: waiting }));
  if (!online) parts.push(i18n._('settings.offline'));
  else if (!reachable) parts.push(i18n._('sync.unreachable'));
  else if (waiting && sending) parts.push(i18n._('sync.sending'));
  if (parts.length) return parts.join(' · ');
  return pulling ? i18n._('sync.pulling') : i18n._('sync.allSynced');
}
