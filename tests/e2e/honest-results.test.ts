/**
 * Honest results in Chromium: the profile says 'updated' only when the server accepted, keeps the
 * typed values when it refused, and says 'saved on this phone' offline; a listing the server
 * refused is shown on My Listings with the server's reason and a Fix that opens the right step.
 * Refusals are made with route interception on the context, which also sees the requests the
 * service worker passes on.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  closeSellerSession,
  openSellerSession,
  screenshot,
  sellerGet,
  type ServerHandle,
} from './harness';
import { type ApiSeller } from './seller-data';
import {
  addPhotos,
  fillFirstSteps,
  fillLocationAndSubmit,
  jpeg,
  next,
  photosSettled,
} from './editor-flow';
import { storeCounts } from './device-store';

const PHONE = '263772000303';
const SAVED = 'Profile updated successfully';
const FAILED = 'Failed to update profile. Please try again.';
const WAITING = 'Saved on this phone. Your profile will be sent when the connection returns.';
const AMOUNT_REASON = 'price.amount: The amount must be at least 5';

let server: ServerHandle;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let seller: ApiSeller;

const api = <T>(path: string) => sellerGet<T>({ server, seller }, path);

const serverProfile = async () =>
  (await api<{ user: { displayName?: string; address?: string } }>('/users/dashboard')).user;

const serverListings = () =>
  api<Array<{ _id: string; title: string; price: { amount?: number } }>>('/listings');

const displayName = () => page.getByRole('textbox', { name: 'Display Name' });
const address = () => page.getByRole('textbox', { name: 'Address (Optional)' });

async function openProfile() {
  await page.goto(`${server.url}/profile`);
  await page.getByRole('heading', { name: 'Profile Settings' }).waitFor({ timeout: 30_000 });
  await expect.poll(() => displayName().inputValue(), { timeout: 30_000 }).not.toBe('');
}

beforeAll(async () => {
  ({ server, browser, context, page, seller } = await openSellerSession({
    phone: PHONE,
    displayName: 'Tendai Phones',
    city: 'harare',
  }));
  // The service worker controls the page from here on, so interception must see its requests.
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
});

afterAll(() => closeSellerSession({ context, browser, server }));

describe('honest results in Chromium', () => {
  it('says the profile is updated only once the server has it', async () => {
    await openProfile();
    await displayName().fill('Tendai Phones & Repairs');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText(SAVED).waitFor({ timeout: 30_000 });
    expect((await serverProfile()).displayName).toBe('Tendai Phones & Repairs');
  });

  it('keeps the typed values and says it failed when the server refuses the profile', async () => {
    const refused: string[] = [];
    await context.route(`**/api/users/${seller.userId}`, async (route) => {
      if (route.request().method() !== 'PATCH') return route.fallback();
      refused.push(route.request().url());
      await route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'displayName: That name is not allowed' }),
      });
    });
    try {
      await openProfile();
      await displayName().fill('Tendai Refused Name');
      await address().fill('Shop 4, First Street');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText(FAILED).waitFor({ timeout: 30_000 });
      expect(refused.length).toBeGreaterThan(0);
      await page.getByText('displayName: That name is not allowed').waitFor();
      expect(await page.getByText(SAVED).count()).toBe(0);
      expect(await displayName().inputValue()).toBe('Tendai Refused Name');
      expect(await address().inputValue()).toBe('Shop 4, First Street');
      await screenshot(page, 'honest-profile-refused-phone');
      expect((await serverProfile()).displayName).toBe('Tendai Phones & Repairs');
    } finally {
      await context.unroute(`**/api/users/${seller.userId}`);
    }
  });

  it('says the profile is saved on this phone with the server stopped', async () => {
    await openProfile();
    await server.stop();
    try {
      await displayName().fill('Tendai Offline Name');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText(WAITING).waitFor({ timeout: 60_000 });
      expect(await page.getByText(SAVED).count()).toBe(0);
      expect(await displayName().inputValue()).toBe('Tendai Offline Name');
      await screenshot(page, 'honest-profile-offline-phone');
    } finally {
      await server.restart();
    }
    // Back online, the waiting change is sent (once the app drains on start).
    await page.reload();
    await expect
      .poll(async () => (await serverProfile()).displayName, { timeout: 90_000, interval: 1000 })
      .toBe('Tendai Offline Name');
  });

  it('shows a refused listing on My Listings with a Fix that opens the named step', async () => {
    const pattern = `**/api/listings`;
    let refusals = 0;
    await context.route(pattern, async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      refusals += 1;
      await route.fulfill({
        status: 422,
        contentType: 'application/json',
        body: JSON.stringify({ message: AMOUNT_REASON }),
      });
    });
    try {
      await page.goto(`${server.url}/editor`);
      await fillFirstSteps(page, {
        title: 'iPhone 12, 128 GB',
        description: 'Unlocked, new battery.',
        amount: '3',
        city: 'Harare',
      });
      await addPhotos(page, [{ name: 'phone.jpg', buffer: await jpeg({ r: 20, g: 20, b: 30 }) }]);
      await photosSettled(page, 1);
      await fillLocationAndSubmit(page, 'Harare');
      await page.getByText(`Error creating listing - ${AMOUNT_REASON}`).waitFor({
        timeout: 30_000,
      });
      expect(await page.getByText('Listing created!').count()).toBe(0);
      expect(refusals).toBeGreaterThan(0);
    } finally {
      await context.unroute(pattern);
    }

    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'My listings' }).waitFor({ timeout: 30_000 });
    const refusal = page.getByRole('alert').filter({ hasText: 'was not accepted' });
    await refusal.getByText('New listing "iPhone 12, 128 GB" was not accepted').waitFor();
    await refusal.getByText(AMOUNT_REASON).waitFor();
    await screenshot(page, 'honest-listing-refused-phone');
    expect(await serverListings()).toHaveLength(0);

    await refusal.getByRole('button', { name: 'Fix' }).click();
    await page.waitForURL(
      (url) => url.pathname === '/editor' && url.searchParams.get('step') === '2',
      { timeout: 30_000 },
    );
    const amount = page.getByRole('textbox', { name: 'Amount' });
    await amount.waitFor({ timeout: 30_000 });
    // The amount the server refused is still there, shown as money.
    expect(await amount.inputValue()).toBe('$3');
    await screenshot(page, 'honest-listing-fix-phone');
    await amount.fill('4500');
    // The listing never reached the server, so the fix finishes the wizard and submits it.
    await next(page, 'Step 4 of 5');
    await photosSettled(page, 1);
    await next(page, 'Step 5 of 5');
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Listing created!').waitFor({ timeout: 30_000 });

    await expect.poll(async () => (await serverListings()).length, { timeout: 60_000 }).toBe(1);
    const [listing] = await serverListings();
    expect(listing).toMatchObject({ title: 'iPhone 12, 128 GB', price: { amount: 4500 } });

    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'My listings' }).waitFor({ timeout: 30_000 });
    await page.getByText('iPhone 12, 128 GB').first().waitFor({ timeout: 30_000 });
    expect(await page.getByText('was not accepted').count()).toBe(0);
    // Nothing is sent twice after another start-up.
    await page.reload();
    await page.getByRole('heading', { name: 'My listings' }).waitFor({ timeout: 30_000 });
    // Once the phone holds nothing more to send, whatever it sent again has reached the server.
    await expect
      .poll(async () => (await storeCounts(page, seller.userId)).outbox, { timeout: 30_000 })
      .toBe(0);
    expect(await serverListings()).toHaveLength(1);
    expect(await page.getByText('was not accepted').count()).toBe(0);
  });
});
