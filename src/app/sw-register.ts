/**
 * Registers the service worker (production builds only) and reports when an update waits. The
 * update is applied only when the seller accepts it and no form is being filled in: a reload
 * under a half-written listing would be the worst moment.
 */
import { Workbox } from 'workbox-window';

type Listener = (waiting: boolean) => void;
const listeners = new Set<Listener>();
let workbox: Workbox | null = null;
let updateWaiting = false;
let formsInProgress = 0;

export function registerServiceWorker(): void {
  if (workbox || typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  if (!import.meta.env.PROD) return;
  workbox = new Workbox('/sw.js', { scope: '/' });
  workbox.addEventListener('waiting', () => {
    updateWaiting = true;
    listeners.forEach((listener) => listener(canOfferUpdate()));
  });
  // The new worker took over because the seller accepted: load the new app.
  workbox.addEventListener('controlling', (event) => {
    if (event.isUpdate) window.location.reload();
  });
  void workbox.register().catch(() => undefined);
}

function canOfferUpdate(): boolean {
  return updateWaiting && formsInProgress === 0;
}

/** Whether to show the update prompt now; changes as updates arrive and forms open and close. */
export function onUpdateOffer(listener: Listener): () => void {
  listeners.add(listener);
  listener(canOfferUpdate());
  return () => listeners.delete(listener);
}

/** A form being filled holds updates back until it closes. Returns the release. */
export function holdUpdates(): () => void {
  formsInProgress += 1;
  listeners.forEach((listener) => listener(canOfferUpdate()));
  let released = false;
  return () => {
    if (released) return;
    released = true;
    formsInProgress -= 1;
    listeners.forEach((listener) => listener(canOfferUpdate()));
  };
}

/** The seller accepted: the waiting worker takes over and the page reloads once it controls. */
export function applyUpdate(): void {
  workbox?.messageSkipWaiting();
}
