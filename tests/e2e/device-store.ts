import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/**
 * Counts the rows of one seller's IndexedDB database, as the page sees them. A store the
 * database does not hold (it was deleted at sign-out and opened empty) is left out.
 */
export function storeCounts(target: Page, userId: string): Promise<Record<string, number>> {
  return target.evaluate(async (name) => {
    const idb: IDBDatabase = await new Promise((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    const counts: Record<string, number> = {};
    const stores = ['listings', 'drafts', 'photos', 'outbox'].filter((store) =>
      idb.objectStoreNames.contains(store),
    );
    await Promise.all(
      stores.map(
        (store) =>
          new Promise<void>((resolve, reject) => {
            const request = idb.transaction(store).objectStore(store).count();
            request.onsuccess = () => {
              counts[store] = request.result;
              resolve();
            };
            request.onerror = () => reject(request.error);
          }),
      ),
    );
    idb.close();
    return counts;
  }, `seller-dashboard:${userId}`);
}

/** The titles typed into one seller's drafts, as stored on the device. */
export function draftTitles(target: Page, userId: string): Promise<string[]> {
  return target.evaluate(async (name) => {
    const idb: IDBDatabase = await new Promise((resolve, reject) => {
      const open = indexedDB.open(name);
      open.onsuccess = () => resolve(open.result);
      open.onerror = () => reject(open.error);
    });
    if (!idb.objectStoreNames.contains('drafts')) {
      idb.close();
      return [];
    }
    const drafts: { values?: { title?: unknown } }[] = await new Promise((resolve, reject) => {
      const request = idb.transaction('drafts').objectStore('drafts').getAll();
      request.onsuccess = () => resolve(request.result as { values?: { title?: unknown } }[]);
      request.onerror = () => reject(request.error);
    });
    idb.close();
    return drafts.map((draft) => String(draft.values?.title ?? ''));
  }, `seller-dashboard:${userId}`);
}

/**
 * When the pull the app started for this page load has been stored: the signed-in seller's
 * stats row, written in the same transaction as the pulled listings and drafts, says it was
 * pulled after the page began to load. Reads the database only once the app has made it, so
 * this never creates one the app would then have to open.
 */
export async function pullStored(target: Page): Promise<void> {
  await expect
    .poll(
      () =>
        target.evaluate(async () => {
          const sellerId = (
            JSON.parse(localStorage.getItem('currentUser') ?? 'null') as {
              _id?: string;
            } | null
          )?._id;
          if (!sellerId) return false;
          const name = `seller-dashboard:${sellerId}`;
          if (!(await indexedDB.databases()).some((db) => db.name === name)) return false;
          const idb: IDBDatabase = await new Promise((resolve, reject) => {
            const open = indexedDB.open(name);
            open.onsuccess = () => resolve(open.result);
            open.onerror = () => reject(open.error);
          });
          try {
            if (!idb.objectStoreNames.contains('stats')) return false;
            const stats = await new Promise<{ pulledAt?: string } | undefined>(
              (resolve, reject) => {
                const request = idb.transaction('stats').objectStore('stats').get(sellerId);
                request.onsuccess = () => resolve(request.result as { pulledAt?: string });
                request.onerror = () => reject(request.error);
              },
            );
            return Boolean(stats?.pulledAt && Date.parse(stats.pulledAt) >= performance.timeOrigin);
          } finally {
            idb.close();
          }
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
}
