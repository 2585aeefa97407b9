/**
 * The seller's way through the app in Chromium, against the real server with the demo data:
 * sign in with a code from the chat, complete the profile, find, open and delete listings, hit
 * a 404, and keep working from the device when the server is gone.
 */
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
import { settled } from './journeys/screen-checks';

const SEEDED_SELLER = '263772000001';
const NEW_SELLER = '263779990001';

let server: ServerHandle;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ seed: true });
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

async function sessionToken(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'token');
  if (!cookie) throw new Error('no token cookie');
  return cookie.value;
}

async function api<T>(path: string, token: string): Promise<{ status: number; body: T }> {
  const response = await fetch(`${server.url}/api${path}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function until(check: () => Promise<boolean>, timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('condition not met in time');
}

const tableRows = (page: Page) => page.locator('tbody tr[aria-label]');

describe('a new seller', () => {
  it('signs in with a code and completes the profile before anything else', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await screenshot(page, 'login-landing-phone');
    await signInWithCode(page, server.url, NEW_SELLER);

    const modal = page.getByRole('dialog', { name: 'Complete Your Profile' });
    await modal.waitFor();
    await screenshot(page, 'complete-profile-phone');
    // The login phone, written as every screen writes phones.
    expect(await modal.getByLabel('Contact Number').inputValue()).toBe('+263 77 999 0001');
    await modal.getByLabel('Marketplace Display Name').fill('Chipo Tailoring');
    await modal.getByLabel('City').click();
    await page.getByRole('option', { name: 'Gweru' }).click();
    await modal.getByRole('button', { name: 'Complete Profile' }).click();
    await modal.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: 'Create Your First Listing' }).waitFor();
    await screenshot(page, 'my-listings-empty-phone');

    // The profile reaches the server through the outbox.
    const token = await sessionToken(context);
    await until(async () => {
      const { body } = await api<{ user: { displayName?: string; city?: string } }>(
        '/users/dashboard',
        token,
      );
      return body.user.displayName === 'Chipo Tailoring' && body.user.city === 'gweru';
    });
    await context.close();
  });
});

describe('a seller with listings', () => {
  let context: BrowserContext;
  let page: Page;

  beforeAll(async () => {
    context = await browser.newContext({ viewport: VIEWPORTS.desktop });
    page = await context.newPage();
    await signInWithCode(page, server.url, SEEDED_SELLER);
  });

  afterAll(async () => {
    await context?.close();
  });

  it('sees their listings and the summary', async () => {
    await page.getByRole('heading', { name: 'My listings' }).waitFor();
    await page.getByRole('row', { name: '4 Bedroom House in Borrowdale' }).waitFor();
    const token = await sessionToken(context);
    const { body: listings } = await api<unknown[]>('/listings', token);
    await until(async () => (await tableRows(page).count()) === listings.length);
    expect(await page.getByText('Active Listings').isVisible()).toBe(true);
    await screenshot(page, 'my-listings-desktop');
  });

  it('finds a listing by searching', async () => {
    const search = page.getByPlaceholder('Search listings ...');
    await search.fill('MSASA');
    await until(async () => (await tableRows(page).count()) === 1);
    expect(await tableRows(page).first().getAttribute('aria-label')).toBe(
      'Warehouse to Rent in Msasa',
    );
    await search.fill('');
  });

  it('opens a listing and deletes it', async () => {
    await page.getByRole('row', { name: 'Office Space to Let, Harare CBD' }).click();
    await page.waitForURL(/\/listing\//);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    await page.getByRole('heading', { name: 'Office Space to Let, Harare CBD' }).waitFor();
    expect(await page.getByText('Category', { exact: true }).isVisible()).toBe(true);
    await screenshot(page, 'listing-detail-desktop');

    await page.getByRole('button', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
    await dialog.getByRole('button', { name: 'Delete Listing' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await page
      .getByRole('row', { name: 'Office Space to Let, Harare CBD' })
      .waitFor({ state: 'detached' });

    const token = await sessionToken(context);
    await until(async () => (await api(`/listings/${id}`, token)).status === 404);
  });

  it('shows the 404 page for an unknown address', async () => {
    await page.goto(`${server.url}/no/such/page`);
    await page.getByRole('heading', { name: '404 - Page Not Found' }).waitFor();
    await page.getByRole('link', { name: 'Back home' }).click();
    await page.getByRole('heading', { name: 'My listings' }).waitFor();
  });

  it('looks right on a phone', async () => {
    const phone = await browser.newContext({ viewport: VIEWPORTS.phone });
    await phone.addCookies(await context.cookies());
    const phonePage = await phone.newPage();
    // The stored user lives in localStorage; carry it over with the cookie.
    const stored = await page.evaluate(() => localStorage.getItem('currentUser'));
    await phonePage.goto(`${server.url}/login`);
    await phonePage.evaluate((value) => localStorage.setItem('currentUser', value ?? ''), stored);
    await phonePage.goto(server.url);
    // A phone lists cards, each opened by its title.
    const house = phonePage
      .getByRole('list', { name: 'Listings' })
      .getByRole('link', { name: '4 Bedroom House in Borrowdale' });
    await house.waitFor();
    await screenshot(phonePage, 'my-listings-phone');
    await house.click();
    await phonePage.getByRole('heading', { name: '4 Bedroom House in Borrowdale' }).waitFor();
    await screenshot(phonePage, 'listing-detail-phone');
    await phonePage.getByRole('button', { name: 'Open photo 1' }).click();
    await phonePage.getByRole('button', { name: 'Next photo' }).click();
    await phonePage.getByText(/· 2 of \d/).waitFor();
    await screenshot(phonePage, 'photo-viewer-phone');
    await phonePage.getByRole('button', { name: 'Close viewer' }).click();
    await phonePage.goto(`${server.url}/`);
    await phonePage.getByRole('button', { name: 'Open navigation' }).click();
    await phonePage
      .getByText(
        'List and advertise your items for free on our chatbot powered WhatsApp marketplace.',
      )
      .waitFor();
    // Let the slide-in finish before the picture.
    await settled(phonePage, phonePage.getByRole('dialog'));
    await screenshot(phonePage, 'drawer-phone');
    await phone.close();
  });

  it('still shows listings and details from the device when the server is gone', async () => {
    await page.goto(server.url);
    await page.getByRole('row', { name: '4 Bedroom House in Borrowdale' }).waitFor();
    // Let the service worker take control, so a reload without the server still opens the app.
    await page.evaluate(async () => {
      await navigator.serviceWorker?.ready;
    });
    await page.reload();
    await page.getByRole('row', { name: '4 Bedroom House in Borrowdale' }).waitFor();

    await server.stop();
    try {
      await page.reload();
      await page.getByRole('row', { name: '4 Bedroom House in Borrowdale' }).waitFor();
      await page.getByRole('row', { name: '4 Bedroom House in Borrowdale' }).click();
      await page.getByRole('heading', { name: '4 Bedroom House in Borrowdale' }).waitFor();
      await screenshot(page, 'listing-detail-offline-desktop');
    } finally {
      await server.restart();
    }
  });
});
