/**
 * A new seller's first day, as walked: "Login" to the bot, tap the link it sent, complete the
 * profile, create a listing with photos (the first shows the consent words to check-ins above
 * Submit), share it, open the page buyers get, and find it in the bot as a buyer would; on a
 * phone, post the same ad again and read, then dismiss, the marketplace's note that buyers see it
 * once. At phone and desktop width.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPhotos, fillFirstSteps, jpeg, next, photosSettled, pick } from '../editor-flow';
import {
  BOTH_VIEWPORTS,
  landed,
  openPage,
  sendWhatsApp,
  signInByLink,
  words,
  startJourney,
  type Journey,
} from './support';
import { checkScreen } from './screen-checks';

let journey: Journey;

beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

const SELLERS = {
  phone: { phone: '263771500101', name: 'Tendai Electronics', title: 'Samsung smart TV 43 inch' },
  desktop: { phone: '263771500102', name: 'Rufaro Appliances', title: 'Hisense smart TV 55 inch' },
} as const;

/** The consent words to check-ins a first listing shows (the marketplace is named Musika). */
const CONSENT_WORDS =
  'Musika will message you on WhatsApp about your listings: a check-in now and then (still ' +
  'available, sold or pause) and messages from buyers who cannot call you. Send STOP to Musika ' +
  'on WhatsApp any time to turn these off, START to turn them back on.';
const REPEATED_AD_WORDS =
  'You already have this ad on offer. Buyers are shown the same ad once, the newest copy: post ' +
  'each item once, and edit a listing to change it.';

describe('a new seller', () => {
  for (const viewport of BOTH_VIEWPORTS) {
    const seller = SELLERS[viewport];

    it(`signs in by the bot's link, lists a TV with photos, shares it and finds it in the bot (${viewport})`, async () => {
      const { context, page, watch } = await openPage(journey, viewport);

      // The bot's link lands on the profile to complete, with the number already filled.
      await signInByLink(journey, page, seller.phone);
      const modal = page.getByRole('dialog', { name: 'Complete Your Profile' });
      await modal.waitFor();
      expect(await modal.getByLabel('Contact Number').inputValue()).toContain(
        seller.phone.slice(-3),
      );
      await checkScreen(page, `new-seller-profile-${viewport}`);
      await modal.getByLabel('Marketplace Display Name').fill(seller.name);
      await modal.getByLabel('City').click();
      await page.getByRole('option', { name: 'Bulawayo' }).click();
      await modal.getByRole('button', { name: 'Complete Profile' }).click();
      await modal.waitFor({ state: 'hidden' });

      // An empty list that says what to do first.
      await landed(page);
      const first = page.getByRole('link', { name: 'Create Your First Listing' });
      await first.waitFor();
      await checkScreen(page, `new-seller-empty-${viewport}`);
      await first.click();

      await checkScreen(page, `new-seller-editor-step1-${viewport}`);
      await fillFirstSteps(page, {
        title: seller.title,
        description: 'Smart TV with Netflix and YouTube, remote included, 1 year old.',
        amount: '320',
        city: 'Bulawayo',
      });
      await addPhotos(page, [
        { name: 'front.jpg', buffer: await jpeg({ r: 30, g: 60, b: 120 }) },
        { name: 'back.jpg', buffer: await jpeg({ r: 120, g: 90, b: 40 }) },
      ]);
      await photosSettled(page, 2);
      await checkScreen(page, `new-seller-editor-photos-${viewport}`);
      await next(page, 'Step 5 of 5');
      await pick(page, 'City', 'Select City', 'Bulawayo');
      // The first listing: what publishing it agrees to, above Submit, in words, not a tooltip.
      const consent = page.getByText(CONSENT_WORDS, { exact: true });
      await consent.waitFor();
      expect(
        await page.getByRole('button', { name: 'Submit' }).getAttribute('aria-describedby'),
      ).toBe(await consent.getAttribute('id'));
      await checkScreen(page, `new-seller-editor-location-${viewport}`);
      await page.getByRole('button', { name: 'Submit' }).click();

      // The server accepted it: the dialog says so, then the listing itself.
      const created = page.getByRole('dialog').filter({ hasText: 'Listing created!' });
      await created.waitFor({ timeout: 60_000 });
      await checkScreen(page, `new-seller-created-${viewport}`);
      await created.getByRole('button', { name: 'View My Listing' }).click();
      await page.getByRole('heading', { name: seller.title }).waitFor();
      await page.getByText('$320').first().waitFor();
      await checkScreen(page, `new-seller-detail-${viewport}`);

      // Share: WhatsApp's share screen gets the title and the listing's public page.
      await page.getByRole('button', { name: 'Share' }).click();
      const toWhatsApp = page.getByRole('menuitem', { name: 'Share on WhatsApp' });
      await toWhatsApp.waitFor();
      await checkScreen(page, `new-seller-share-${viewport}`);
      const shared = new URL((await toWhatsApp.getAttribute('href'))!);
      expect(shared.origin).toBe('https://wa.me');
      const message = shared.searchParams.get('text')!;
      expect(message).toContain(seller.title);
      const publicUrl = /https?:\/\/\S+\/l\/\S+/.exec(message)?.[0];
      expect(publicUrl).toBeTruthy();
      await page.keyboard.press('Escape');

      // A buyer who gets the shared message opens the page: the listing, its price and photos.
      const buyer = await openPage(journey, viewport);
      await buyer.page.goto(publicUrl!);
      await buyer.page.getByRole('heading', { name: seller.title }).waitFor();
      await buyer.page.getByText('$320').first().waitFor();
      await checkScreen(buyer.page, `public-listing-${viewport}`);
      buyer.watch.assertClean();
      await buyer.context.close();

      // A buyer searching in the bot finds it.
      const buyerPhone = `2637195001${viewport === 'phone' ? '01' : '02'}`;
      const replies = await sendWhatsApp(journey, buyerPhone, `${seller.title.split(' ')[0]} tv`);
      expect(replies.map(words).join('\n')).toContain(seller.title.split(' ')[0]);
      expect(replies.map(words).join('\n')).toMatch(/\$320/);

      // The same ad again (on a phone): no consent words this time, and the marketplace says
      // buyers see it once, in the dialog and on the listing's page, until dismissed.
      if (viewport === 'phone') {
        await page.getByRole('link', { name: 'Seller Dashboard home' }).click();
        await landed(page);
        await page.getByRole('link', { name: 'New Listing' }).click();
        await fillFirstSteps(page, {
          title: seller.title,
          description: 'Smart TV with Netflix and YouTube, remote included, 1 year old.',
          amount: '320',
          city: 'Bulawayo',
        });
        await addPhotos(page, [{ name: 'side.jpg', buffer: await jpeg({ r: 200, g: 40, b: 90 }) }]);
        await photosSettled(page, 1);
        await next(page, 'Step 5 of 5');
        await pick(page, 'City', 'Select City', 'Bulawayo');
        expect(await page.getByText(CONSENT_WORDS).count()).toBe(0);
        await page.getByRole('button', { name: 'Submit' }).click();
        const again = page.getByRole('dialog').filter({ hasText: 'Listing created!' });
        const note = again.getByRole('alert', { name: 'Already on offer' });
        await note.waitFor({ timeout: 60_000 });
        expect(await note.innerText()).toContain(REPEATED_AD_WORDS);
        await checkScreen(page, 'new-seller-repeated-created-phone');
        await again.getByRole('button', { name: 'View My Listing' }).click();
        await again.waitFor({ state: 'hidden' });
        const onPage = page.getByRole('alert', { name: 'Already on offer' });
        await onPage.waitFor();
        await page.getByRole('heading', { name: seller.title }).waitFor();
        await checkScreen(page, 'new-seller-repeated-detail-phone');
        await onPage.getByRole('button', { name: 'Dismiss' }).click();
        await onPage.waitFor({ state: 'detached' });
        await checkScreen(page, 'new-seller-repeated-dismissed-phone');
      }

      watch.assertClean();
      await context.close();
    });
  }
});
