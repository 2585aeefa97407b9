/// <reference lib="webworker" />
/**
 * The service worker: the app shell is precached so the app opens with no network; navigations
 * fall back to index.html (never for /api or the public listing pages /l/...; the landing
 * /login only when the network fails); thumbnails and
 * photos of listings are kept in a bounded cache so My Listings still shows them offline, but
 * asked from the network first: a photo taken down by moderation (404) leaves the cache.
 * Background Sync wakes the open pages so they drain their outbox: the page owns the credential
 * and the outbox, the worker only relays the signal.
 */
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { BACKGROUND_SYNC_TAG, PHOTO_CACHE, SYNC_MESSAGE, THUMBNAIL_CACHE } from './sw-contract';

declare const self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

/** Thumbnails kept for offline use; about 20 KB each. */
const THUMBNAIL_CACHE_ENTRIES = 400;
/** Full-size photos are bigger (up to 0.9 MB): keep fewer. */
const PHOTO_CACHE_ENTRIES = 60;
const MAX_AGE_SECONDS = 60 * 60 * 24 * 30;
/** A slower network falls back to the cached copy (offline, it fails at once). */
const NETWORK_TIMEOUT_SECONDS = 4;

cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const appShell = createHandlerBoundToURL('index.html');

// The landing and the sign-in steps (/login, not a sign-in link) are the server's own HTML, with
// no app in them: from the network, and the app's own copy of them (the shell) with none.
registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' && url.pathname === '/login' && !url.searchParams.has('token'),
  async (options) => {
    try {
      return await fetch(options.request);
    } catch {
      return appShell(options);
    }
  },
);

// Public listing pages (/l/{id}) are the server's own HTML, for buyers: a seller opening a shared
// link must get that page, not the app shell.
registerRoute(
  new NavigationRoute(appShell, {
    denylist: [/^\/api(\/|$)/, /^\/l\//],
  }),
);

/** A photo or its thumbnail by id; not where a photo sent in slices stands (that changes). */
const isPhoto = (url: URL) =>
  url.pathname.startsWith('/api/files/') && !url.pathname.startsWith('/api/files/uploads/');

/**
 * A photo the server no longer shows (its listing held, hidden or deleted, its seller suspended:
 * 404) is dropped from the cache, so it is never shown from there again.
 */
const forgetRevoked = (cacheName: string): WorkboxPlugin => ({
  fetchDidSucceed: async ({ request, response }) => {
    if (response.status === 404) await (await caches.open(cacheName)).delete(request);
    return response;
  },
});

// From the network first: whether a photo may still be shown is the server's to say (it answers
// public photos with a five-minute lifetime, so the browser's own cache mostly answers).
registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    isPhoto(url) &&
    url.searchParams.get('thumbnail') === '1',
  new NetworkFirst({
    cacheName: THUMBNAIL_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      forgetRevoked(THUMBNAIL_CACHE),
      new ExpirationPlugin({
        maxEntries: THUMBNAIL_CACHE_ENTRIES,
        maxAgeSeconds: MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

registerRoute(
  ({ url, request }) =>
    request.method === 'GET' &&
    url.origin === self.location.origin &&
    isPhoto(url) &&
    !url.searchParams.has('thumbnail'),
  new NetworkFirst({
    cacheName: PHOTO_CACHE,
    networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      forgetRevoked(PHOTO_CACHE),
      new ExpirationPlugin({
        maxEntries: PHOTO_CACHE_ENTRIES,
        maxAgeSeconds: MAX_AGE_SECONDS,
        purgeOnQuotaError: true,
      }),
    ],
  }),
);

// The page asks for the update when the seller agrees (the prompt never reloads a form).
self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING')
    void self.skipWaiting();
});

interface SyncEvent extends ExtendableEvent {
  tag: string;
}

self.addEventListener('sync', (event) => {
  const syncEvent = event as SyncEvent;
  if (syncEvent.tag !== BACKGROUND_SYNC_TAG) return;
  syncEvent.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((clients) => {
      clients.forEach((client) => client.postMessage({ type: SYNC_MESSAGE }));
    }),
  );
});
