/**
 * A seller WhatsApp knows only by their username (no phone, `from_user_id` alone), as walked:
 * "Login" to the bot, the link it sent opened in Chromium, the profile completed with a contact
 * number of their own, a listing created with a photo, then found by a buyer in the bot and
 * reached from its public page through the marketplace's chat, the contact number waiting to be
 * confirmed. At phone width; every screen passes axe-core.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SentMessage } from '../../support/fake-graph-api';
import { delivery, usernameUserValue } from '../../server/bot/cloud-api-fixtures';
import { signedHeaders } from '../../server/bot/payloads';
import { addPhotos, fillFirstSteps, jpeg, next, photosSettled, pick } from '../editor-flow';
import { APP_SECRET, landed, openPage, startJourney, words, type Journey } from './support';
import { checkScreen } from './screen-checks';

let journey: Journey;

beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

const SELLER = 'ZW.1502576394655843';
const BUYER = 'ZW.8807766554';
const TITLE = 'Panasonic smart TV 40 inch';

/** A username user writes to the bot; resolves with the bot's replies once they stop coming. */
async function writes(userId: string, text: string): Promise<SentMessage[]> {
  const before = journey.graph.sentTo(userId).length;
  const body = JSON.stringify(delivery([usernameUserValue(userId, text)]));
  const response = await fetch(`${journey.server.url}/api/webhooks/whatsapp`, {
    method: 'POST',
    headers: signedHeaders(body, APP_SECRET),
    body,
  });
  expect(response.status).toBe(200);
  await expect
    .poll(() => journey.graph.sentTo(userId).length, { timeout: 30_000 })
    .toBeGreaterThan(before);
  let count = -1;
  while (count !== journey.graph.sentTo(userId).length) {
    count = journey.graph.sentTo(userId).length;
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
  return journey.graph.sentTo(userId).slice(before);
}

describe('a seller with a WhatsApp username', () => {
  it('signs in by the bot’s link, lists a TV, and a buyer finds it and writes through the bot', async () => {
    const { context, page, watch } = await openPage(journey, 'phone');

    const login = (await writes(SELLER, 'Login')).map(words).join('\n');
    expect(login).toContain('in the first box');
    const link = /https?:\/\/\S+\/login\?token=[^\s)*]+/.exec(login)?.[0];
    expect(link).toBeTruthy();
    await page.goto(link!);
    await landed(page);

    // No phone to offer as the contact number: the seller gives one.
    const modal = page.getByRole('dialog', { name: 'Complete Your Profile' });
    await modal.waitFor();
    expect(await modal.getByLabel('Contact Number').inputValue()).toBe('');
    await checkScreen(page, 'username-seller-profile-phone');
    await modal.getByLabel('Marketplace Display Name').fill('Rudo Screens');
    await modal.getByLabel('Contact Number').fill('0772 123 456');
    await modal.getByLabel('City').click();
    await page.getByRole('option', { name: 'Harare' }).click();
    await modal.getByRole('button', { name: 'Complete Profile' }).click();
    await modal.waitFor({ state: 'hidden' });

    await landed(page);
    const first = page.getByRole('link', { name: 'Create Your First Listing' });
    await first.waitFor();
    await first.click();
    await fillFirstSteps(page, {
      title: TITLE,
      description: 'Smart TV with YouTube, wall bracket included.',
      amount: '280',
      city: 'Harare',
    });
    await addPhotos(page, [{ name: 'tv.jpg', buffer: await jpeg({ r: 40, g: 80, b: 120 }) }]);
    await photosSettled(page, 1);
    await next(page, 'Step 5 of 5');
    await pick(page, 'City', 'Select City', 'Harare');
    await page.getByRole('button', { name: 'Submit' }).click();
    const created = page.getByRole('dialog').filter({ hasText: 'Listing created!' });
    await created.waitFor({ timeout: 60_000 });
    await checkScreen(page, 'username-seller-created-phone');
    await created.getByRole('button', { name: 'View My Listing' }).click();
    await page.getByRole('heading', { name: TITLE }).waitFor();
    const listingId = new URL(page.url()).pathname.split('/').at(-1)!;

    // Until the contact number is confirmed, buyers write through the marketplace.
    await page.goto(`${journey.server.url}/profile`);
    const waiting = page.getByRole('alert').filter({ hasText: 'Confirm your contact number' });
    await waiting.waitFor();
    await expect
      .poll(() => waiting.innerText())
      .toContain('Buyers write to you through the marketplace on WhatsApp');
    await checkScreen(page, 'username-seller-profile-waiting-phone');

    // A buyer with a username too finds the TV in the bot.
    const found = (await writes(BUYER, 'panasonic tv')).map(words).join('\n');
    expect(found).toContain('Panasonic');
    expect(found).toMatch(/\$280/);

    // The public page's chat button opens the marketplace's chat naming the listing.
    const buyer = await openPage(journey, 'phone');
    await buyer.page.goto(`${journey.server.url}/l/${listingId}`);
    await buyer.page.getByRole('heading', { name: TITLE }).waitFor();
    await checkScreen(buyer.page, 'username-seller-public-phone');
    const chat = buyer.page.getByRole('link', { name: 'Chat with the seller on WhatsApp' });
    const href = new URL((await chat.getAttribute('href'))!, journey.server.url);
    const redirect = await fetch(href, { redirect: 'manual' });
    expect(redirect.status).toBe(302);
    const opened = new URL(redirect.headers.get('location')!);
    expect(opened.hostname).toBe('wa.me');
    const greeting = opened.searchParams.get('text')!;
    expect(greeting).toContain(`(ref ${listingId})`);
    buyer.watch.assertClean();
    await buyer.context.close();

    // What the buyer sends reaches the seller, addressed by their id.
    const before = journey.graph.sentTo(SELLER).length;
    const told = (await writes(BUYER, greeting)).map(words).join('\n');
    expect(told).toContain('I have passed your message on to the seller');
    await expect.poll(() => journey.graph.sentTo(SELLER).length).toBeGreaterThan(before);
    const passed = journey.graph.sentTo(SELLER).at(-1)!;
    expect(passed.body.recipient).toBe(SELLER);
    expect(words(passed)).toContain(`A buyer wrote about your listing “${TITLE}”`);

    watch.assertClean();
    await context.close();
  });
});
