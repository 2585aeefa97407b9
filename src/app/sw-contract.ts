/**
 * The contract between the page and the service worker (`sw.ts`): the worker's cache names, the
 * Background Sync tag the page registers when a change could not be sent, and the message the
 * worker posts to open pages when it fires. Imports nothing, so the worker's bundle takes only
 * these strings.
 */
export const BACKGROUND_SYNC_TAG = 'outbox-sync';
export const SYNC_MESSAGE = 'outbox-sync';

/** The worker's cache of listing thumbnails. */
export const THUMBNAIL_CACHE = 'thumbnails';
/** The worker's cache of full-size listing photos. */
export const PHOTO_CACHE = 'photos';
/**
 * The worker's caches of listing photos. The page empties them when the signed-in seller changes,
 * so one seller's photos are never served to the next.
 */
export const PHOTO_CACHE_NAMES = [THUMBNAIL_CACHE, PHOTO_CACHE] as const;
