/**
 * The seller's listings on a phone (412x915) and a desktop (1280x800): cards with every figure
 * whole, the table's columns, the listing page's order, and ten thousand listings.
 */
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { VIEWPORTS, screenshot } from '../harness';
import {
  DATE,
  MANSION,
  MANSION_PRICE,
  SOFA,
  listingCard,
  listingCards,
  sellerOnAPhone,
  shownWhole,
  top,
} from './seller-on-a-phone';

const phone = sellerOnAPhone();
const cards = () => listingCards(phone.page);
const card = (title: string) => listingCard(phone.page, title);

describe('the seller’s listings on a phone', () => {
  it('lists listings as cards under 600 px, with the price, city and counts in full', async () => {
    const { server, page, ids } = phone;
    await page.goto(`${server.url}/`);
    await card(MANSION).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    expect(await cards().getByRole('listitem').count()).toBe(2);

    const mansion = card(MANSION);
    // The whole title, on at most two lines.
    const title = mansion.getByRole('link', { name: MANSION, exact: true });
    expect(await title.textContent()).toBe(MANSION);
    const lines = await title.evaluate(
      (element) =>
        element.getBoundingClientRect().height / parseFloat(getComputedStyle(element).lineHeight),
    );
    expect(Math.round(lines)).toBeLessThanOrEqual(2);
    // Price and city whole, inside the screen.
    const price = mansion.getByText(MANSION_PRICE, { exact: true });
    expect(await shownWhole(price, VIEWPORTS.phone.width)).toBe(true);
    const city = mansion.getByText('Victoria Falls', { exact: true });
    expect(await shownWhole(city, VIEWPORTS.phone.width)).toBe(true);
    expect(await mansion.getByText('Negotiable', { exact: true }).isVisible()).toBe(true);
    expect(await mansion.getByText('Active', { exact: true }).isVisible()).toBe(true);
    expect(await mansion.getByText('0 views', { exact: true }).isVisible()).toBe(true);
    expect(await mansion.getByText('0 chats', { exact: true }).isVisible()).toBe(true);
    expect(await mansion.getByText(DATE).isVisible()).toBe(true);
    await screenshot(page, 'phone-screens-cards');

    // Searching narrows the cards, as it narrows the table.
    await page.getByPlaceholder('Search listings ...').fill('VICTORIA');
    await expect.poll(() => cards().getByRole('listitem').count()).toBe(1);
    await page.getByPlaceholder('Search listings ...').fill('');
    await expect.poll(() => cards().getByRole('listitem').count()).toBe(2);

    // A tap anywhere on the card opens the listing, not only on its title: here, on the price.
    const priceBox = (await price.boundingBox())!;
    await page.mouse.click(priceBox.x + 10, priceBox.y + priceBox.height / 2);
    await page.waitForURL(`**/listing/${ids.mansion}`);
  });

  it('keeps the table, with the spec’s columns, on a desktop', async () => {
    const { server, page } = phone;
    await page.setViewportSize(VIEWPORTS.desktop);
    try {
      await page.goto(`${server.url}/`);
      const table = page.getByRole('table');
      await table.getByRole('row', { name: MANSION }).waitFor();
      const headers = await table.getByRole('columnheader').allInnerTexts();
      expect(headers.map((text) => text.trim().split('\n')[0])).toEqual([
        'Listing',
        'Location',
        'Date',
        'Price',
        'Views',
      ]);
      expect(await cards().count()).toBe(0);
      const price = table.getByRole('row', { name: MANSION }).getByText(MANSION_PRICE);
      expect(await shownWhole(price, VIEWPORTS.desktop.width)).toBe(true);
    } finally {
      await page.setViewportSize(VIEWPORTS.phone);
    }
  });

  it('shows a listing photo and price first, then the description, the chart, and Delete last', async () => {
    const { server, page, ids } = phone;
    await page.goto(`${server.url}/listing/${ids.sofa}`);
    await page.getByRole('heading', { name: SOFA, level: 1 }).waitFor();
    const photoTop = await top(page.getByRole('button', { name: 'Open photo 1' }));
    const priceTop = await top(page.getByText('$350.00', { exact: true }));
    const descriptionTop = await top(page.getByRole('heading', { name: 'Description' }));
    const chart = page.getByText('Last 7 days', { exact: true });
    await chart.waitFor();
    const chartTop = await top(chart);
    const detailsTop = await top(page.getByRole('heading', { name: 'Details' }));
    expect(photoTop).toBeLessThan(priceTop);
    expect(priceTop).toBeLessThan(descriptionTop);
    expect(descriptionTop).toBeLessThan(detailsTop);
    expect(detailsTop).toBeLessThan(chartTop);

    // One main action, Edit, with Share beside it; Delete is not beside Edit but at the bottom.
    const edit = page.getByRole('link', { name: 'Edit' });
    const share = page.getByRole('button', { name: 'Share' });
    const del = page.getByRole('button', { name: 'Delete' });
    const editBox = (await edit.boundingBox())!;
    const shareBox = (await share.boundingBox())!;
    const deleteBox = (await del.boundingBox())!;
    expect(Math.abs(editBox.y - shareBox.y)).toBeLessThan(4);
    expect(deleteBox.y).toBeGreaterThan(chartTop);
    const filled = (locator: Locator) =>
      locator.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await filled(edit)).not.toBe(await filled(share));
    await screenshot(page, 'phone-screens-detail');
  });
});

describe('ten thousand listings on a phone', () => {
  it('open as cards at once, with only the cards near the screen in the page', async () => {
    const { server, page, sellerId } = phone;
    await page.goto(`${server.url}/`);
    await card(SOFA).waitFor();
    // The server knows none of them: keep the pull from removing them.
    await page.route('**/api/**', (route) => route.abort('internetdisconnected'));
    try {
      await page.evaluate(async (seller) => {
        const db: IDBDatabase = await new Promise((resolve, reject) => {
          const request = indexedDB.open(`seller-dashboard:${seller}`);
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        await new Promise<void>((resolve, reject) => {
          const tx = db.transaction('listings', 'readwrite');
          for (let i = 0; i < 10_000; i += 1) {
            tx.objectStore('listings').put({
              _id: `many-${i}`,
              sellerId: seller,
              title: `Listing number ${i}`,
              type: 'furniture',
              city: 'bulawayo',
              images: [],
              views: i % 50,
              createdAt: new Date(Date.UTC(2024, 0, 1) + i * 60_000).toISOString(),
              price: { type: 'fixed', amount: 100 + i },
              syncState: 'synced',
            });
          }
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
        });
        db.close();
      }, sellerId);
      const started = Date.now();
      await page.reload();
      await card('Listing number 9999').waitFor({ timeout: 15_000 });
      console.log(`first card of 10,000 after ${Date.now() - started} ms`);
      const inPage = await cards().getByRole('listitem').count();
      expect(inPage).toBeGreaterThan(3);
      expect(inPage).toBeLessThan(40);
      // The newest page paints first; the rest follows.
      await expect
        .poll(async () =>
          Number(await cards().getByRole('listitem').first().getAttribute('aria-setsize')),
        )
        .toBeGreaterThan(10_000);
      // The last one is reached by scrolling the page.
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      await card('Listing number 0').waitFor();
      expect(await cards().getByRole('listitem').count()).toBeLessThan(40);
      // A search over all of them.
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.getByPlaceholder('Search listings ...').fill('number 4242');
      await expect.poll(() => cards().getByRole('listitem').count()).toBe(1);
      await card('Listing number 4242').waitFor();
    } finally {
      await page.unroute('**/api/**');
    }
  });
});
