/**
 * The admin's moderation screen, read and acted on at 1280x800 in Chromium against the real
 * server: the tabs are in sight without scrolling; a reused photo's case names the other listing
 * by its title, linked to its public page, with nothing overflowing its column; a seller opens from
 * the Sellers tab (click, and Enter) and is suspended and restored there; a seller's own messages
 * to the bot are labelled as a seller's. Every state reached passes the journeys' checks.
 */
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { VIEWPORTS, launchBrowser, requestLogin, startServer, type ServerHandle } from './harness';
import { completeProfile } from './journeys/support';
import { checkScreen, watchPage, type PageWatch } from './journeys/screen-checks';
import { apiSignIn, createListing, updateProfile, uploadPhoto } from './seller-data';

const ADMIN = '263771900611';
const ORIGINAL = '263771900622';
const COPIER = '263771900633';
const BUYER = '263719900644';
const ORIGINAL_TITLE = 'Blue Honda Fit 2014, low mileage';
const COPY_TITLE = 'Honda Fit for sale, cheap';
const SUSPEND_REASON = 'Uses photos of other sellers’ cars';
const RESTORE_REASON = 'Appeal heard: the photo was their own';

let server: ServerHandle;
let browser: Browser;
let originalId: string;
let copyId: string;
let photoIds: string[] = [];

/** A photo with a pattern (a plain colour would look like every other plain colour). */
function patterned(): Promise<Buffer> {
  const width = 320;
  const height = 240;
  const pixels = Buffer.alloc(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const i = (y * width + x) * 3;
      pixels[i] = (x * 7 + y * 3) % 256;
      pixels[i + 1] = (x * y) % 256;
      pixels[i + 2] = (y * 11) % 256;
    }
  }
  return sharp(pixels, { raw: { width, height, channels: 3 } })
    .jpeg({ quality: 85 })
    .toBuffer();
}

const listing = (title: string, image: string) => ({
  title,
  description: 'One owner, full service history.',
  type: 'vehicle',
  subType: 'car',
  vehicleBrand: 'honda',
  modelYear: '2014',
  price: { type: 'fixed', amount: 5200 },
  city: 'harare',
  images: [image],
});

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_PHONES: ADMIN } });
  browser = await launchBrowser();
  const bytes = await patterned();
  // A seller lists a car with their photo; another seller lists one with the same photo.
  const original = await apiSignIn(server.url, ORIGINAL);
  await updateProfile(server.url, original, {
    displayName: 'Original Motors',
    contactNumber: ORIGINAL,
    city: 'harare',
  });
  const first = await uploadPhoto(server.url, original, bytes);
  originalId = (await createListing(server.url, original, listing(ORIGINAL_TITLE, first)))._id;
  const copier = await apiSignIn(server.url, COPIER);
  await updateProfile(server.url, copier, {
    displayName: 'Quick Car Deals',
    contactNumber: COPIER,
    city: 'harare',
  });
  const copied = await uploadPhoto(server.url, copier, bytes);
  copyId = (await createListing(server.url, copier, listing(COPY_TITLE, copied)))._id;
  photoIds = [first, copied];
  // A buyer talks to the bot too.
  await fetch(`${server.url}/api/dev/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ from: BUYER, text: 'honda fit in harare' }),
  });
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

let admin: { context: BrowserContext; page: Page; watch: PageWatch };

/** The admin's page at 1280x800, signed in by the link the bot sends. */
async function openAdmin() {
  const context = await browser.newContext({ viewport: VIEWPORTS.desktop, bypassCSP: true });
  const page = await context.newPage();
  const watch = watchPage(page, server.url);
  const { link } = await requestLogin(server.url, ADMIN);
  if (!link) throw new Error('no sign-in link in the chat reply');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
  await page.waitForURL((address) => address.pathname === '/', { timeout: 30_000 });
  await completeProfile(page, 'Tariro Ncube', 'Harare');
  return { context, page, watch };
}

/** Whether the element lies wholly inside the window as it opens, with no scrolling. */
const inSight = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return window.scrollY === 0 && box.top >= 0 && box.bottom <= window.innerHeight;
  });

/** Cells of the row whose content spills past the cell (into the next column). */
const overflowingCells = (row: Locator) =>
  row.evaluate((tr) =>
    [...tr.querySelectorAll('td')].flatMap((td, index) => {
      const cell = td.getBoundingClientRect();
      const spilling = [...td.querySelectorAll('*')].filter((child) => {
        const box = child.getBoundingClientRect();
        return box.width > 0 && (box.right > cell.right + 1 || box.left < cell.left - 1);
      });
      if (spilling.length === 0 && td.scrollWidth <= td.clientWidth + 1) return [];
      const what = spilling.map((child) => {
        const box = child.getBoundingClientRect();
        return `${child.tagName}.${child.className} ${Math.round(box.left)}-${Math.round(box.right)}`;
      });
      return [
        `column ${index} (${Math.round(cell.left)}-${Math.round(cell.right)}): ${what.join(', ')}`,
      ];
    }),
  );

/** A closed dialog gives the focus back to the row that opened it. */
async function focusReturnsTo(opener: Locator) {
  await expect.poll(() => opener.evaluate((row) => row === document.activeElement)).toBe(true);
}

describe('the admin at 1280x800', () => {
  it('sees the tabs and the first rows without scrolling', async () => {
    admin = await openAdmin();
    const { page } = admin;
    await page.goto(`${server.url}/admin`);
    const table = page.getByRole('table', { name: 'Listings' });
    const firstRow = table.getByRole('row').nth(1);
    await firstRow.waitFor();
    await page.getByRole('group', { name: 'Total Listings' }).getByText('2').waitFor();
    expect(await inSight(page.getByRole('tablist'))).toBe(true);
    expect(await inSight(firstRow)).toBe(true);
    await checkScreen(page, 'admin-people-listings-desktop');
  });

  it('reads a reused photo by the other listing, linked to its page, with nothing spilling over', async () => {
    const { page, context } = admin;
    await page.getByRole('tab', { name: 'Moderation' }).click();
    const row = page
      .getByRole('table', { name: 'Open cases' })
      .getByRole('row')
      .filter({ hasText: COPY_TITLE });
    await row.waitFor();
    const text = (await row.textContent()) ?? '';
    expect(text).toContain(
      `Photo used in another seller's listing: Photo 1 is the same photo as one in ${ORIGINAL_TITLE}`,
    );
    expect(text).toContain(', by Original Motors.');
    for (const id of [originalId, copyId, ...photoIds]) expect(text).not.toContain(id);
    // Both photos, to compare.
    const pair = row.getByRole('group', { name: 'The two photos' }).getByRole('img');
    expect(await pair.count()).toBe(2);
    for (const img of await pair.all())
      await expect
        .poll(() => img.evaluate((element: HTMLImageElement) => element.naturalWidth))
        .toBeGreaterThan(0);
    expect(await overflowingCells(row)).toEqual([]);
    await checkScreen(page, 'admin-people-reused-photo-desktop');

    // The title opens the other listing's public page in a new tab.
    const link = row.getByRole('link', { name: new RegExp(ORIGINAL_TITLE) });
    expect(await link.getAttribute('href')).toBe(`/l/${originalId}`);
    const [opened] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await opened.waitForLoadState();
    expect(new URL(opened.url()).pathname).toBe(`/l/${originalId}`);
    await opened.getByRole('heading', { name: ORIGINAL_TITLE }).waitFor();
    await opened.close();
  });

  it('opens a seller from the Sellers tab and suspends them there', async () => {
    const { page } = admin;
    await page.getByRole('tab', { name: 'Sellers' }).click();
    const row = page.getByRole('row', { name: 'Open seller Quick Car Deals' });
    await row.click();
    const dialog = page.getByRole('dialog', { name: 'Quick Car Deals' });
    await dialog.getByRole('list', { name: 'Listings' }).getByText(COPY_TITLE).waitFor();
    expect(await dialog.textContent()).toContain('+263 77 190 0633');
    await checkScreen(page, 'admin-people-seller-desktop');

    await dialog.getByRole('button', { name: 'Suspend seller' }).click();
    await dialog.getByLabel(/Reason/).fill(SUSPEND_REASON);
    await checkScreen(page, 'admin-people-seller-suspend-desktop');
    await dialog.getByRole('button', { name: 'Suspend seller' }).click();
    await dialog.getByRole('status').getByText('Seller suspended.').waitFor();
    expect(await dialog.textContent()).toContain(SUSPEND_REASON);
    await checkScreen(page, 'admin-people-seller-suspended-desktop');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await focusReturnsTo(row);
    // The table shows it too, once fetched again.
    await row.getByText('Suspended').waitFor();
  });

  it('opens the seller again by keyboard (Enter) and restores them', async () => {
    const { page } = admin;
    const row = page.getByRole('row', { name: 'Open seller Quick Car Deals' });
    await row.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Quick Car Deals' });
    await dialog.getByRole('button', { name: 'Restore seller' }).click();
    await dialog.getByLabel(/Reason/).fill(RESTORE_REASON);
    await dialog.getByRole('button', { name: 'Restore seller' }).click();
    await dialog.getByRole('status').getByText('Seller restored.').waitFor();
    await dialog.getByRole('button', { name: 'Suspend seller' }).waitFor();
    await checkScreen(page, 'admin-people-seller-restored-desktop');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });
    await focusReturnsTo(row);
    await expect.poll(() => row.getByText('Suspended').count()).toBe(0);

    // The audit log has both decisions.
    await page.getByRole('tab', { name: 'Audit' }).click();
    const audit = page.getByRole('table', { name: 'Audit log' });
    const entry = (action: string, reason: string) =>
      audit.getByRole('row').filter({ hasText: action }).filter({ hasText: reason });
    await entry('Restored seller', RESTORE_REASON).waitFor();
    await entry('Suspended seller', SUSPEND_REASON).waitFor();
  });

  it("labels a seller's own messages as a seller's, and a buyer's as a buyer's", async () => {
    const { page, watch } = admin;
    await page.getByRole('tab', { name: 'Contacts' }).click();
    const table = page.getByRole('table', { name: 'Contacts' });
    const sellerRow = table.getByRole('row', { name: 'Show conversation with +263 77 190 0622' });
    await sellerRow.waitFor();
    const sellerCells = await sellerRow.getByRole('cell').allTextContents();
    expect(sellerCells).toContain('SellerOriginal Motors');
    const buyerRow = table.getByRole('row', { name: 'Show conversation with +263 71 990 0644' });
    expect(await buyerRow.getByRole('cell').allTextContents()).toContain('Buyer');
    await checkScreen(page, 'admin-people-contacts-desktop');

    await sellerRow.click();
    const dialog = page.getByRole('dialog', { name: 'Conversation with +263 77 190 0622' });
    const login = dialog.getByRole('article', { name: 'Seller message' }).first();
    await login.getByText('Login', { exact: true }).waitFor();
    expect(await dialog.getByRole('article', { name: 'Buyer message' }).count()).toBe(0);
    await checkScreen(page, 'admin-people-seller-conversation-desktop');
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'hidden' });

    await buyerRow.click();
    const buyer = page.getByRole('dialog', { name: 'Conversation with +263 71 990 0644' });
    await buyer.getByRole('article', { name: 'Buyer message' }).first().waitFor();
    await page.keyboard.press('Escape');
    await buyer.waitFor({ state: 'hidden' });
    watch.assertClean();
    await admin.context.close();
  });
});
