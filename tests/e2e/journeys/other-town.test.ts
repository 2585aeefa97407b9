/**
 * A seller in a town off the city list, as walked: in the app they choose City 'Other' and type
 * 'Ruwa'; their listing says Ruwa; a buyer who asks the bot (the signed webhook) for a TV in Ruwa
 * finds it, and the bot's row says Ruwa, never 'Other'.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addPhotos, fillFirstSteps, jpeg, next, photosSettled, pick } from '../editor-flow';
import {
  completeProfile,
  openPage,
  sendWhatsApp,
  signInByLink,
  startJourney,
  words,
  type Journey,
} from './support';
import { checkScreen } from './screen-checks';

let journey: Journey;

beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

const SELLER = '263771800401';
const BUYER = '263719800401';
const TITLE = 'Hisense smart TV 40 inch';

describe("a seller in a town under 'Other'", () => {
  it('lists a TV in Ruwa, and a buyer asking the bot for a TV in Ruwa is shown Ruwa', async () => {
    const { context, page, watch } = await openPage(journey, 'phone');
    await signInByLink(journey, page, SELLER);
    await completeProfile(page, 'Chengetai Electronics', 'Harare');
    await page.getByRole('link', { name: 'Create Your First Listing' }).click();
    await fillFirstSteps(page, {
      title: TITLE,
      description: 'Smart TV with the remote, two years old, no scratches.',
      amount: '260',
      city: 'Other',
    });
    await addPhotos(page, [{ name: 'tv.jpg', buffer: await jpeg({ r: 40, g: 40, b: 60 }) }]);
    await photosSettled(page, 1);
    await next(page, 'Step 5 of 5');
    await pick(page, 'City', 'Select City', 'Other');
    const town = page.getByRole('textbox', { name: 'Town' });
    await town.fill('Ruwa');
    await checkScreen(page, 'other-town-location-phone');
    await page.getByRole('button', { name: 'Submit' }).click();
    const created = page.getByRole('dialog').filter({ hasText: 'Listing created!' });
    await created.waitFor({ timeout: 60_000 });
    await created.getByRole('button', { name: 'View My Listing' }).click();
    await page.getByRole('heading', { name: TITLE }).waitFor();
    await page.getByText('Ruwa', { exact: true }).first().waitFor();
    await checkScreen(page, 'other-town-detail-phone');
    watch.assertClean();
    await context.close();

    // The buyer, in English and in Shona: the row names the town the seller typed.
    for (const question of ['tv in Ruwa', 'ndiri kuda TV kuRuwa']) {
      const replies = await sendWhatsApp(journey, BUYER, question);
      const list = replies.find(
        (m) => (m.body.interactive as { type?: string } | undefined)?.type === 'list',
      );
      expect(list, `a list of results for "${question}"`).toBeTruthy();
      const said = words(list!);
      expect(said).toContain('Hisense smart TV');
      expect(said).toContain('$260.00 · Ruwa');
      expect(said).not.toMatch(/\bOther\b/);
    }
  });
});
