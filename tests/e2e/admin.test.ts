/**
 * The admin dashboard in Chromium against the real built app and the real server: seeded data,
 * plus a listing, a buyer's chat and a view this test makes through the API and the bot, so the
 * dashboard has something known to show.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import sharp from 'sharp';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  VIEWPORTS,
  launchBrowser,
  requestLogin,
  screenshot,
  signInWithCode,
  startServer,
  type ServerHandle,
} from './harness';
import { settled } from './journeys/screen-checks';

const ADMIN = '263779990001';
const SELLER = '263779990002';
const BUYER = '263779990003';
/** The buyer's number as the admin screens show it. */
const BUYER_SHOWN = '+263 77 999 0003';
const TITLE = 'Zebrawood dining table for six';
const SELLER_NAME = 'Zebrawood Furniture Works';

let server: ServerHandle;
let browser: Browser;
let adminToken: string;
let listingId: string;

interface Stats {
  totalContacts: number;
  totalListings: number;
  cumulativeViews: number;
  dailyViews: { views: number }[];
}

async function api<T>(path: string, token?: string, init: RequestInit = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (typeof init.body === 'string') headers.set('Content-Type', 'application/json');
  const response = await fetch(`${server.url}/api${path}`, { ...init, headers });
  const text = await response.text();
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${text}`);
  return (text ? JSON.parse(text) : undefined) as T;
}

async function signInApi(phone: string): Promise<{ token: string; user: { _id: string } }> {
  const { code } = await requestLogin(server.url, phone);
  return api('/users/verify-code', undefined, {
    method: 'POST',
    body: JSON.stringify({ lastThreeDigits: phone.slice(-3), code }),
  });
}

async function chat(from: string, text: string): Promise<string> {
  const { replies } = await api<{ replies: { text: string }[] }>('/dev/chat', undefined, {
    method: 'POST',
    body: JSON.stringify({ from, text }),
  });
  return replies.map((reply) => reply.text).join('\n');
}

const count = (n: number) => n.toLocaleString('en-US');

async function openAdmin(
  viewport: { width: number; height: number },
  phone: string,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  await signInWithCode(page, server.url, phone);
  await page.goto(`${server.url}/admin`);
  return { context, page };
}

beforeAll(async () => {
  server = await startServer({ seed: true, env: { ADMIN_PHONES: ADMIN } });
  adminToken = (await signInApi(ADMIN)).token;

  // A seller with a named profile and one photographed listing.
  const seller = await signInApi(SELLER);
  await api(`/users/${seller.user._id}`, seller.token, {
    method: 'PATCH',
    body: JSON.stringify({
      _id: seller.user._id,
      user: { displayName: SELLER_NAME, contactNumber: SELLER, city: 'harare' },
    }),
  });
  const png = await sharp({
    create: { width: 320, height: 240, channels: 3, background: '#8a5a2b' },
  })
    .png()
    .toBuffer();
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'table.png');
  const file = await api<{ _id: string }>('/files/upload', seller.token, {
    method: 'POST',
    body: form,
  });
  const listing = await api<{ _id: string }>('/listings', seller.token, {
    method: 'POST',
    body: JSON.stringify({
      type: 'furniture',
      subType: 'dining',
      title: TITLE,
      description: 'Solid zebrawood, seats six, with matching chairs.',
      price: { type: 'fixed', amount: 450 },
      city: 'harare',
      images: [file._id],
    }),
  });
  listingId = listing._id;

  // A buyer finds it through the bot and opens it: a conversation and a view are recorded.
  const results = await chat(BUYER, 'zebrawood dining table');
  expect(results).toContain('Zebrawood');
  const detail = await chat(BUYER, '1');
  expect(detail).toContain(TITLE);

  browser = await launchBrowser();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

describe('admin dashboard', () => {
  it('shows stat tiles that match the database, and a chart and top listings', async () => {
    const { context, page } = await openAdmin(VIEWPORTS.desktop, ADMIN);
    const stats = await api<Stats>('/admin/stats', adminToken);
    const listings = await api<{ views: number }[]>('/admin/listings?limit=200', adminToken);
    const contacts = await api<unknown[]>('/admin/contacts?limit=200', adminToken);
    // The numbers agree with the lists they summarise, and include what this test recorded.
    expect(stats.totalListings).toBe(listings.length);
    expect(stats.totalContacts).toBe(contacts.length);
    expect(stats.cumulativeViews).toBe(listings.reduce((sum, l) => sum + l.views, 0));
    expect(stats.dailyViews).toHaveLength(7);
    expect(stats.dailyViews[6]?.views).toBeGreaterThanOrEqual(1);

    const tile = (name: string) => page.getByRole('group', { name, exact: true });
    await expect
      .poll(() => tile('Total Contacts').innerText())
      .toContain(count(stats.totalContacts));
    expect(await tile('Total Listings').innerText()).toContain(count(stats.totalListings));
    expect(await tile('Total Views').innerText()).toContain(count(stats.cumulativeViews));
    expect(await tile("Today's Views").innerText()).toContain(
      count(stats.dailyViews[6]?.views ?? 0),
    );
    const chart = page.getByRole('img', { name: /Views per day over the last 7 days/ });
    expect(await chart.getAttribute('aria-label')).toContain(
      `Today: ${count(stats.dailyViews[6]?.views ?? 0)}`,
    );
    await page
      .getByRole('region', { name: 'Top viewed listings' })
      .getByRole('listitem')
      .first()
      .waitFor();

    await page.getByRole('table', { name: 'Listings' }).getByRole('row').nth(1).waitFor();
    await screenshot(page, 'admin-desktop');
    await context.close();
  });

  it('loads and searches each tab, and shows who viewed a listing', async () => {
    const { context, page } = await openAdmin(VIEWPORTS.desktop, ADMIN);
    const search = page.getByRole('searchbox', { name: 'Search' });
    const listingsTable = page.getByRole('table', { name: 'Listings' });
    await listingsTable.getByRole('row').nth(1).waitFor();
    await search.fill('zebrawood');
    const row = listingsTable.getByRole('row', { name: `Show views of ${TITLE}` });
    await row.waitFor();
    await expect.poll(() => listingsTable.getByRole('row').count()).toBe(2);
    expect(await row.innerText()).toContain(SELLER_NAME);
    expect(await row.innerText()).toContain('$450.00');

    await row.click();
    const dialog = page.getByRole('dialog', { name: `Views of ${TITLE}` });
    const views = await api<{ viewerPhone: string }[]>(
      `/admin/listings/${listingId}/views?limit=200`,
      adminToken,
    );
    expect(views.map((v) => v.viewerPhone)).toContain(BUYER);
    const viewRows = dialog.getByRole('table', { name: 'Listing views' }).getByRole('row');
    await expect.poll(() => viewRows.count()).toBe(views.length + 1);
    expect(await dialog.innerText()).toContain(BUYER_SHOWN);
    // Modals fade in; a screenshot taken mid-fade shows the page through them.
    await settled(page, dialog);
    await screenshot(page, 'admin-views-desktop');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await page.getByRole('tab', { name: 'Sellers' }).click();
    // The open tab is in the address, so a reload comes back to it.
    await page.waitForURL((address) => address.searchParams.get('tab') === 'sellers');
    await page.reload();
    await page.getByRole('tab', { name: 'Sellers', selected: true }).waitFor();
    const sellersTable = page.getByRole('table', { name: 'Sellers' });
    await search.fill(SELLER);
    await expect.poll(() => sellersTable.getByRole('row').count()).toBe(2);
    expect(await sellersTable.getByRole('row').nth(1).innerText()).toContain(SELLER_NAME);
    await screenshot(page, 'admin-sellers-desktop');
    await search.fill('no seller is called this');
    await page.getByText('No sellers match "no seller is called this".').waitFor();

    await page.getByRole('tab', { name: 'Contacts' }).click();
    const contactsTable = page.getByRole('table', { name: 'Contacts' });
    await search.fill(BUYER);
    await contactsTable
      .getByRole('row', { name: `Show conversation with ${BUYER_SHOWN}` })
      .waitFor();
    await expect.poll(() => contactsTable.getByRole('row').count()).toBe(2);

    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await screenshot(page, 'admin-contacts-dark-desktop');
    await context.close();
  });

  it('shows a contact’s conversation as the bot recorded it, in order, with the image', async () => {
    const { context, page } = await openAdmin(VIEWPORTS.phone, ADMIN);
    const recorded = await api<
      { direction: string; content: { text?: string; imageUrl?: string } }[]
    >(`/admin/contacts/${BUYER}/conversation?limit=200`, adminToken);
    expect(recorded.length).toBeGreaterThanOrEqual(4);

    await page.getByRole('group', { name: 'Total Contacts' }).waitFor();
    await screenshot(page, 'admin-phone');
    // The most viewed listing opens its views from the top viewed panel too.
    const [top] = await api<{ _id: string; title: string }[]>(
      '/admin/listings/top-viewed',
      adminToken,
    );
    const topViews = await api<unknown[]>(
      `/admin/listings/${top?._id}/views?limit=200`,
      adminToken,
    );
    await page
      .getByRole('region', { name: 'Top viewed listings' })
      .getByRole('button', { name: new RegExp(top!.title.replace(/[^\w ]/g, '.')) })
      .click();
    const viewsDialog = page.getByRole('dialog', { name: `Views of ${top?.title}` });
    const viewRows = viewsDialog.getByRole('table', { name: 'Listing views' }).getByRole('row');
    await expect.poll(() => viewRows.count()).toBe(Math.min(topViews.length, 200) + 1);
    await settled(page, viewsDialog);
    await screenshot(page, 'admin-views-phone');
    await page.keyboard.press('Escape');
    await viewsDialog.waitFor({ state: 'hidden' });

    await page.getByRole('table', { name: 'Listings' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'admin-listings-phone');
    await page.getByRole('tab', { name: 'Contacts' }).click();
    await page.getByRole('searchbox', { name: 'Search' }).fill(BUYER);
    await page.getByRole('row', { name: `Show conversation with ${BUYER_SHOWN}` }).click();
    const dialog = page.getByRole('dialog', { name: `Conversation with ${BUYER_SHOWN}` });
    const bubbles = dialog.getByRole('article');
    await expect.poll(() => bubbles.count()).toBe(recorded.length);
    const directions = await bubbles.evaluateAll((nodes) =>
      nodes.map((node) => node.getAttribute('data-direction')),
    );
    expect(directions).toEqual(recorded.map((m) => m.direction));
    expect(await bubbles.first().innerText()).toContain('zebrawood dining table');
    const image = dialog.getByRole('img', { name: 'Image sent by the bot' }).first();
    await image.waitFor();
    // The photo the seller uploaded, served by the app's own server, actually decodes.
    await expect
      .poll(() => image.evaluate((img) => (img as HTMLImageElement).naturalWidth))
      .toBeGreaterThan(0);
    await settled(page, dialog);
    await screenshot(page, 'admin-conversation-phone');
    await context.close();
  });

  it('sends a signed-out visitor to /login', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    await page.goto(`${server.url}/admin`);
    await page.waitForURL((address) => address.pathname === '/login');
    await context.close();
  });

  it('refuses a seller who opens /admin', async () => {
    const { context, page } = await openAdmin(VIEWPORTS.phone, SELLER);
    await page.getByRole('heading', { name: 'Not allowed' }).waitFor();
    expect(await page.getByRole('tab', { name: 'Listings' }).count()).toBe(0);
    await screenshot(page, 'admin-forbidden-phone');
    // The server agrees: its admin calls answer 403 to a seller.
    const seller = await signInApi(SELLER);
    await expect(api('/admin/stats', seller.token)).rejects.toThrow(/403/);
    await context.close();
  });
});
