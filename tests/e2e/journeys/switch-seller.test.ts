/**
 * Two sellers on one phone, as walked: the first signs in by the bot's link and starts a listing,
 * signs out, and the second signs in by code on the same browser and sees nothing of the first's;
 * the first comes back by a new link to their own draft. At phone and desktop width.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { pick } from '../editor-flow';
import {
  BOTH_VIEWPORTS,
  completeProfile,
  landed,
  openPage,
  signInByCode,
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

async function signOut(page: Page) {
  await page.getByRole('button', { name: /Account menu/ }).click();
  const menu = page.getByRole('menu');
  await menu.waitFor();
  await checkScreen(page, `account-menu-${page.viewportSize()!.width}`);
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await page.waitForURL((address) => address.pathname === '/login');
}

describe('two sellers on one phone', () => {
  for (const viewport of BOTH_VIEWPORTS) {
    const first = viewport === 'phone' ? '263771700211' : '263771700222';
    const second = viewport === 'phone' ? '263771700233' : '263771700244';
    const draftTitle = `Mazda Demio 2012 (${viewport})`;

    it(`signs one out and the other in, each seeing only their own (${viewport})`, async () => {
      const { context, page, watch } = await openPage(journey, viewport, { theme: 'dark' });

      await signInByLink(journey, page, first);
      await completeProfile(page, 'Farai Motors', 'Mutare');
      await page.getByRole('link', { name: 'Create Your First Listing' }).click();
      await page.getByText('Step 1 of 5').waitFor();
      await pick(page, 'Listing Type', 'Choose Listing Type', 'Vehicles');
      await page.getByRole('textbox', { name: 'Title' }).fill(draftTitle);
      await page.waitForURL((address) => address.searchParams.has('draft'));
      await page.goto(`${journey.server.url}/`);
      await page.getByText(draftTitle).first().waitFor();
      await checkScreen(page, `switch-first-draft-${viewport}`);

      await signOut(page);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await checkScreen(page, `switch-signed-out-${viewport}`);

      // The second seller, new, on the same browser: their own empty start, none of the first's.
      await signInByCode(journey, page, second);
      await completeProfile(page, 'Chiedza Crafts', 'Mutare');
      await page.getByRole('link', { name: 'Create Your First Listing' }).waitFor();
      expect(await page.getByText(draftTitle).count()).toBe(0);
      expect(await page.getByText('Farai Motors').count()).toBe(0);
      await page
        .getByRole('button', { name: /Chiedza Crafts|Account menu/ })
        .first()
        .waitFor();

      // The first comes back by a new link: their draft waits for them.
      await signOut(page);
      await signInByLink(journey, page, first);
      await landed(page);
      await page.getByText(draftTitle).first().waitFor();
      expect(await page.getByRole('dialog', { name: 'Complete Your Profile' }).count()).toBe(0);
      expect(await page.getByText('Chiedza Crafts').count()).toBe(0);

      watch.assertClean();
      await context.close();
    });
  }
});
