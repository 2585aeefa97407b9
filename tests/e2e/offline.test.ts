import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';
import {
  VIEWPORTS,
  closeSellerSession,
  openSellerSession,
  screenshot,
  sellerGet,
  signInWithCode,
  type ServerHandle,
} from './harness';
import { type ApiSeller } from './seller-data';
import { addPhotos, fillFirstSteps, fillLocationAndSubmit, jpeg, next, pick } from './editor-flow';
import { draftTitles, storeCounts } from './device-store';

const PHONE = '263772000202';

let server: ServerHandle;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let seller: ApiSeller;

const serverListings = () =>
  sellerGet<Array<{ _id: string; title: string; images: string[] }>>(
    { server, seller },
    '/listings',
  );

beforeAll(async () => {
  ({ server, browser, context, page, seller } = await openSellerSession({
    phone: PHONE,
    displayName: 'Chipo Gadgets',
    city: 'harare',
  }));
});

afterAll(() => closeSellerSession({ context, browser, server }));

describe('offline in Chromium', () => {
  it('is judged installable by Chromium', async () => {
    // Playwright's ordinary contexts are incognito, where nothing installs: use a profile folder.
    const profile = mkdtempSync(join(tmpdir(), 'install-profile-'));
    const persistent = await chromium.launchPersistentContext(profile, {
      executablePath: '/usr/bin/chromium',
      args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
      viewport: VIEWPORTS.phone,
    });
    try {
      const tab = persistent.pages()[0] ?? (await persistent.newPage());
      await signInWithCode(tab, server.url, PHONE);
      await tab.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      const cdp = await persistent.newCDPSession(tab);
      const manifest = (await cdp.send('Page.getAppManifest')) as {
        url: string;
        errors: { message: string }[];
      };
      expect(manifest.url).toBe(`${server.url}/manifest.webmanifest`);
      expect(manifest.errors).toEqual([]);
      const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
        installabilityErrors: { errorId: string }[];
      };
      expect(installabilityErrors).toEqual([]);
    } finally {
      await persistent.close();
      rmSync(profile, { recursive: true, force: true });
    }
  });

  it('writes a listing with a photo with the server stopped and publishes it once it returns', async () => {
    // The service worker installs (precaching the app) and controls the page after a reload.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

    await server.stop();
    await page.reload();
    await page.getByRole('heading', { name: 'My listings' }).waitFor({ timeout: 30_000 });
    await page.goto(`${server.url}/editor`);

    await fillFirstSteps(page, {
      title: 'Hisense fridge, offline',
      description: 'Double door fridge, 2 years old.',
      amount: '480',
      city: 'Harare',
    });
    await addPhotos(page, [{ name: 'fridge.jpg', buffer: await jpeg({ r: 230, g: 230, b: 240 }) }]);
    await page.getByText('Waiting for connection').waitFor({ timeout: 60_000 });
    await screenshot(page, 'offline-photo-waiting-phone');
    await fillLocationAndSubmit(page, 'Harare');
    // Offline nothing is 'created' yet: the dialog says where the listing is and what happens next.
    await page.getByText('Listing saved on this phone').waitFor({ timeout: 30_000 });
    await page
      .getByText('It is saved on this phone and will be sent when the connection returns.')
      .waitFor();
    expect(await page.getByText('Listing created!').count()).toBe(0);
    await screenshot(page, 'offline-created-phone');
    await page.getByRole('button', { name: 'Add Another Listing' }).click();

    // A second listing, only begun: it stays a draft.
    await page.getByText('Step 1 of 5').waitFor();
    await pick(page, 'Listing Type', 'Choose Listing Type', 'Electronics');
    await page.getByRole('textbox', { name: 'Title' }).fill('Gas stove, half written');
    await page.waitForURL((url) => url.searchParams.has('draft'), { timeout: 10_000 });
    // Saved on the device (a moment after the last keystroke) before the page goes away.
    await expect
      .poll(async () => draftTitles(page, seller.userId), { timeout: 10_000 })
      .toContain('Gas stove, half written');

    await page.reload();
    await expect
      .poll(async () => page.getByRole('textbox', { name: 'Title' }).inputValue(), {
        timeout: 30_000,
      })
      .toBe('Gas stove, half written');
    const offline = await storeCounts(page, seller.userId);
    expect(offline).toMatchObject({ drafts: 1, listings: 1, photos: 1 });
    expect(offline.outbox).toBe(2); // the photo upload and the listing
    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'My listings' }).waitFor({ timeout: 30_000 });
    await screenshot(page, 'offline-my-listings-phone');

    // The photo goes up in slices under its outbox item's id (PATCH /api/files/uploads/{key}).
    // Only sends the server answered count: one cut off by the restart never reached it.
    const photoSends: { method: string; path: string; offset: string | undefined }[] = [];
    page.context().on('response', (response) => {
      const request = response.request();
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/files/upload')) {
        photoSends.push({
          method: request.method(),
          path,
          offset: request.headers()['upload-offset'],
        });
      }
    });
    await server.restart();
    // Coming back: the app drains on start (and on 'online', visibility and 'Sync now').
    await page.reload();
    await expect
      .poll(async () => (await serverListings()).length, { timeout: 90_000, interval: 1000 })
      .toBe(1);
    const [published] = await serverListings();
    expect(published).toMatchObject({ title: 'Hisense fridge, offline' });
    expect(published!.images).toHaveLength(1);
    // The sends seen here (the page's; a service worker's background sync may send too, and the
    // browser does not always show its requests) are under one key, in slices from byte 0 (the
    // photo is smaller than a slice), never a whole-file POST; the server kept one copy.
    const keys = new Set(photoSends.map((send) => send.path));
    expect(keys.size).toBeLessThanOrEqual(1);
    for (const path of keys) expect(path).toMatch(/^\/api\/files\/uploads\/[\w-]+$/);
    expect(photoSends.some((send) => send.method === 'POST')).toBe(false);
    expect(
      photoSends.filter((send) => send.method === 'PATCH').every((send) => send.offset === '0'),
    ).toBe(true);
    const served = await fetch(`${server.url}/api/files/${published!.images[0]}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    await expect
      .poll(async () => (await storeCounts(page, seller.userId)).outbox, { timeout: 30_000 })
      .toBe(0);

    // Another start-up sends nothing twice.
    await page.reload();
    await page.getByRole('heading', { name: 'My listings' }).waitFor({ timeout: 30_000 });
    await new Promise((resolve) => setTimeout(resolve, 2000));
    expect(await serverListings()).toHaveLength(1);
    expect((await storeCounts(page, seller.userId)).drafts).toBe(1);
    await screenshot(page, 'offline-published-phone');
  });

  it('keeps the step when the wizard is reloaded', async () => {
    await page.goto(`${server.url}/editor`);
    await page.getByText('Step 1 of 5').waitFor();
    await pick(page, 'Listing Type', 'Choose Listing Type', 'Electronics');
    await page.getByRole('textbox', { name: 'Title' }).fill('Laptop bag');
    await page.getByRole('textbox', { name: 'Description' }).fill('Padded, fits 15 inch');
    await next(page, 'Step 2 of 5');
    await page.waitForURL((url) => url.searchParams.has('draft'));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    await page.reload();
    await page.getByText('Step 2 of 5').waitFor({ timeout: 30_000 });
  });
});
