/**
 * A paused listing edited offline, at 412 and 1280 px: the edit waits on the phone, and what the
 * seller sees of the listing's status does not change with it (Paused on the detail page, with
 * Reactivate and no Pause; Paused (1) and Active (0) on My Listings), before and after it is sent.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  VIEWPORTS,
  launchBrowser,
  sellerGet,
  signInWithCode,
  startServer,
  type ServerHandle,
} from './harness';
import { apiSignIn, createListing, photo, updateProfile, uploadPhoto } from './seller-data';
import { checkScreen } from './journeys/screen-checks';
import { BOTH_VIEWPORTS, navigateTo } from './journeys/support';

let server: ServerHandle;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

const TITLE = 'Mountain bike, 21 gears';

/** The listing's status as its detail page shows it, and the actions it offers. */
async function shownStatus(page: Page) {
  const badges = page.locator('.mantine-Badge-root');
  return {
    paused: await badges.filter({ hasText: /^Paused$/ }).count(),
    active: await badges.filter({ hasText: /^Active$/ }).count(),
    reactivate: await page.getByRole('button', { name: 'Reactivate', exact: true }).count(),
    pause: await page.getByRole('button', { name: 'Pause', exact: true }).count(),
  };
}

describe('a paused listing edited offline', () => {
  it.each(BOTH_VIEWPORTS)('stays Paused while its edit waits, at %s width', async (viewport) => {
    const phone = viewport === 'phone' ? '263772000611' : '263772000612';
    const seller = await apiSignIn(server.url, phone);
    await updateProfile(server.url, seller, {
      displayName: 'Farai Cycles',
      contactNumber: phone,
      city: 'harare',
    });
    const { _id: id } = await createListing(server.url, seller, {
      type: 'sports',
      subType: 'equipment',
      title: TITLE,
      description: 'Serviced last month.',
      features: [],
      price: { type: 'fixed', amount: 180 },
      city: 'harare',
      images: [await uploadPhoto(server.url, seller, await photo({ r: 30, g: 140, b: 90 }))],
    });
    const context = await browser.newContext({
      viewport: VIEWPORTS[viewport],
      isMobile: viewport === 'phone',
      hasTouch: viewport === 'phone',
      // Lets the accessibility checks add axe-core to the page.
      bypassCSP: true,
    });
    try {
      const page = await context.newPage();
      await signInWithCode(page, server.url, phone);
      await page.getByRole('link', { name: TITLE, exact: true }).first().click();
      await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Pause', exact: true }).click();
      await page.getByRole('button', { name: 'Reactivate', exact: true }).waitFor();
      await expect
        .poll(
          async () =>
            (await sellerGet<{ status: string }>({ server, seller }, `/listings/${id}`)).status,
        )
        .toBe('paused');
      await page.getByText('Waiting to sync').waitFor({ state: 'hidden' });
      expect(await shownStatus(page)).toEqual({ paused: 1, active: 0, reactivate: 1, pause: 0 });

      await page.getByRole('link', { name: 'Edit' }).click();
      await page.getByRole('heading', { name: 'Update Listing' }).waitFor();
      await context.setOffline(true);
      await page
        .getByRole('textbox', { name: 'Description' })
        .fill('Serviced last month, new tyres.');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      const saved = page.getByRole('dialog').filter({ hasText: 'Changes saved on this phone' });
      await saved.waitFor();
      await checkScreen(page, `offline-status-saved-${viewport}`);
      await saved.getByRole('button', { name: 'View My Listing' }).click();

      await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
      await page.getByText('Serviced last month, new tyres.').waitFor();
      await page.getByText('Waiting to sync').first().waitFor();
      expect(await shownStatus(page)).toEqual({ paused: 1, active: 0, reactivate: 1, pause: 0 });
      await checkScreen(page, `offline-status-detail-${viewport}`);

      await navigateTo(page, viewport, 'My Listings');
      await page.getByText('Paused (1)').waitFor();
      expect(await page.getByText('Active (0)').count()).toBe(1);
      await checkScreen(page, `offline-status-home-${viewport}`);

      // Back online the edit goes out; the listing is still paused, on the server and here.
      await context.setOffline(false);
      await expect
        .poll(
          async () =>
            sellerGet<{ status: string; description: string }>(
              { server, seller },
              `/listings/${id}`,
            ),
          { timeout: 30_000 },
        )
        .toMatchObject({ status: 'paused', description: 'Serviced last month, new tyres.' });
      await page.getByText('Waiting to sync').waitFor({ state: 'hidden', timeout: 30_000 });
      expect(await page.getByText('Paused (1)').count()).toBe(1);
      expect(await page.getByText('Active (0)').count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
