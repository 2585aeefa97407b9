/**
 * The seller's other screens, as walked from the navigation after a sign-in by link: Profile
 * (change the display name, read the success banner), Help, Settings, and an address that does
 * not exist. Each screen passes the accessibility checks, at phone and desktop width.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  BOTH_VIEWPORTS,
  completeProfile,
  navigateTo,
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

const SELLERS = { phone: '263771700511', desktop: '263771700522' } as const;

describe('profile, help and settings', () => {
  for (const viewport of BOTH_VIEWPORTS) {
    it(`are reached from the navigation and read well (${viewport})`, async () => {
      const { context, page, watch } = await openPage(journey, viewport);
      const phone = SELLERS[viewport];
      await signInByLink(journey, page, phone);
      await completeProfile(page, 'Rudo Hair Studio', 'Gweru');

      // Profile: the login phone as the person knows it, locked; a new name saved by the server.
      await navigateTo(page, viewport, 'Profile');
      await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
      const shown = `+${phone.slice(0, 3)} ${phone.slice(3, 5)} ${phone.slice(5, 8)} ${phone.slice(8)}`;
      expect(await page.getByLabel('Login phone').inputValue()).toBe(shown);
      await checkScreen(page, `profile-${viewport}`);
      const name = page.getByLabel('Display Name');
      await name.fill('Rudo Hair & Beauty');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByText('Profile updated successfully').waitFor();
      await checkScreen(page, `profile-saved-${viewport}`);
      const current = page.getByRole('link', { name: 'Profile', exact: true });
      if (viewport === 'desktop')
        expect(await current.first().getAttribute('aria-current')).toBe('page');

      await navigateTo(page, viewport, 'Help');
      await page.getByRole('heading', { name: 'Help Centre' }).waitFor();
      await checkScreen(page, `help-${viewport}`);

      await navigateTo(page, viewport, 'Settings');
      await page.getByRole('heading', { name: 'Settings', exact: true }).waitFor();
      await checkScreen(page, `settings-${viewport}`);

      // A mistyped address: the 404 inside the shell, and the way back home.
      await page.goto(`${journey.server.url}/no-such-page`);
      await page.getByText('404 - Page Not Found').waitFor();
      await checkScreen(page, `not-found-${viewport}`);
      await page
        .getByRole('link', { name: 'Back home' })
        .or(page.getByRole('button', { name: 'Back home' }))
        .first()
        .click();
      await page.getByRole('heading', { name: 'My listings' }).waitFor();

      watch.assertClean();
      await context.close();
    });
  }
});
