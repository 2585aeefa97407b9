/**
 * A contact number other than the login phone, as a seller meets it on a phone: saved on
 * Profile, it waits to be confirmed (the alert says buyers reach the login phone meanwhile, and
 * offers the CONFIRM message with its code); the number sends that message to the bot over
 * WhatsApp, the bot confirms, and when the seller comes back to the app the alert is gone.
 * Every state passes the accessibility checks.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  completeProfile,
  navigateTo,
  openPage,
  sendWhatsApp,
  signInByLink,
  startJourney,
  words,
  type Journey,
} from './support';
import { checkScreen } from './screen-checks';

const LOGIN = '263771800611';
const CONTACT = '263782400622';

let journey: Journey;

beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

describe("the seller's contact number", () => {
  it('waits on Profile until the number confirms itself over WhatsApp (phone)', async () => {
    const { context, page, watch } = await openPage(journey, 'phone');
    await signInByLink(journey, page, LOGIN);
    await completeProfile(page, 'Farai Auto Spares', 'Harare');

    await navigateTo(page, 'phone', 'Profile');
    await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
    const alert = page.getByRole('alert').filter({ hasText: 'Confirm your contact number' });
    // The login phone needs no confirming.
    expect(await alert.count()).toBe(0);

    await page.getByRole('textbox', { name: 'Contact Number', exact: true }).fill('078 240 0622');
    await page.getByRole('button', { name: 'Save Changes' }).click();
    await page.getByText('Profile updated successfully').waitFor();
    await alert.waitFor();
    await expect
      .poll(() => alert.innerText())
      .toMatch(
        /Buyers reach you on your login phone, \+263[\s\u00A0]77[\s\u00A0]180[\s\u00A0]0611, until \+263[\s\u00A0]78[\s\u00A0]240[\s\u00A0]0622 is confirmed\./,
      );
    const message = (await alert.locator('strong').first().innerText()).trim();
    expect(message).toMatch(/^CONFIRM \d{6}$/);
    // The button opens WhatsApp on the marketplace's number with the message typed in.
    const send = alert.getByRole('link', { name: 'Send it on WhatsApp' });
    const href = new URL((await send.getAttribute('href'))!);
    expect(href.searchParams.get('text')).toBe(message);
    await checkScreen(page, 'contact-check-waiting-phone');

    // The contact number sends it; the bot confirms.
    const replies = await sendWhatsApp(journey, CONTACT, message);
    expect(replies.map(words).join('\n')).toContain(
      "✅ Confirmed. Buyers of Farai Auto Spares's listings will now chat with you on this number.",
    );

    // Back in the app (opened again from the home screen): the alert is gone.
    await page.reload();
    await page.getByRole('heading', { name: 'Profile Settings' }).waitFor();
    // The profile as the device kept it is on the screen first; the server's answer then drops
    // the alert.
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Contact Number', exact: true }).inputValue())
      .toBe('+263 78 240 0622');
    await alert.waitFor({ state: 'detached', timeout: 20_000 });
    await checkScreen(page, 'contact-check-confirmed-phone');

    watch.assertClean();
    await context.close();
  });
});
