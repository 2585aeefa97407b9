/**
 * Searching on a phone (412x915) right after a reload, with ten thousand listings on the device:
 * the search answers from the listings read so far while the older ones are still being read,
 * never says "No listings match" before it has searched them all, and ends with exactly the
 * listings a search of all of them shows, newest first.
 */
import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { listingCards, sellerOnAPhone } from './seller-on-a-phone';

const phone = sellerOnAPhone();
const COUNT = 10_000;
const SEARCH = 'number 12';
/** "Listing number i" holds "number 12" for i = 12, 120..129 and 1200..1299: newest (greatest) first. */
const EXPECTED = Array.from({ length: COUNT }, (_, n) => COUNT - 1 - n)
  .filter((i) => `listing number ${i}`.includes(SEARCH))
  .map((i) => `Listing number ${i}`);

async function fillStore(page: Page, seller: string) {
  await page.evaluate(
    async ({ seller, count }) => {
      const db: IDBDatabase = await new Promise((resolve, reject) => {
        const request = indexedDB.open(`seller-dashboard:${seller}`);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      await new Promise<void>((resolve, reject) => {
        const tx = db.transaction('listings', 'readwrite');
        for (let i = 0; i < count; i += 1) {
          tx.objectStore('listings').put({
            _id: `read-${i}`,
            sellerId: seller,
            title: `Listing number ${i}`,
            type: 'furniture',
            city: 'gweru',
            images: [],
            views: 0,
            createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
            price: { type: 'fixed', amount: 100 + i },
            syncState: 'synced',
          });
        }
        tx.oncomplete = () => resolve();
        tx.onerror = () => reject(tx.error);
      });
      db.close();
    },
    { seller, count: COUNT },
  );
}

interface Shown {
  search: string | null;
  reading: boolean;
  titles: string[];
  size: number;
  noMatch: boolean;
}

/**
 * The search the rows answer, whether older listings are still being read, and the titles: the
 * first one drawn that differs from `before` (none: what is drawn now). It is read at every frame
 * the page draws until it differs, so each answer on the way is seen as the seller would see it,
 * and a page that stops changing never passes unseen.
 */
const nextShown = (page: Page, before: Shown | null) =>
  page.evaluate(async (before) => {
    const read = (): Shown => {
      const box = document.querySelector('[data-search]');
      const titles = [...(box?.querySelectorAll('ul[aria-label="Listings"] li a') ?? [])].map(
        (link) => link.textContent ?? '',
      );
      const size = box?.querySelector('li')?.getAttribute('aria-setsize');
      return {
        search: box?.getAttribute('data-search') ?? null,
        reading: box?.getAttribute('aria-busy') === 'true',
        titles,
        size: size ? Number(size) : 0,
        noMatch: /No listings match/.test(box?.textContent ?? ''),
      };
    };
    const was = JSON.stringify(before);
    for (;;) {
      const now = read();
      if (JSON.stringify(now) !== was) return now;
      await new Promise((drawn) => requestAnimationFrame(drawn));
    }
  }, before);

describe('a search typed right after a reload, with ten thousand listings', () => {
  it('shows the right listings while the rest are read, and all of them at the end', async () => {
    const { server, page, sellerId } = phone;
    await page.goto(`${server.url}/`);
    await listingCards(page).getByRole('listitem').first().waitFor();
    // The server knows none of them: keep the pull from removing them.
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    try {
      await fillStore(page, sellerId);
      await page.reload();
      await listingCards(page).getByRole('listitem').first().waitFor();
      const box = page.getByPlaceholder('Search listings ...');
      await box.pressSequentially(SEARCH);
      expect(await box.inputValue()).toBe(SEARCH);

      // Every answer on the way is the newest matches read so far: the start of the full answer.
      const seen: Shown[] = [];
      for (let now = await nextShown(page, null); ; now = await nextShown(page, now)) {
        if (now.search === SEARCH) {
          seen.push(now);
          expect(now.titles).toEqual(EXPECTED.slice(0, now.titles.length));
          if (now.reading) expect(now.noMatch).toBe(false);
          if (!now.reading) break;
        }
      }
      const last = seen.at(-1)!;
      expect(last.size).toBe(EXPECTED.length);
      expect(last.titles.length).toBeGreaterThan(3);
      expect(last.titles).toEqual(EXPECTED.slice(0, last.titles.length));
      expect(EXPECTED).toHaveLength(111);

      // The oldest match is there too, at the end of the list.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await listingCards(page)
        .getByRole('link', { name: 'Listing number 12', exact: true })
        .waitFor();

      // A search nothing matches says so, once every listing is searched.
      await box.fill('number 99999');
      await page.getByText('No listings match "number 99999".').waitFor();
    } finally {
      await page.unroute('**/api/**');
    }
  });
});
