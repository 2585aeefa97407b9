/**
 * A listing held for words that read like a scam, in Chromium against the real server at 1280 px:
 * the admin's Moderation tab says which rule matched, shows the listing's sentence with the words
 * highlighted, and the seller's facts beside it; the admin hides it and the case leaves the
 * queue. Every screen passes the accessibility checks of the journeys.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { VIEWPORTS, launchBrowser, requestLogin, startServer, type ServerHandle } from './harness';
import { completeProfile } from './journeys/support';
import { checkScreen, watchPage } from './journeys/screen-checks';
import { apiSignIn, createListing, updateProfile } from './seller-data';

const ADMIN = '263771900711';
const SELLER = '263771900722';
const TITLE = 'Garden cottage in Avondale';
const DESCRIPTION =
  'Two rooms, water included. Pay a deposit of $100 before viewing, many people want it.';

let server: ServerHandle;
let browser: Browser;

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_PHONES: ADMIN } });
  browser = await launchBrowser();
  const seller = await apiSignIn(server.url, SELLER);
  await updateProfile(server.url, seller, {
    displayName: 'Avondale Lets',
    contactNumber: SELLER,
    city: 'harare',
  });
  const room = {
    type: 'real_estate',
    subType: 'house',
    realEstateDealType: 'rent',
    price: { type: 'monthly', amount: 350 },
    city: 'harare',
  };
  // One listing sold earlier, then the one held.
  const sold = await createListing(server.url, seller, {
    ...room,
    title: 'Flat in Belvedere',
    description: 'One bedroom flat.',
  });
  const marked = await fetch(`${server.url}/api/listings/${sold._id}/status`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${seller.token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ status: 'sold' }),
  });
  expect(marked.status).toBe(200);
  const held = await createListing(server.url, seller, {
    ...room,
    title: TITLE,
    description: DESCRIPTION,
  });
  // Held for review: buyers have no page for it.
  expect((await fetch(`${server.url}/l/${held._id}`)).status).toBe(404);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('the admin sees the rule, the words highlighted and the seller’s facts, and hides it', async () => {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, bypassCSP: true });
  const page = await context.newPage();
  const watch = watchPage(page, server.url);
  const { link } = await requestLogin(server.url, ADMIN);
  if (!link) throw new Error('no sign-in link in the chat reply');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
  await page.waitForURL((address) => address.pathname === '/', { timeout: 30_000 });
  await completeProfile(page, 'Tariro Ncube', 'Harare');
  await page.goto(`${server.url}/admin?tab=moderation`);

  const row = page
    .getByRole('table', { name: 'Open cases' })
    .getByRole('row')
    .filter({ hasText: TITLE });
  await row.waitFor();
  const text = (await row.textContent()) ?? '';
  expect(text).toContain('Words that read like a scam');
  expect(text).toContain('Rule: deposit-before-viewing');
  expect(text).toContain('Pay a deposit of $100 before viewing, many people want it.');
  expect(await row.locator('mark').allTextContents()).toEqual(['deposit', 'before', 'viewing']);
  const month = new Intl.DateTimeFormat('en-GB', {
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date());
  expect(text).toContain(`Since ${month} · 1 sold · Number confirmed`);
  await checkScreen(page, 'moderation-scam-case-desktop');

  await row.getByRole('button', { name: `Hide: ${TITLE}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide the listing' });
  await dialog.waitFor();
  await dialog.getByLabel(/Reason/).fill('Deposit before viewing: a known rental scam');
  await checkScreen(page, 'moderation-scam-case-hide-desktop');
  await dialog.getByRole('button', { name: 'Hide listing' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await row.waitFor({ state: 'detached' });
  watch.assertClean();
  await context.close();
});
