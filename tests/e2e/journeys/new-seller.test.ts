/**
 * A new seller's first day, as walked: "Login" to the bot, tap the link it sent, complete the
 * profile, create a listing with photos, share it, open the page buyers get, and find it in the
 * bot as a buyer would. At phone and desktop width.
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

      watch.assertClean();
      await context.close();
    });
  }
});
