import { useSyncExternalStore } from 'react';
import { syncEngine } from './engine-instance';
import type { SyncStatus } from './engine';

/** The engine's state for a status line: syncing, offline, retrying, paused, idle. */
export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(
    (onChange) => syncEngine.onStatus(onChange),
    () => syncEngine.getStatus(),
    () => syncEngine.getStatus(),
  );
}

/**
 * Whether a change would only wait on this phone now: the browser says it is offline, or the last
 * request did not reach the server. Screens then say so at once instead of waiting for an answer.
 */
export function useOffline(): boolean {
  const status = useSyncStatus();
  return !status.reachable || (typeof navigator !== 'undefined' && navigator.onLine === false);
}
