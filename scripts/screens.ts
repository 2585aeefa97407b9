/**
 * Screenshots of the seller screens at phone width (412x915, the Share menu at 360x800) and of
 * the editor's step tabs at 1280x800, on the seeded demo marketplace, for a person to look at:
 *
 *   npx vite build --logLevel warn && npx tsx scripts/screens.ts after
 *
 * The pictures go to .tmp/screens/<name>/ (git-ignored).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';
import {
  VIEWPORTS,
  launchBrowser,
  signInWithCode,
  startServer,
  type ServerHandle,
} from '../tests/e2e/harness';
import {
  addPhotos,
  fillFirstSteps,
  fillLocationAndSubmit,
  jpeg,
  photosSettled,
} from '../tests/e2e/editor-flow';
import { apiSignIn } from '../tests/e2e/seller-data';

const SELLER = '263772000001';
const ADMIN = '263770000001';
const folder = resolve(import.meta.dirname, '../.tmp/screens', process.argv[2] ?? 'after');

async function shot(page: Page, name: string, fullPage = false) {
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(folder, `${name}.png`), fullPage });
  console.log(`${name}.png`);
}

async function sellerPage(context: BrowserContext, server: ServerHandle, phone = SELLER) {
  const page = await context.newPage();
  await signInWithCode(page, server.url, phone);
  await page.getByRole('heading', { name: 'My listings' }).waitFor();
  return page;
}

async function main() {
  mkdirSync(folder, { recursive: true });
  const server = await startServer({ seed: true, env: { ADMIN_PHONES: ADMIN } });
  const browser = await launchBrowser();
  try {
    const seller = await apiSignIn(server.url, SELLER);
    const listings = (await (
      await fetch(`${server.url}/api/listings`, {
        headers: { Authorization: `Bearer ${seller.token}` },
      })
    ).json()) as { _id: string; images: string[]; status?: string }[];
    const withPhotos = listings.find((l) => l.images.length > 1 && l.status !== 'paused')!;

    const phone = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await sellerPage(phone, server);
    await page.getByRole('link', { name: /.+/ }).nth(3).waitFor();
    await shot(page, 'my-listings-phone');
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await page.getByRole('dialog').waitFor();
    await shot(page, 'drawer-phone');
    await page.keyboard.press('Escape');

    await page.goto(`${server.url}/listing/${withPhotos._id}`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot(page, 'listing-detail-phone');
    await shot(page, 'listing-detail-phone-full', true);

    await page.goto(`${server.url}/settings`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot(page, 'settings-phone', true);

    await page.goto(`${server.url}/profile`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await shot(page, 'profile-phone');

    await page.goto(`${server.url}/no-such-page`);
    await page.getByText('404 - Page Not Found').waitFor();
    await shot(page, 'not-found-phone');

    await page.goto(`${server.url}/`);
    await page.getByRole('heading', { name: 'My listings' }).waitFor();
    await phone.setOffline(true);
    await page.evaluate(() => window.dispatchEvent(new Event('offline')));
    await shot(page, 'offline-phone');
    await phone.setOffline(false);

    await page.goto(`${server.url}/editor`);
    await fillFirstSteps(page, {
      title: 'Samsung 55 inch smart TV, wall mount included',
      description: 'Barely used, with remote and box.',
      amount: '1250',
      city: 'Harare',
    });
    await addPhotos(page, [{ name: 'tv.jpg', buffer: await jpeg({ r: 30, g: 60, b: 90 }) }]);
    await photosSettled(page, 1);
    await fillLocationAndSubmit(page, 'Harare');
    await page.getByRole('dialog').waitFor();
    await shot(page, 'success-dialog-phone');

    await page.goto(`${server.url}/l/${withPhotos._id}`);
    await shot(page, 'public-page-phone');
    await shot(page, 'public-page-phone-full', true);
    await phone.close();

    const narrow = await browser.newContext({ viewport: { width: 360, height: 800 } });
    await narrow.addInitScript(() => {
      delete (Navigator.prototype as { share?: unknown }).share;
    });
    const small = await sellerPage(narrow, server);
    await small.goto(`${server.url}/listing/${withPhotos._id}`);
    await small.getByRole('button', { name: 'Share' }).click();
    await small.getByRole('menuitem', { name: 'Share on WhatsApp' }).waitFor();
    await shot(small, 'share-menu-360');
    await narrow.close();

    const desktop = await browser.newContext({ viewport: VIEWPORTS.desktop });
    const wide = await sellerPage(desktop, server);
    await shot(wide, 'my-listings-desktop');
    await wide.goto(`${server.url}/editor?id=${withPhotos._id}`);
    await wide.getByRole('button', { name: 'Save Changes' }).waitFor();
    await shot(wide, 'editor-tabs-desktop');
    await wide.goto(`${server.url}/listing/${withPhotos._id}`);
    await wide.getByRole('heading', { level: 1 }).waitFor();
    await shot(wide, 'listing-detail-desktop');
    await desktop.close();

    const adminContext = await browser.newContext({ viewport: VIEWPORTS.phone });
    const admin = await adminContext.newPage();
    await signInWithCode(admin, server.url, ADMIN);
    await admin.goto(`${server.url}/admin?tab=sellers`);
    await admin.getByRole('table').waitFor();
    await shot(admin, 'admin-sellers-phone');
    await adminContext.close();
  } finally {
    await browser.close();
    await server.close();
  }
}

await main();
