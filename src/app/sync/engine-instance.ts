/**
 * The app's one sync engine, wired to the browser: it drains on start, when the connection comes
 * back, when the page becomes visible, when a seller signs in, on 'Sync now' and when the service
 * worker's Background Sync fires (Chromium only; the other triggers cover the rest).
 */
import {
  getCurrentUser,
  getCurrentUserId,
  getToken,
  onSessionChange,
  setCurrentUser,
} from '@/app/local/session';
import { registerServiceWorker } from '@/app/sw-register';
import { SYNC_MESSAGE } from '@/app/sw-contract';
import { SyncEngine, type SyncSession } from './engine';

function currentSession(): SyncSession | null {
  const sellerId = getCurrentUserId();
  const token = getToken();
  return sellerId && token ? { sellerId, token } : null;
}

export const syncEngine = new SyncEngine({
  getSession: currentSession,
  onUserUpdated: (user) => {
    const current = getCurrentUser();
    // The answer replaces the stored user, but only if that seller is still the one signed in.
    if (current?._id === user._id) setCurrentUser({ ...current, ...user });
  },
});

let started = false;

/** Starts the engine once per page. Call it at app start. */
export function startSync(): void {
  if (started || typeof window === 'undefined') return;
  started = true;
  // Offline start-up needs the worker; registering is idempotent (the update prompt does it too).
  registerServiceWorker();
  // Back online: whatever waited on the link goes now, not when its backoff would have ended.
  window.addEventListener('online', () => void syncEngine.syncNow());
  window.addEventListener('offline', () => syncEngine.linkDown());
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') syncEngine.nudge();
  });
  onSessionChange(() => syncEngine.nudge());
  if ('serviceWorker' in navigator) {
    navigator.serviceWorker.addEventListener('message', (event: MessageEvent<unknown>) => {
      const data = event.data;
      if (typeof data === 'object' && data !== null && 'type' in data && data.type === SYNC_MESSAGE)
        void syncEngine.syncNow();
    });
  }
  void syncEngine.start();
}

/**
 * 'Sync now', tapped by the seller: sends everything waiting at once, ignoring the backoff (the
 * photos the server had no space for included).
 */
export function syncNow(): Promise<void> {
  return syncEngine.syncNow(true);
}
