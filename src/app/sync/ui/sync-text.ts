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

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

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
  if (failed) parts.push(`${plural(failed, 'change', 'changes')} failed to sync`);
  if (waiting) parts.push(`${plural(waiting, 'change', 'changes')} waiting to sync`);
  if (!online) parts.push('Offline');
  else if (!reachable) parts.push('Server not reachable');
  else if (waiting && sending) parts.push('Sending...');
  if (parts.length) return parts.join(' · ');
  return pulling ? 'Syncing...' : 'All changes synced';
}
