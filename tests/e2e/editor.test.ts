import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  VIEWPORTS,
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
  photosSettled,
} from './editor-flow';

const PHONE = '263772000101';

let server: ServerHandle;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let seller: ApiSeller;

const listings = () =>
  sellerGet<Array<{ _id: string; title: string; images: string[] }>>(
    { server, seller },
    '/listings',
  );

beforeAll(async () => {
  ({ server, browser, context, page, seller } = await openSellerSession({
    phone: PHONE,
    displayName: 'Rudo Electronics',
    city: 'bulawayo',
    viewport: 'desktop',
  }));
});

afterAll(() => closeSellerSession({ context, browser, server }));

describe('listing editor in Chromium', () => {
  let createdId = '';

  it('creates a listing with two photos through the wizard', async () => {
    await page.goto(`${server.url}/editor`);
    await fillFirstSteps(page, {
      title: 'Samsung 43 inch smart TV',
      description: 'Barely used, with remote and wall bracket.',
      amount: '1250.50',
      city: 'Bulawayo',
    });
    expect(await page.getByRole('textbox', { name: 'Amount' }).count()).toBe(0);

    // A file that is not really an image is refused with the spec's message and takes no place.
    await addPhotos(page, [{ name: 'broken.jpg', buffer: Buffer.from('not a jpeg at all') }]);
    await page
      .getByRole('alert')
      .filter({ hasText: 'The file given is not an image (broken.jpg)' })
      .waitFor();
    await screenshot(page, 'editor-photo-not-an-image-desktop');
    expect(await page.getByRole('group', { name: /^Photo \d+ of \d+$/ }).count()).toBe(0);

    await addPhotos(page, [
      { name: 'front.jpg', buffer: await jpeg({ r: 200, g: 60, b: 50 }) },
      { name: 'back.jpg', buffer: await jpeg({ r: 40, g: 90, b: 200 }) },
    ]);
    await photosSettled(page, 2);
    await screenshot(page, 'editor-photos-desktop');
    await fillLocationAndSubmit(page, 'Bulawayo');

    await page.getByText('Listing created!').waitFor({ timeout: 30_000 });
    await screenshot(page, 'editor-created-desktop');
    const onServer = await listings();
    expect(onServer).toHaveLength(1);
    expect(onServer[0]).toMatchObject({ title: 'Samsung 43 inch smart TV' });
    expect(onServer[0]!.images).toHaveLength(2);
    createdId = onServer[0]!._id;

    await page.getByRole('button', { name: 'View My Listing' }).click();
    await page.waitForURL((url) => url.pathname === `/listing/${createdId}`);
  });

  it('edits the listing with free step tabs and Save Changes', async () => {
    await page.goto(`${server.url}/editor?id=${createdId}`);
    await page.getByRole('heading', { name: 'Update Listing' }).waitFor();
    await page.getByRole('tab', { name: 'Pricing' }).click();
    await page.getByRole('textbox', { name: 'Amount' }).fill('999');
    await page.getByRole('tab', { name: 'Basic Information' }).click();
    await page.getByRole('textbox', { name: 'Title' }).fill('Samsung 43 inch smart TV (reduced)');
    await screenshot(page, 'editor-edit-desktop');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Listing updated!').waitFor({ timeout: 30_000 });
    const onServer = await listings();
    expect(onServer).toHaveLength(1);
    expect(onServer[0]).toMatchObject({
      _id: createdId,
      title: 'Samsung 43 inch smart TV (reduced)',
      price: { type: 'fixed', amount: 999 },
    });
    expect(onServer[0]!.images).toHaveLength(2);
  });

  it('shows the wizard and pickers on a phone screen', async () => {
    await page.setViewportSize(VIEWPORTS.phone);
    await page.goto(`${server.url}/editor`);
    await page.getByText('Step 1 of 5').waitFor();
    await screenshot(page, 'editor-step1-phone');
    await page.getByRole('button', { name: /^Listing Type / }).click();
    await page.getByRole('dialog', { name: 'Choose Listing Type' }).waitFor();
    await screenshot(page, 'editor-type-picker-phone');
    await page.keyboard.press('Escape');
    await page.goto(`${server.url}/editor?id=${createdId}`);
    await page.getByRole('heading', { name: 'Update Listing' }).waitFor();
    await screenshot(page, 'editor-edit-phone');
    await page.setViewportSize(VIEWPORTS.desktop);
  });
});
