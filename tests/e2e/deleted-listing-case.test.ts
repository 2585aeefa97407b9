/**
 * A reported listing deleted by its seller, in Chromium against the real server: the admin still
 * finds its case on the Moderation tab, marked "Deleted by the seller" with what it said and its
 * photo (served to the admin only), and hides it; the case leaves the queue. Every screen passes
 * the accessibility checks of the journeys.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { VIEWPORTS, launchBrowser, requestLogin, startServer, type ServerHandle } from './harness';
import { completeProfile } from './journeys/support';
import { checkScreen, watchPage } from './journeys/screen-checks';
import { apiSignIn, createListing, photo, updateProfile, uploadPhoto } from './seller-data';

const ADMIN = '263771900611';
const SELLER = '263771900622';
const BUYER = '263719900633';
const TITLE = 'Toyota Aqua 2016 imported';
const DESCRIPTION = 'Just landed, pay the clearing deposit by mobile money and I deliver.';

let server: ServerHandle;
let browser: Browser;
let listingId: string;
let imageId: string;

/** A buyer's tap in the chat, through the development chat route. */
async function tap(replyId: string) {
  const response = await fetch(`${server.url}/api/dev/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ from: BUYER, replyId }),
  });
  expect(response.status).toBe(200);
  return (
    (await response.json()) as {
      replies: { text?: string; message?: { rows?: { id: string; title: string }[] } }[];
    }
  ).replies;
}

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_PHONES: ADMIN } });
  browser = await launchBrowser();
  const seller = await apiSignIn(server.url, SELLER);
  await updateProfile(server.url, seller, {
    displayName: 'Quick Imports',
    contactNumber: SELLER,
    city: 'harare',
  });
  imageId = await uploadPhoto(server.url, seller, await photo({ r: 40, g: 90, b: 160 }));
  const listing = await createListing(server.url, seller, {
    title: TITLE,
    description: DESCRIPTION,
    type: 'vehicle',
    subType: 'car',
    vehicleBrand: 'toyota',
    modelYear: '2016',
    price: { type: 'fixed', amount: 900 },
    city: 'harare',
    images: [imageId],
  });
  listingId = listing._id;
  // A buyer reports it in the chat; then the seller deletes it.
  const rows = (await tap(`report:${listingId}`)).flatMap((reply) => reply.message?.rows ?? []);
  const scam = rows.find((row) => row.title === 'Scam or fraud');
  expect(scam).toBeDefined();
  await tap(scam!.id);
  const deleted = await fetch(`${server.url}/api/listings/${listingId}`, {
    method: 'DELETE',
    headers: { Authorization: `Bearer ${seller.token}` },
  });
  expect(deleted.status).toBe(200);
  expect((await fetch(`${server.url}/api/files/${imageId}`)).status).toBe(404);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

it('the admin finds the deleted listing in the queue, with its words and photo, and hides it', async () => {
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
  const text = await row.textContent();
  expect(text).toContain('Deleted by the seller');
  expect(text).toContain(DESCRIPTION);
  expect(text).toContain('Scam or fraud');
  // The photo is the admin's to see (the session's cookie), though no buyer can load it now.
  const thumbnail = row.getByRole('img', { name: `Photo 1 of ${TITLE}` });
  await expect
    .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  await checkScreen(page, 'moderation-deleted-listing-desktop');

  await row.getByRole('button', { name: `Hide: ${TITLE}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Hide the listing' });
  await dialog.getByLabel(/Reason/).fill('Deposit scam, reported by a buyer');
  await dialog.getByRole('button', { name: 'Hide listing' }).click();
  await dialog.waitFor({ state: 'hidden' });
  await row.waitFor({ state: 'detached' });
  watch.assertClean();
  await context.close();
});
