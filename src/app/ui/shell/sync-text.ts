export interface SyncFacts {
  waiting: number;
  failed: number;
  online: boolean;
  pulling?: boolean;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** One sentence on where the device stands with the server. */
export function describeSync({ waiting, failed, online, pulling }: SyncFacts): string {
  const parts: string[] = [];
  if (failed) parts.push(`${plural(failed, 'change', 'changes')} failed to sync`);
  if (waiting) parts.push(`${plural(waiting, 'change', 'changes')} waiting to sync`);
  if (!online) parts.push('Offline');
  if (parts.length) return parts.join(' · ');
  return pulling ? 'Syncing...' : 'All changes synced';
}
