/**
 * Trust and safety in Chromium, against the real server: two buyers report a listing in the
 * chat, the admin sees the case on the Moderation tab at desktop width and hides the listing with
 * a reason, the Audit tab reads it back; the seller, at phone width, sees the listing hidden and
 * why, sends it back to review by editing it, and once suspended opens the app to the suspension
 * screen. Every screen passes the accessibility checks of the journeys.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { VIEWPORTS, launchBrowser, requestLogin, startServer, type ServerHandle } from './harness';
import { completeProfile } from './journeys/support';
import { checkScreen, watchPage, type PageWatch } from './journeys/screen-checks';
import { apiSignIn, createListing, photo, updateProfile, uploadPhoto } from './seller-data';

const ADMIN = '263771900511';
const SELLER = '263771900522';
const BUYERS = ['263719900533', '263719900544'];
const TITLE = 'Toyota Corolla 2015';
const HIDE_REASON = 'Reported as a scam: asks buyers to pay before meeting';
const SUSPEND_REASON = 'Fake car adverts, reported by several buyers';

let server: ServerHandle;
let browser: Browser;
let listingId: string;

interface ChatReply {
  /** The words as the chat shows them. */
  text?: string;
  /** The message as sent: a list carries its rows. */
  message?: { rows?: { id: string; title: string }[] };
}

/** A buyer's tap in the chat (a button or a list row), through the development chat route. */
async function tap(phone: string, replyId: string): Promise<ChatReply[]> {
  const response = await fetch(`${server.url}/api/dev/chat`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ from: phone, replyId }),
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { replies: ChatReply[] }).replies;
}

/**
 * Two buyers report the listing in the chat: the Report button under its details, then a reason
 * from the list the bot sends.
 */
async function buyersReport(id: string): Promise<void> {
  for (const [index, phone] of BUYERS.entries()) {
    const asked = await tap(phone, `report:${id}`);
    const rows = asked.flatMap((reply) => reply.message?.rows ?? []);
    const reason = index === 0 ? 'Scam or fraud' : 'Wrong price or category';
    const row = rows.find((candidate) => candidate.title === reason);
    expect(row, `the reason list offers ${reason}`).toBeDefined();
    const thanked = await tap(phone, row!.id);
    expect(thanked.map((reply) => reply.text ?? '').join(' ')).toMatch(/thank/i);
  }
}

beforeAll(async () => {
  server = await startServer({ env: { ADMIN_PHONES: ADMIN } });
  browser = await launchBrowser();
  // The seller's listing, made through the API as the app makes it.
  const seller = await apiSignIn(server.url, SELLER);
  await updateProfile(server.url, seller, {
    displayName: 'Quick Deals',
    contactNumber: SELLER,
    city: 'harare',
  });
  const image = await uploadPhoto(server.url, seller, await photo({ r: 30, g: 30, b: 40 }));
  const listing = await createListing(server.url, seller, {
    title: TITLE,
    description: 'Clean, one owner.',
    type: 'vehicle',
    subType: 'car',
    vehicleBrand: 'toyota',
    modelYear: '2015',
    price: { type: 'fixed', amount: 900 },
    city: 'harare',
    images: [image],
  });
  listingId = listing._id;
  await buyersReport(listingId);
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A page of its own at the viewport, watched for errors, axe-core allowed in. */
async function openPage(viewport: keyof typeof VIEWPORTS) {
  const context = await browser.newContext({
    viewport: VIEWPORTS[viewport],
    bypassCSP: true,
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
  });
  const page = await context.newPage();
  return { context, page, watch: watchPage(page, server.url) };
}

/** Signs in by the link the chat sends, and waits for My Listings (or the profile to fill). */
async function signInByLink(page: Page, phone: string) {
  const { link } = await requestLogin(server.url, phone);
  if (!link) throw new Error('no sign-in link in the chat reply');
  await page.goto(link.replace(/^https?:\/\/[^/]+/, server.url));
  await page.waitForURL((address) => address.pathname === '/', { timeout: 30_000 });
}

let admin: { context: BrowserContext; page: Page; watch: PageWatch };

describe('the admin moderates (1280x800)', () => {
  it('sees the reported listing on the Moderation tab, with the reports and the photo', async () => {
    admin = await openPage('desktop');
    const { page: adminPage } = admin;
    await signInByLink(adminPage, ADMIN);
    await completeProfile(adminPage, 'Tariro Ncube', 'Harare');
    await adminPage.goto(`${server.url}/admin?tab=moderation`);
    const cases = adminPage.getByRole('table', { name: 'Open cases' });
    const row = cases.getByRole('row').filter({ hasText: TITLE });
    await row.waitFor();
    const text = await row.textContent();
    expect(text).toContain('Reported by buyers');
    expect(text).toContain('2 reports');
    expect(text).toContain('Scam or fraud');
    expect(text).toContain('+263 71 990 0533');
    expect(text).toContain('Wrong price or category');
    expect(text).toContain('Quick Deals');
    const thumbnail = row.getByRole('img', { name: `Photo 1 of ${TITLE}` });
    await expect
      .poll(() => thumbnail.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect
      .poll(() => adminPage.getByRole('group', { name: 'Open Cases' }).textContent())
      .toContain('1');
    await checkScreen(adminPage, 'moderation-cases-desktop');
  });

  it('hides it with a reason; the case leaves the queue and the audit log reads it back', async () => {
    const { page } = admin;
    const cases = page.getByRole('table', { name: 'Open cases' });
    const row = cases.getByRole('row').filter({ hasText: TITLE });
    await row.getByRole('button', { name: `Hide: ${TITLE}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Hide the listing' });
    await dialog.getByRole('button', { name: 'Hide listing' }).click();
    await dialog.getByText('Give a reason (at least 3 characters)').waitFor();
    await dialog.getByLabel(/Reason/).fill(HIDE_REASON);
    await checkScreen(page, 'moderation-hide-modal-desktop');
    await dialog.getByRole('button', { name: 'Hide listing' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await row.waitFor({ state: 'detached' });

    await page.getByRole('tab', { name: 'Audit' }).click();
    const audit = page.getByRole('table', { name: 'Audit log' });
    const entry = audit.getByRole('row').filter({ hasText: HIDE_REASON });
    await entry.waitFor();
    const text = await entry.textContent();
    expect(text).toContain('Hid listing');
    expect(text).toContain('+263 77 190 0511');
    expect(text).toContain(TITLE);
    expect(text).not.toContain(listingId);
    expect(text).toContain('→ hidden');
    await checkScreen(page, 'moderation-audit-desktop');
    admin.watch.assertClean();
  });
});

let seller: { context: BrowserContext; page: Page; watch: PageWatch };

describe('the seller is told (412x915)', () => {
  it('sees the listing hidden by the marketplace, with the reason and the next step', async () => {
    seller = await openPage('phone');
    const { page } = seller;
    await signInByLink(page, SELLER);
    const card = page.getByRole('article').filter({ hasText: TITLE });
    await card.getByText('Hidden by the marketplace').waitFor();
    await checkScreen(page, 'moderation-seller-hidden-list-phone');

    await card.getByRole('link', { name: TITLE }).click();
    const notice = page.getByRole('alert').filter({ hasText: 'Hidden by the marketplace' });
    await notice.waitFor();
    expect(await notice.textContent()).toContain(HIDE_REASON);
    expect(await notice.textContent()).toContain('Edit the listing to send it back for review.');
    await checkScreen(page, 'moderation-seller-hidden-detail-phone');

    // The same, offline, from the device's store (the service worker serves the app).
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await seller.context.setOffline(true);
    await page.reload();
    await notice.waitFor();
    expect(await notice.textContent()).toContain(HIDE_REASON);
    await seller.context.setOffline(false);
  });

  it('edits it, which sends it back for review', async () => {
    const { page } = seller;
    await page.getByRole('link', { name: 'Edit' }).click();
    await page
      .getByRole('textbox', { name: 'Description' })
      .fill('Brand new, sealed box. Receipt.');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Listing updated!').waitFor({ timeout: 30_000 });
    await page.goto(`${server.url}/listing/${listingId}`);
    const notice = page.getByRole('alert').filter({ hasText: 'In review' });
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.textContent()).toContain(
      'An admin will review it shortly; it is not shown to buyers until then.',
    );
    await checkScreen(page, 'moderation-seller-review-detail-phone');
    await page.goto(`${server.url}/`);
    const card = page.getByRole('article').filter({ hasText: TITLE });
    await card.getByText('In review').waitFor();
    expect(await card.getByText('Hidden by the marketplace').count()).toBe(0);
  });

  it('once suspended, opens the app to the suspension, not a sign-in loop', async () => {
    // The admin suspends the seller from the case the edit reopened.
    const { page: adminPage } = admin;
    await adminPage.getByRole('tab', { name: 'Moderation' }).click();
    const row = adminPage
      .getByRole('table', { name: 'Open cases' })
      .getByRole('row')
      .filter({ hasText: TITLE });
    await row.getByRole('button', { name: `Suspend seller: ${TITLE}` }).click();
    const dialog = adminPage.getByRole('dialog', { name: 'Suspend the seller' });
    await dialog.getByLabel(/Reason/).fill(SUSPEND_REASON);
    await dialog.getByRole('button', { name: 'Suspend seller' }).click();
    await dialog.waitFor({ state: 'hidden' });

    const { page, watch } = seller;
    await watch.allowing([{ status: 401, path: /^\/api\// }], async () => {
      await page.goto(`${server.url}/`);
      await page.getByRole('heading', { name: 'Your account is suspended' }).waitFor();
    });
    expect(new URL(page.url()).pathname).toBe('/login');
    expect(await page.getByText(SUSPEND_REASON).count()).toBe(1);
    const appeal = page.getByRole('link', { name: 'Appeal on WhatsApp' });
    expect(await appeal.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/\d+\?text=Login$/);
    await checkScreen(page, 'moderation-seller-suspended-phone');
    // Opening the app again shows the same screen, with no request refused on the way.
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'Your account is suspended' }).waitFor();
    seller.watch.assertClean();
    admin.watch.assertClean();
    await seller.context.close();
    await admin.context.close();
  });
});
