import { BACKGROUND_SYNC_TAG } from '@/app/sw-contract';

interface SyncManagerLike {
  register(tag: string): Promise<void>;
}

function syncManagerOf(registration: ServiceWorkerRegistration): SyncManagerLike | undefined {
  // The Background Sync API is Chromium's only; TypeScript's DOM types do not declare it.
  return 'sync' in registration ? (registration.sync as SyncManagerLike) : undefined;
}

/** Asks the service worker to wake the app when the connection returns (Chromium only). */
export function requestBackgroundSync(): void {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready
    .then((registration) => syncManagerOf(registration)?.register(BACKGROUND_SYNC_TAG))
    .catch(() => undefined);
}
