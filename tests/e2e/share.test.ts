import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  VIEWPORTS,
  launchBrowser,
  screenshot,
  signInWithCode,
  startServer,
  type ServerHandle,
} from './harness';
import {
  apiSignIn,
  createListing,
  photo,
  updateProfile,
  uploadPhoto,
  type ApiSeller,
} from './seller-data';

const PHONE = '263772000303';
const BUYER = '263719000303';
const PHONE_BROWSER =
  'Mozilla/5.0 (Linux; Android 13; SM-A145F) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Mobile Safari/537.36';

let server: ServerHandle;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let seller: ApiSeller;
const ids = { fridge: '', sofa: '', bike: '' };

const listing = (title: string, images: string[] = []) => ({
  type: 'furniture',
  subType: 'living',
  title,
  description: `${title}, in good condition.`,
  price: { type: 'fixed', amount: 120 },
  city: 'harare',
  images,
});

async function serverListing(id: string) {
  const response = await fetch(`${server.url}/api/listings/${id}`, {
    headers: { Authorization: `Bearer ${seller.token}` },
  });
  return (await response.json()) as { status: string; leads: number; views: number };
}

async function setStatus(id: string, status: string) {
  const response = await fetch(`${server.url}/api/listings/${id}/status`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${seller.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ status }),
  });
  expect(response.status).toBe(200);
}

/** A buyer picks the listing in the bot (a view), then follows the bot's seller link (a chat). */
async function buyerChats(id: string) {
  const response = await fetch(`${server.url}/api/dev/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ from: BUYER, replyId: `listing:${id}` }),
  });
  const { replies } = (await response.json()) as { replies: { text: string }[] };
  const link = /Chat with the seller: (\S+)/.exec(replies.map((r) => r.text).join('\n'))?.[1];
  expect(link).toMatch(/\/l\/[\w-]+\/chat\?v=/);
  const chat = await fetch(link!, { redirect: 'manual', headers: { 'User-Agent': PHONE_BROWSER } });
  expect(chat.status).toBe(302);
}

beforeAll(async () => {
  server = await startServer();
  seller = await apiSignIn(server.url, PHONE);
  await updateProfile(server.url, seller, {
    displayName: 'Nyasha Home',
    contactNumber: '0772 000 303',
    city: 'harare',
  });
  const picture = await uploadPhoto(server.url, seller, await photo({ r: 90, g: 140, b: 200 }));
  ids.bike = (await createListing(server.url, seller, listing('Mountain bike')))._id;
  ids.sofa = (await createListing(server.url, seller, listing('Three seater sofa')))._id;
  ids.fridge = (await createListing(server.url, seller, listing('Defy fridge', [picture])))._id;
  await setStatus(ids.bike, 'paused');
  await buyerChats(ids.fridge);

  browser = await launchBrowser();
  context = await browser.newContext({ viewport: VIEWPORTS.phone });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
  page = await context.newPage();
  await signInWithCode(page, server.url, PHONE);
});

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

/** The listings shown, by title: the table's rows on a desktop, the cards on a phone. */
const rowNames = () =>
  page
    .locator('table tr[aria-label], ul[aria-label="Listings"] > li a')
    .evaluateAll((entries) =>
      entries.map((entry) => entry.getAttribute('aria-label') ?? entry.textContent),
    );

/** One listing's card in the phone's list. */
const entry = (title: string) =>
  page
    .getByRole('list', { name: 'Listings' })
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });

const card = (label: string) =>
  page.locator('.mantine-Card-root', { has: page.getByText(label, { exact: true }) });

describe('listing status, sharing and buyer chats in Chromium', () => {
  it('shows the status as a badge, filters by it and counts active listings only', async () => {
    await page.goto(`${server.url}/`);
    await expect.poll(rowNames, { timeout: 30_000 }).toHaveLength(3);
    const bike = entry('Mountain bike');
    await expect.poll(() => bike.getByText('Paused', { exact: true }).count()).toBe(1);
    expect(await entry('Defy fridge').getByText('Paused').count()).toBe(0);
    await expect.poll(() => card('Active Listings').innerText()).toContain('2');
    await expect.poll(() => card('Buyer chats').innerText()).toContain('1');
    await screenshot(page, 'share-status-badge-phone');

    await page.getByText('Paused (1)').click();
    await expect.poll(rowNames).toEqual(['Mountain bike']);
    expect(new URL(page.url()).searchParams.get('status')).toBe('paused');
    await page.getByText('Sold (0)').click();
    await page.getByText('No sold listings.').waitFor();
    await page.getByText('All (3)').click();
    await expect.poll(rowNames).toHaveLength(3);

    await page.setViewportSize(VIEWPORTS.desktop);
    await page.getByText('Paused (1)').click();
    await expect.poll(rowNames).toEqual(['Mountain bike']);
    await screenshot(page, 'share-status-filter-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
  });

  it('shows views and buyer chats of the last 7 days as a chart that fits a phone', async () => {
    await page.goto(`${server.url}/listing/${ids.fridge}`);
    await page.getByRole('heading', { name: 'Defy fridge' }).waitFor({ timeout: 30_000 });
    // Beside the views under the title, and in the chart's legend.
    await expect.poll(() => page.getByText('1 buyer chat', { exact: true }).count()).toBe(2);
    const chart = page.getByRole('img', { name: /Views and buyer chats per day/ });
    await chart.waitFor({ timeout: 30_000 });
    expect(await chart.getAttribute('aria-label')).toMatch(/Today: 1 view, 1 chat$/);
    expect(await page.getByTestId('activity-day').count()).toBe(7);
    const box = await chart.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await chart.scrollIntoViewIfNeeded();
    await screenshot(page, 'share-activity-chart-phone');
  });

  it('offers WhatsApp and Copy link where the browser has no share sheet', async () => {
    await page.addInitScript(() => {
      // Chromium on Linux has no share sheet; make sure of it whatever the build.
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    await page.goto(`${server.url}/listing/${ids.fridge}`);
    await page.getByRole('button', { name: 'Share' }).click();
    const whatsapp = page.getByRole('menuitem', { name: 'Share on WhatsApp' });
    const href = (await whatsapp.getAttribute('href')) ?? '';
    const pageUrl = `${server.url}/l/${ids.fridge}`;
    expect(href).toBe(`https://wa.me/?text=${encodeURIComponent(`Defy fridge ${pageUrl}`)}`);
    await page.getByRole('menuitem', { name: 'Copy link' }).click();
    await page.getByRole('menuitem', { name: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(pageUrl);
    await screenshot(page, 'share-fallback-menu-phone');
    await page.keyboard.press('Escape');
  });

  it('uses the phone’s share sheet where there is one', async () => {
    const tab = await context.newPage();
    await tab.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: (data: ShareData) => {
          shared.push(data);
          return Promise.resolve();
        },
      });
    });
    await tab.goto(`${server.url}/listing/${ids.fridge}`);
    await tab.getByRole('button', { name: 'Share' }).click();
    await expect
      .poll(() => tab.evaluate(() => (window as unknown as { shared: ShareData[] }).shared))
      .toEqual([
        { title: 'Defy fridge', text: 'Defy fridge', url: `${server.url}/l/${ids.fridge}` },
      ]);
    expect(await tab.getByRole('menuitem', { name: 'Copy link' }).count()).toBe(0);
    await tab.close();
  });

  it('serves the public page, not the app, to a browser the app’s service worker controls', async () => {
    await page.goto(`${server.url}/`);
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto(`${server.url}/l/${ids.fridge}`);
    expect(response?.status()).toBe(200);
    await page.getByRole('heading', { name: 'Defy fridge' }).waitFor();
    expect(await page.getByRole('link', { name: 'Chat with the seller on WhatsApp' }).count()).toBe(
      1,
    );
    // The first photo has loaded under the page's own policy.
    await expect
      .poll(() =>
        page
          .locator('.photos img')
          .first()
          .evaluate((img: HTMLImageElement) => img.naturalWidth),
      )
      .toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await screenshot(page, 'share-public-page-phone');
    const paused = await page.goto(`${server.url}/l/${ids.bike}`);
    expect(paused?.status()).toBe(404);
    await page.getByText('This listing is not available').waitFor();
  });

  it('marks a listing sold with the server stopped, and sends it once it is back', async () => {
    await page.goto(`${server.url}/listing/${ids.sofa}`);
    await page.getByRole('heading', { name: 'Three seater sofa' }).waitFor({ timeout: 30_000 });
    await server.stop();
    await page.getByRole('button', { name: 'Mark as sold' }).click();
    await page
      .getByText('Saved on this phone, will be sent when you are back online.')
      .waitFor({ timeout: 30_000 });
    await page.getByText('Sold', { exact: true }).first().waitFor();
    await page.getByText('Waiting to sync').waitFor();
    await page.getByRole('button', { name: 'Reactivate' }).waitFor();
    await screenshot(page, 'share-sold-offline-phone');
    await page.goto(`${server.url}/`);
    await expect
      .poll(() => card('Active Listings').innerText(), { timeout: 30_000 })
      .toContain('1');
    expect((await serverListing(ids.sofa).catch(() => null))?.status).toBeUndefined();

    await server.restart();
    await page.reload();
    await expect
      .poll(async () => (await serverListing(ids.sofa)).status, { timeout: 90_000, interval: 1000 })
      .toBe('sold');
    await page.goto(`${server.url}/?status=sold`);
    await expect.poll(rowNames, { timeout: 30_000 }).toEqual(['Three seater sofa']);
    await expect.poll(() => entry('Three seater sofa').innerText()).not.toContain('Waiting');
    await screenshot(page, 'share-sold-synced-phone');
  });
});
