import { useSyncExternalStore } from 'react';
import { syncEngine } from './engine-instance';
import type { SyncStatus } from './sync-engine';

/** The engine's state for a status line: syncing, offline, retrying, paused, idle. */
export function useSyncStatus(): SyncStatus {
  return useSyncExternalStore(
    (onChange) => syncEngine.onStatus(onChange),
    () => syncEngine.getStatus(),
    () => syncEngine.getStatus(),
  );
}
