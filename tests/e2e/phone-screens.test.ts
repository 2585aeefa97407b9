/**
 * The seller's screens as a person sees them on a phone (412x915, the share menu at 360x800) and
 * on a desktop (1280x800): what is on screen, in which order, whole and not cut off.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  VIEWPORTS,
  launchBrowser,
  screenshot,
  signInWithCode,
  startServer,
  type ServerHandle,
} from './harness';
import {
  addPhotos,
  fillFirstSteps,
  fillLocationAndSubmit,
  jpeg,
  photosSettled,
} from './editor-flow';
import { apiSignIn, createListing, photo, updateProfile, uploadPhoto } from './seller-data';

const PHONE = '263772000404';
const PHONE_SHOWN = '+263 77 200 0404';
const MANSION = 'Spacious four bedroom family house with borehole, solar and a double garage';
const MANSION_PRICE = '$1,250,000.00 - $1,500,000.00';
const SOFA = 'Three seater sofa';
const DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;

let server: ServerHandle;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let sellerId = '';
let sellerToken = '';
let sofaPhoto = '';
const ids = { mansion: '', sofa: '' };

beforeAll(async () => {
  server = await startServer();
  const seller = await apiSignIn(server.url, PHONE);
  sellerId = seller.userId;
  sellerToken = seller.token;
  await updateProfile(server.url, seller, {
    displayName: 'Rudo Homes',
    contactNumber: '0772 000 404',
    city: 'harare',
  });
  const picture = await uploadPhoto(server.url, seller, await photo({ r: 60, g: 120, b: 180 }));
  sofaPhoto = picture;
  ids.sofa = (
    await createListing(server.url, seller, {
      type: 'furniture',
      subType: 'living',
      title: SOFA,
      description: 'Grey fabric, three years old.',
      features: ['Washable covers'],
      price: { type: 'fixed', amount: 350 },
      city: 'harare',
      images: [picture],
    })
  )._id;
  ids.mansion = (
    await createListing(server.url, seller, {
      type: 'real_estate',
      subType: 'house',
      realEstateDealType: 'sale',
      title: MANSION,
      description: 'On an acre, with a borehole and solar power.',
      price: { type: 'range', minAmount: 1_250_000, maxAmount: 1_500_000, isNegotiable: true },
      city: 'victoria_falls',
      images: [],
    })
  )._id;
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: VIEWPORTS.phone });
  page = await context.newPage();
  await signInWithCode(page, server.url, PHONE);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

/** Whether the element shows all of its text: nothing cut, nothing past the screen's edge. */
async function shownWhole(locator: Locator, width: number) {
  const box = await locator.boundingBox();
  const fits = await locator.evaluate(
    (element) =>
      element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
  );
  return fits && box !== null && box.x >= 0 && box.x + box.width <= width;
}

const cards = () => page.getByRole('list', { name: 'Listings' });
const card = (title: string) =>
  cards()
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
const mainNav = (target: Page) => target.getByRole('navigation', { name: 'Main' });
const serverListing = async (id: string) =>
  (await (
    await fetch(`${server.url}/api/listings/${id}`, {
      headers: { Authorization: `Bearer ${sellerToken}` },
    })
  ).json()) as { status: string };
const top = async (locator: Locator) => (await locator.boundingBox())!.y;

describe('the seller’s screens on a phone', () => {
  it('lists listings as cards under 600 px, with the price, city and counts in full', async () => {
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

  it('keeps the share menu inside a 360 px screen', async () => {
    const narrow = await browser.newContext({ viewport: { width: 360, height: 800 } });
    try {
      await narrow.addInitScript(() => {
        // Chromium on Linux has no share sheet; make sure of it whatever the build.
        delete (Navigator.prototype as { share?: unknown }).share;
      });
      const small = await narrow.newPage();
      await signInWithCode(small, server.url, PHONE);
      await small.goto(`${server.url}/listing/${ids.sofa}`);
      await small.getByRole('button', { name: 'Share' }).click();
      const menu = small.getByRole('menu');
      await small.getByRole('menuitem', { name: 'Share on WhatsApp' }).waitFor();
      await small.waitForTimeout(300);
      const box = (await menu.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(box.y + box.height).toBeLessThanOrEqual(800);
      const address = menu.getByText(`/l/${ids.sofa}`);
      expect(await shownWhole(address, 360)).toBe(true);
      await screenshot(small, 'phone-screens-share-menu-360');
    } finally {
      await narrow.close();
    }
  });

  it('marks the current page in the header and the drawer, Settings included', async () => {
    await page.setViewportSize(VIEWPORTS.desktop);
    try {
      await page.goto(`${server.url}/`);
      const nav = mainNav(page);
      await nav.getByRole('link', { name: 'My Listings' }).waitFor();
      expect(
        await nav.getByRole('link', { name: 'My Listings' }).getAttribute('aria-current'),
      ).toBe('page');
      await nav.getByRole('link', { name: 'Settings' }).click();
      await page.waitForURL('**/settings');
      await expect
        .poll(() => nav.getByRole('link', { name: 'Settings' }).getAttribute('aria-current'))
        .toBe('page');
      expect(
        await nav.getByRole('link', { name: 'My Listings' }).getAttribute('aria-current'),
      ).toBeNull();
      expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
    } finally {
      await page.setViewportSize(VIEWPORTS.phone);
    }

    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog');
    const help = mainNav(page).getByRole('link', { name: 'Help' });
    await help.click();
    await page.waitForURL('**/help');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const current = mainNav(page).locator('[aria-current="page"]');
    await expect.poll(() => current.innerText()).toBe('Help');
    // It looks current too: filled, unlike the others.
    const background = (name: string) =>
      mainNav(page)
        .getByRole('link', { name })
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background('Help')).not.toBe('rgba(0, 0, 0, 0)');
    expect(await background('Help')).not.toBe(await background('Profile'));
    await page.waitForTimeout(300);
    await screenshot(page, 'phone-screens-drawer');
    await page.keyboard.press('Escape');
  });

  it('shows an offline bar on every screen, and the sync state within a second of reconnecting', async () => {
    await page.goto(`${server.url}/listing/${ids.sofa}`);
    // An installed app: the service worker holds every screen's code, so the nav works offline.
    const controlled = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
    if (!controlled) await page.reload();
    await page.getByRole('heading', { name: SOFA, level: 1 }).waitFor();
    const bar = page.getByRole('status').filter({ hasText: 'You are offline' });
    // The header's sync indicator: a link to Settings named by the state it shows.
    const indicator = page.getByRole('banner').locator('a[href="/settings"][aria-label]');
    await expect.poll(() => indicator.getAttribute('aria-label')).toBe('All changes synced');

    await context.setOffline(true);
    try {
      await bar.waitFor();
      expect(await bar.innerText()).toBe(
        'You are offline. Changes are saved on this phone and sent when you reconnect.',
      );
      await expect.poll(() => indicator.getAttribute('aria-label')).toBe('Offline');
      // Another screen, reached by the nav while offline: the bar is there too.
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await mainNav(page).getByRole('link', { name: 'Help' }).click();
      await page.waitForURL('**/help');
      await bar.waitFor();
      // Back to the listing (the app's own history, no network): a change made offline waits, and
      // the indicator says so.
      await page.goBack();
      await page.getByRole('heading', { name: SOFA, level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Pause' }).click();
      await expect
        .poll(() => indicator.getAttribute('aria-label'))
        .toBe('1 change waiting to sync · Offline');
      await screenshot(page, 'phone-screens-offline');
    } finally {
      await context.setOffline(false);
    }
    const back = Date.now();
    await bar.waitFor({ state: 'detached', timeout: 1000 });
    await expect
      .poll(() => indicator.getAttribute('aria-label'), { timeout: 1000, interval: 50 })
      .not.toMatch(/Offline|not reachable/);
    await expect
      .poll(() => indicator.getAttribute('aria-label'), { timeout: 10_000 })
      .toBe('All changes synced');
    console.log(`sync indicator settled ${Date.now() - back} ms after reconnecting`);
    expect((await serverListing(ids.sofa)).status).toBe('paused');
    await page.getByRole('button', { name: 'Reactivate' }).click();
    await expect
      .poll(async () => (await serverListing(ids.sofa)).status, { timeout: 15_000 })
      .toBe('active');
    await expect
      .poll(() => indicator.getAttribute('aria-label'), { timeout: 10_000 })
      .toBe('All changes synced');
  });

  it('shows phones as +263 77 200 0404 and dates as on the table, with the time in Settings', async () => {
    await page.goto(`${server.url}/settings`);
    await page.getByText(`Signed in as ${PHONE_SHOWN}.`, { exact: false }).waitFor();
    const updated = page.getByText('Last updated from the server:').locator('b');
    await expect
      .poll(() => updated.innerText())
      .toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
    await page.goto(`${server.url}/profile`);
    await expect.poll(() => page.getByLabel('Login phone').inputValue()).toBe(PHONE_SHOWN);
    await page.goto(`${server.url}/listing/${ids.sofa}`);
    const listed = page.getByText('Listed on').locator('xpath=following-sibling::*[1]');
    expect(await listed.innerText()).toMatch(DATE);
  });

  it('shows the 404 page inside the shell', async () => {
    await page.goto(`${server.url}/no/such/page`);
    await page.getByRole('heading', { name: '404 - Page Not Found' }).waitFor();
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await mainNav(page).getByRole('link', { name: 'My Listings' }).waitFor();
    expect(await mainNav(page).locator('[aria-current="page"]').count()).toBe(0);
    await page.waitForTimeout(300);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await screenshot(page, 'phone-screens-404');
    await page.getByRole('link', { name: 'Back home' }).click();
    await page.getByRole('heading', { name: 'My listings' }).waitFor();
  });

  it('offers Share on WhatsApp first once a new listing is created', async () => {
    await page.goto(`${server.url}/editor`);
    await fillFirstSteps(page, {
      title: 'Hisense 43 inch TV',
      description: 'Smart TV with remote.',
      amount: '240',
      city: 'Harare',
    });
    await addPhotos(page, [{ name: 'tv.jpg', buffer: await jpeg({ r: 20, g: 40, b: 60 }) }]);
    await photosSettled(page, 1);
    await fillLocationAndSubmit(page, 'Harare');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Listing created!').waitFor({ timeout: 30_000 });
    const share = dialog.getByRole('link', { name: 'Share on WhatsApp' });
    const href = (await share.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
    const text = decodeURIComponent(href.split('text=')[1]!);
    expect(text).toMatch(new RegExp(`^Hisense 43 inch TV ${server.url}/l/[\\w-]+$`));
    const view = dialog.getByRole('button', { name: 'View My Listing' });
    const again = dialog.getByRole('button', { name: 'Add Another Listing' });
    // The main action comes first and is the filled one.
    expect(await top(share)).toBeLessThan(await top(view));
    expect(await top(view)).toBeLessThan(await top(again));
    const background = (locator: Locator) =>
      locator.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(share)).not.toBe(await background(view));
    await screenshot(page, 'phone-screens-success');
    await view.click();
    await page.waitForURL(/\/listing\//);
    // The shared address is the listing's public page.
    const publicPath = new URL(text.split(' ').pop()!).pathname;
    expect(publicPath).toBe(`/l/${new URL(page.url()).pathname.split('/').pop()}`);
  });

  it('gives the public page a sharp hero photo and the marketplace’s own name', async () => {
    const response = await fetch(`${server.url}/l/${ids.sofa}`);
    const html = await response.text();
    expect(new TextEncoder().encode(html).length).toBeLessThan(8 * 1024);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).not.toMatch(/<script/i);

    const visitor = await browser.newContext({ viewport: VIEWPORTS.phone, deviceScaleFactor: 2 });
    try {
      const buyer = await visitor.newPage();
      await buyer.goto(`${server.url}/l/${ids.sofa}`);
      expect(await buyer.locator('header').innerText()).toBe('Musika');
      expect(await buyer.title()).toBe(`${SOFA} | Musika`);
      expect(await buyer.content()).not.toMatch(/WhatsApp Marketplace/i);
      const hero = buyer.getByRole('img', { name: `${SOFA} photo 1` });
      await expect
        .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete))
        .toBe(true);
      const shown = await hero.evaluate((image: HTMLImageElement) => ({
        src: image.currentSrc,
        width: image.getBoundingClientRect().width,
      }));
      // The full image (640 px wide here), not the 320 px thumbnail stretched over 380 px.
      expect(shown.src).toBe(`${server.url}/api/files/${sofaPhoto}`);
      const drawn = await sharp(
        Buffer.from(await (await fetch(shown.src)).arrayBuffer()),
      ).metadata();
      expect(drawn.width).toBe(640);
      expect(drawn.width).toBeGreaterThan(shown.width);
      await screenshot(buyer, 'phone-screens-public-page');
    } finally {
      await visitor.close();
    }
  });
});

describe('the edit mode’s step tabs at desktop width', () => {
  it('are spaced pills, the open step filled and named', async () => {
    await page.setViewportSize(VIEWPORTS.desktop);
    try {
      await page.goto(`${server.url}/editor?id=${ids.sofa}`);
      const tabs = page.getByRole('tablist', { name: 'Listing steps' }).getByRole('tab');
      await expect.poll(() => tabs.count()).toBe(5);
      const boxes = await Promise.all((await tabs.all()).map((tab) => tab.boundingBox()));
      for (let i = 1; i < boxes.length; i += 1) {
        expect(boxes[i]!.x - (boxes[i - 1]!.x + boxes[i - 1]!.width)).toBeGreaterThanOrEqual(8);
      }
      const active = page.getByRole('tab', { selected: true });
      expect(await active.innerText()).toContain('Basic Information');
      const background = (locator: Locator) =>
        locator.evaluate((element) => getComputedStyle(element).backgroundColor);
      const pricing = page.getByRole('tab', { name: /Pricing/ });
      expect(await background(active)).not.toBe(await background(pricing));
      await pricing.click();
      await expect.poll(() => pricing.getAttribute('aria-selected')).toBe('true');
      await page.getByText('Step 3 of 5').first().waitFor();
      expect(await background(pricing)).not.toBe(
        await background(page.getByRole('tab', { name: /Basic Information/ })),
      );
      await screenshot(page, 'phone-screens-editor-tabs-desktop');
    } finally {
      await page.setViewportSize(VIEWPORTS.phone);
    }
  });
});

describe('ten thousand listings on a phone', () => {
  it('open as cards at once, with only the cards near the screen in the page', async () => {
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
