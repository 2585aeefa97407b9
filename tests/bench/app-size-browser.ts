/**
 * The app-size bench's hands in Chromium: what a page load downloads (as decoded and as it
 * crossed the wire), a signed-in seller's browser context, and a device store filled with
 * listings as a pull would fill it.
 */
import { gzipSync } from 'node:zlib';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { ServerHandle } from '../e2e/harness';
import { apiSignIn } from '../e2e/seller-data';

export interface Load {
  js: number;
  css: number;
  fonts: number;
  files: number;
  /** JavaScript bytes as they crossed the wire (the server's brotli or gzip), per file. */
  wireJs: Map<string, number>;
}

export async function measureLoad(
  context: BrowserContext,
  url: string,
  ready: (page: Page) => Promise<void>,
): Promise<Load> {
  const page = await context.newPage();
  const seen = new Map<string, Promise<Buffer | null>>();
  const wire = new Map<string, Promise<number>>();
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (!['script', 'stylesheet', 'font'].includes(type)) return;
    seen.set(
      `${type} ${response.url()}`,
      response.body().catch(() => null),
    );
    if (type === 'script') {
      wire.set(
        new URL(response.url()).pathname,
        response
          .request()
          .sizes()
          .then((sizes) => sizes.responseBodySize)
          .catch(() => 0),
      );
    }
  });
  await page.goto(url);
  await ready(page);
  await page.waitForLoadState('networkidle');
  const load: Load = { js: 0, css: 0, fonts: 0, files: 0, wireJs: new Map() };
  for (const [path, size] of wire) load.wireJs.set(path, await size);
  for (const [key, body] of seen) {
    const bytes = await body;
    if (!bytes) continue;
    load.files++;
    if (key.startsWith('font')) load.fonts += bytes.length;
    else if (key.startsWith('script')) load.js += gzipSync(bytes, { level: 9 }).length;
    else load.css += gzipSync(bytes, { level: 9 }).length;
  }
  await page.close();
  return load;
}

export async function signedInContext(
  browser: Browser,
  server: ServerHandle,
  options = {},
  phone = '263779000001',
) {
  const seller = await apiSignIn(server.url, phone);
  await fetch(`${server.url}/api/users/${seller.userId}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${seller.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      _id: seller.userId,
      user: { displayName: 'Bench Seller', contactNumber: phone, city: 'harare' },
    }),
  });
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, ...options });
  const { hostname } = new URL(server.url);
  await context.addCookies([{ name: 'token', value: seller.token, domain: hostname, path: '/' }]);
  const user = {
    _id: seller.userId,
    phone: seller.phone,
    displayName: 'Bench Seller',
    token: seller.token,
  };
  await context.addInitScript((value) => {
    if (!localStorage.getItem('currentUser')) localStorage.setItem('currentUser', value);
  }, JSON.stringify(user));
  return { context, seller };
}

/** Writes fake listings straight into the app's IndexedDB store, as a pull would. */
export async function fillStore(page: Page, sellerId: string, count: number): Promise<void> {
  await page.evaluate(
    async ({ sellerId, count }) => {
      const cities = ['harare', 'bulawayo', 'mutare', 'gweru', 'masvingo', 'kwekwe', 'kariba'];
      const things = [
        'House',
        'Toyota Corolla',
        'Laptop',
        'Plumber',
        'Sofa',
        'Wedding dress',
        'Solar panel',
        'Room',
      ];
      const types = [
        'real_estate',
        'vehicle',
        'electronics',
        'home_services',
        'furniture',
        'bridal',
        'energy_services',
        'accommodation',
      ];
      const db: IDBDatabase = await new Promise((resolve, reject) => {
        // Each seller has a database of their own.
        const request = indexedDB.open(`seller-dashboard:${sellerId}`);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('listings', 'readwrite');
        const store = tx.objectStore('listings');
        for (let i = 0; i < count; i++) {
          const k = i % things.length;
          store.put({
            _id: `bench-${i}`,
            sellerId,
            title: `${things[k]} number ${i}`,
            type: types[k],
            city: cities[i % cities.length],
            address: i % 3 === 0 ? `${i} Samora Machel Avenue` : undefined,
            images: [],
            views: i % 50,
            createdAt: new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
            price: { type: 'fixed', amount: 100 + i },
            syncState: 'synced',
          });
        }
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { sellerId, count },
  );
}
