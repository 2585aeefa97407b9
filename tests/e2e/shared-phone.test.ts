/**
 * Two sellers on one phone (one browser profile): each sees only their own listings, drafts and
 * photos, even by address, and a seller's draft waits for them across the other's session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  closeSellerSession,
  openSellerSession,
  screenshot,
  signInWithCode,
  type ServerHandle,
} from './harness';
import { apiSignIn, seedSellerListings, updateProfile, type ApiSeller } from './seller-data';
import { addPhotos, fillFirstSteps, jpeg } from './editor-flow';
import { storeCounts } from './device-store';

const PHONE_A = '263772000301';
const PHONE_B = '263772000302';

let server: ServerHandle;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let sellerA: ApiSeller;
let houseId: string;

/** Rows of one seller's database and the names of the photo caches, as the page sees them. */
async function deviceState(target: Page, userId: string) {
  const counts = await storeCounts(target, userId);
  const cachedPhotos = await target.evaluate(async () => {
    const cached = await Promise.all(
      ['thumbnails', 'photos'].map(async (cache) =>
        (await caches.has(cache)) ? (await (await caches.open(cache)).keys()).length : 0,
      ),
    );
    return cached[0]! + cached[1]!;
  });
  return { counts, cachedPhotos };
}

async function signOut(target: Page) {
  await target.getByRole('button', { name: 'Account menu' }).click();
  await target.getByRole('menuitem', { name: 'Sign out' }).click();
  await target.waitForURL((address) => address.pathname === '/login');
}

beforeAll(async () => {
  // Seller A signs in on the page in the test, after their listings are on the server.
  ({
    server,
    browser,
    context,
    page,
    seller: sellerA,
  } = await openSellerSession({
    phone: PHONE_A,
    displayName: 'Rudo Homes',
    city: 'harare',
    signIn: false,
  }));
  houseId = (await seedSellerListings(server.url, sellerA)).house._id;
  const sellerB = await apiSignIn(server.url, PHONE_B);
  await updateProfile(server.url, sellerB, {
    displayName: 'Tino Motors',
    contactNumber: PHONE_B,
    city: 'bulawayo',
  });
});

afterAll(() => closeSellerSession({ context, browser, server }));

describe('two sellers on one phone', () => {
  it("shows the next seller nothing of the last one's, and keeps each seller's draft and unsent photo for them", async () => {
    // Seller A: their listings with photos, and a draft with a photo that is not sent yet.
    await signInWithCode(page, server.url, PHONE_A);
    await page.getByText('Three bedroom house in Avondale').first().waitFor();
    // From the next load on, the service worker serves (and caches) the photos.
    await page.waitForFunction(async () => (await navigator.serviceWorker.ready).active !== null);
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
    await page.goto(`${server.url}/listing/${houseId}`);
    await page.getByRole('heading', { name: 'Three bedroom house in Avondale' }).waitFor();
    await page.waitForFunction(() =>
      [...document.images].some((img) => img.complete && img.naturalWidth > 0),
    );
    await page.goto(`${server.url}/editor`);
    // The link goes down while A writes: the photo waits in A's outbox.
    await server.stop();
    await fillFirstSteps(page, {
      title: 'Half-written cottage listing',
      description: 'Two rooms and a garden.',
      amount: '120',
      city: 'Harare',
    });
    await addPhotos(page, [{ name: 'cottage.jpg', buffer: await jpeg({ r: 90, g: 160, b: 90 }) }]);
    await page.getByRole('group', { name: 'Photo 1 of 1' }).waitFor();
    await page.waitForURL((address) => address.searchParams.has('draft'));
    const draftUrl = page.url();
    // Compressed, and waiting for the link to upload.
    await page.getByText('Waiting for connection').waitFor({ timeout: 60_000 });
    const a = await deviceState(page, sellerA.userId);
    expect(a.counts).toMatchObject({ listings: 3, drafts: 1, outbox: 1 });
    expect(a.cachedPhotos).toBeGreaterThan(0);

    // A signs out; the link returns; B signs in on the same phone.
    await page.goto(`${server.url}/`);
    await signOut(page);
    expect((await deviceState(page, sellerA.userId)).cachedPhotos).toBe(0);
    await server.restart();
    await signInWithCode(page, server.url, PHONE_B);
    // B's own (empty) listings, pulled from the server.
    await page.getByText('Create Your First Listing').waitFor();
    expect(await page.getByText('Three bedroom house in Avondale').count()).toBe(0);
    expect(await page.getByText(/Drafts on this device/).count()).toBe(0);
    expect(await page.getByText('Half-written cottage listing').count()).toBe(0);
    await screenshot(page, 'shared-phone-second-seller');

    // Not by address either: the server answers 404 and B's device has nothing of A's.
    await page.goto(`${server.url}/listing/${houseId}`);
    await page.getByText('Unable to load listing').waitFor();
    expect(await page.getByText('Three bedroom house in Avondale').count()).toBe(0);
    await screenshot(page, 'shared-phone-deep-link');
    await page.goto(draftUrl);
    await page
      .getByText('This draft is no longer here: it may have been published or deleted.')
      .waitFor();
    expect(await page.getByRole('group', { name: 'Photo 1 of 1' }).count()).toBe(0);
    // A's waiting upload is not sent under B's session: it still waits in A's outbox.
    expect((await deviceState(page, sellerA.userId)).counts.outbox).toBe(1);

    // A again: their draft, its photo and listings are here, and the upload goes out as A.
    await page.goto(`${server.url}/`);
    await signOut(page);
    await signInWithCode(page, server.url, PHONE_A);
    await page.getByText(/Drafts on this device \(1\)/).waitFor();
    await page.getByText('Half-written cottage listing').waitFor();
    await page.getByText('Three bedroom house in Avondale').first().waitFor();
    await expect
      .poll(async () => (await deviceState(page, sellerA.userId)).counts.outbox, {
        timeout: 30_000,
      })
      .toBe(0);
    await page.goto(draftUrl);
    await page.getByRole('group', { name: 'Photo 1 of 1' }).waitFor();
  });
});
