/**
 * Shared by the page and the service worker (`sw.ts`): the Background Sync tag the page registers
 * when a change could not be sent, and the message the worker posts to open pages when it fires.
 * Imports nothing, so the worker's bundle takes only these two strings.
 */
export const BACKGROUND_SYNC_TAG = 'outbox-sync';
export const SYNC_MESSAGE = 'outbox-sync';
/**
 * The worker's caches of listing photos. The page empties them when the signed-in seller changes,
 * so one seller's photos are never served to the next.
 */
export const PHOTO_CACHE_NAMES = ['thumbnails', 'photos'] as const;
