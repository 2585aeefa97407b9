/**
 * A buyer reports a listing from its public page in Chromium at phone width with JavaScript
 * turned off: the "Report this listing" link, the server-rendered form (a reason, an optional
 * note), and the thank-you page. Each screen passes the accessibility checks of the journeys, and
 * the admin's queue holds the report.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { VIEWPORTS, launchBrowser, startServer, type ServerHandle } from './harness';
import { checkScreen, watchPage } from './journeys/screen-checks';
import { apiSignIn, createListing, updateProfile } from './seller-data';

const ADMIN = '263771900611';
const SELLER = '263771900622';
const TITLE = 'Honda Fit 2012, very cheap';
const NOTE = 'Asks for a deposit by EcoCash before any viewing.';

let server: ServerHandle;
let browser: Browser;
let listingId: string;

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_PHONES: ADMIN } });
  browser = await launchBrowser();
  const seller = await apiSignIn(server.url, SELLER);
  await updateProfile(server.url, seller, {
    displayName: 'Fast Cars',
    contactNumber: SELLER,
    city: 'harare',
  });
  const listing = await createListing(server.url, seller, {
    title: TITLE,
    description: 'Clean, one owner.',
    type: 'vehicle',
    subType: 'car',
    vehicleBrand: 'honda',
    modelYear: '2012',
    price: { type: 'fixed', amount: 1500 },
    city: 'harare',
    images: [],
  });
  listingId = listing._id;
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/**
 * The journeys' checks (axe-core, touch targets) on the screen `page` shows. axe-core is a
 * script, and a page with JavaScript turned off runs none: the same answer, byte for byte, is
 * served at the same address to a page of a second context that runs scripts, and checked there.
 */
async function checkNoScriptScreen(page: Page, name: string): Promise<void> {
  const html = await page.content();
  const address = page.url();
  const context = await browser.newContext({
    viewport: VIEWPORTS.phone,
    isMobile: true,
    hasTouch: true,
    bypassCSP: true,
  });
  try {
    const twin = await context.newPage();
    await twin.route(address, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
    );
    await twin.goto(address);
    await checkScreen(twin, name);
  } finally {
    await context.close();
  }
}

describe('reporting a listing on its public page, without JavaScript', () => {
  it('goes from the link to the form to the thank-you page, and the report reaches the admin', async () => {
    const context = await browser.newContext({
      viewport: VIEWPORTS.phone,
      isMobile: true,
      hasTouch: true,
      javaScriptEnabled: false,
      bypassCSP: true,
    });
    const page = await context.newPage();
    const watch = watchPage(page, server.url);
    try {
      await page.goto(`${server.url}/l/${listingId}`);
      await page.getByRole('heading', { name: TITLE }).waitFor();
      await checkNoScriptScreen(page, 'public-report-listing');

      await page.getByRole('link', { name: 'Report this listing' }).click();
      await page.waitForURL(`${server.url}/l/${listingId}/report`);
      await page.getByRole('heading', { name: 'Report this listing' }).waitFor();
      await checkNoScriptScreen(page, 'public-report-form');

      await page.getByRole('radio', { name: 'Scam or fraud' }).check();
      await page.getByRole('textbox', { name: /Anything we should know/ }).fill(NOTE);
      await page.getByRole('button', { name: 'Send the report' }).click();
      await page.getByRole('heading', { name: 'Thank you for your report' }).waitFor();
      await checkNoScriptScreen(page, 'public-report-thanks');
      watch.assertClean();
    } finally {
      await context.close();
    }

    const admin = await apiSignIn(server.url, ADMIN);
    const queue = await fetch(`${server.url}/api/admin/moderation`, {
      headers: { Authorization: `Bearer ${admin.token}` },
    });
    expect(queue.status).toBe(200);
    const cases = (await queue.json()) as {
      listingId: string;
      reasons: string[];
      reportCount: number;
      reports: { reason: string; note?: string }[];
    }[];
    const found = cases.find((item) => item.listingId === listingId);
    expect(found?.reportCount).toBe(1);
    expect(found?.reports).toEqual([expect.objectContaining({ reason: 'scam', note: NOTE })]);
  });
});
