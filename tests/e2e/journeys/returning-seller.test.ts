/**
 * A returning seller on a phone with the app installed, as walked: the service worker is in
 * control when they tap a new link from the bot; they edit a listing with no connection, see it
 * waiting on the phone, reconnect and see it synced (and buyers see the change). At phone and
 * desktop width.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  addPhotos,
  fillFirstSteps,
  fillLocationAndSubmit,
  jpeg,
  photosSettled,
} from '../editor-flow';
import {
  BOTH_VIEWPORTS,
  completeProfile,
  landed,
  openPage,
  signInByLink,
  startJourney,
  type Journey,
} from './support';
import { checkScreen } from './screen-checks';

let journey: Journey;

beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

async function firstVisit(page: Page, phone: string, title: string) {
  await signInByLink(journey, page, phone);
  await completeProfile(page, 'Blessing Furniture', 'Harare');
  await page.getByRole('link', { name: 'Create Your First Listing' }).click();
  await fillFirstSteps(page, {
    title,
    description: 'Solid wood, 3 drawers, no scratches.',
    amount: '350',
    city: 'Harare',
  });
  await addPhotos(page, [{ name: 'desk.jpg', buffer: await jpeg({ r: 150, g: 100, b: 60 }) }]);
  await photosSettled(page, 1);
  await fillLocationAndSubmit(page, 'Harare');
  const created = page.getByRole('dialog').filter({ hasText: 'Listing created!' });
  await created.getByRole('button', { name: 'View My Listing' }).click();
  await page.getByRole('heading', { name: title }).waitFor();
}

describe('a returning seller with the app installed', () => {
  for (const viewport of BOTH_VIEWPORTS) {
    const phone = viewport === 'phone' ? '263771800311' : '263771800322';
    const title = `Wooden office desk (${viewport})`;

    it(`signs in by a new link, edits a listing offline and sees it synced (${viewport})`, async () => {
      const { context, page, watch } = await openPage(journey, viewport);
      await firstVisit(page, phone, title);
      const listingPath = new URL(page.url()).pathname;

      // The app is installed: its service worker controls the page from the next load on.
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.reload();
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

      // Another day: signed out, they ask the bot for a link and tap it.
      await page.getByRole('button', { name: /Account menu/ }).click();
      await page.getByRole('menuitem', { name: 'Sign out' }).click();
      await page.waitForURL((address) => address.pathname === '/login');
      await signInByLink(journey, page, phone);
      await landed(page);
      expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
      await page.getByText(title).first().waitFor();
      // Their profile is complete: nothing asks for it again.
      expect(await page.getByRole('dialog', { name: 'Complete Your Profile' }).count()).toBe(0);
      await checkScreen(page, `returning-listings-${viewport}`);

      // No connection: the change is kept on the phone and says it is waiting.
      await context.setOffline(true);
      await page.getByText(title).first().click();
      await page.getByRole('heading', { name: title }).waitFor();
      await page
        .getByRole('button', { name: 'Edit' })
        .or(page.getByRole('link', { name: 'Edit' }))
        .first()
        .click();
      await page.getByRole('heading', { name: 'Update Listing' }).waitFor();
      await checkScreen(page, `returning-edit-offline-${viewport}`);
      await page
        .getByRole('tab', { name: 'Pricing' })
        .or(page.getByText('Pricing', { exact: true }))
        .first()
        .click();
      await page.getByRole('textbox', { name: 'Amount' }).fill('295');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      const saved = page.getByRole('dialog').filter({ hasText: 'Changes saved on this phone' });
      await saved.waitFor({ timeout: 30_000 });
      await checkScreen(page, `returning-saved-offline-${viewport}`);
      await saved.getByRole('button', { name: 'View My Listing' }).click();
      await page.getByRole('heading', { name: title }).waitFor();
      await page.getByText('$295').first().waitFor();
      await page
        .getByText(/Waiting to sync|Waiting/)
        .first()
        .waitFor();
      await checkScreen(page, `returning-waiting-${viewport}`);

      // Back online: the change goes out by itself and the badge goes.
      await context.setOffline(false);
      await expect
        .poll(() => page.getByText(/Waiting to sync|Waiting/).count(), { timeout: 30_000 })
        .toBe(0);
      await page.getByText('$295').first().waitFor();
      expect(new URL(page.url()).pathname).toBe(listingPath);

      // What buyers see has changed too.
      const buyer = await openPage(journey, viewport);
      const id = listingPath.split('/').pop()!;
      await buyer.page.goto(`${journey.server.url}/l/${id}`);
      await buyer.page.getByRole('heading', { name: title }).waitFor();
      await buyer.page.getByText('$295').first().waitFor();
      buyer.watch.assertClean();
      await buyer.context.close();

      watch.assertClean();
      await context.close();
    });
  }
});
