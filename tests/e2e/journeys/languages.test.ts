/**
 * A seller who chats with the bot in Shona meets the app in Shona: the sign-in link carries the
 * chat's language, every screen of the walk speaks it (and says so to screen readers with `lang`),
 * a listing held for review says why, Settings switches to Ndebele, and the bot and another
 * device follow that choice; a sign-in link from a Shona or an Ndebele chat is verified, and
 * refused once spent, in that language. At 412 px, each screen passes the accessibility checks
 * and no word is cut off or pushes the page sideways.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { loginMessage, openPage, sendWhatsApp, startJourney, type Journey } from './support';
import type { PageWatch } from './screen-checks';
import {
  checkLanguageScreen,
  checkRefusedLink,
  checkVerifyingLink,
  documentLanguage,
} from './language-checks';
import { jpeg } from '../editor-flow';

let journey: Journey;

beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

const PHONE = '263771700611';

/** Follows a link of the phone's drawer, by its words in the language shown. */
async function openFromDrawer(page: Page, menu: string, link: string) {
  await page.getByRole('button', { name: menu }).click();
  await page.getByRole('dialog').getByRole('link', { name: link, exact: true }).click();
  await page.getByRole('dialog').waitFor({ state: 'hidden' });
}

/** A picker of the editor, named by its label in the language shown. */
async function pick(page: Page, field: string, dialog: string, option: string) {
  await page.getByRole('button', { name: new RegExp(`^${field} `) }).click();
  const modal = page.getByRole('dialog', { name: dialog });
  await modal.getByRole('button', { name: option, exact: true }).click();
  await modal.waitFor({ state: 'hidden' });
}

/** Next, then the step it leads to. */
async function nextStep(page: Page, step: string) {
  await page.getByRole('button', { name: 'Enderera', exact: true }).click();
  await page.getByText(step, { exact: true }).waitFor();
}

/**
 * The five steps of the editor in Shona, a listing created, and its page: each state checked.
 * Ends on the listing's page.
 */
async function createListingInShona(page: Page) {
  await page.getByRole('link', { name: 'Isa Chiziviso Chako Chekutanga' }).click();
  await page.getByRole('heading', { name: 'Isa Chiziviso' }).waitFor();
  await page.getByText('Danho 1 pa5', { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Enderera', exact: true }).click();
  await page.getByText('Izvi zvinodiwa').first().waitFor();
  await checkLanguageScreen(page, 'sn-editor-basic-errors-phone', 'sn');
  await pick(page, 'Rudzi rwechiziviso', 'Sarudza Rudzi rweChiziviso', 'Electronics');
  await page.getByRole('textbox', { name: 'Musoro' }).fill('TV yeSamsung 43 inch');
  await page.getByRole('textbox', { name: 'Tsananguro' }).fill('Inoshanda zvakanaka, ine remote.');
  await nextStep(page, 'Danho 2 pa5');
  await pick(page, 'Chikamu', 'Sarudza Chikamu', 'Tv');
  await checkLanguageScreen(page, 'sn-editor-details-phone', 'sn');
  await nextStep(page, 'Danho 3 pa5');
  await page.getByRole('textbox', { name: 'Rudzi rwemutengo' }).click();
  await page.getByRole('option', { name: 'Mutengo Wakatarwa' }).click();
  await page.getByRole('textbox', { name: 'Mari' }).fill('250');
  await page.getByLabel('Mutengo unotaurirana (Hazvimanikidzwi)').check();
  await checkLanguageScreen(page, 'sn-editor-pricing-phone', 'sn');
  await nextStep(page, 'Danho 4 pa5');
  await page.getByLabel('Isa mifananidzo').setInputFiles({
    name: 'tv.jpg',
    mimeType: 'image/jpeg',
    buffer: await jpeg({ r: 30, g: 60, b: 90 }),
  });
  await page.getByRole('group', { name: 'Mufananidzo 1 pa1' }).waitFor();
  await page.getByText('Unoratidzwa pamberi', { exact: true }).waitFor();
  await page.waitForFunction(() => !/Kudzvanya|Kukwidza/.test(document.body.innerText));
  await checkLanguageScreen(page, 'sn-editor-pictures-phone', 'sn');
  await nextStep(page, 'Danho 5 pa5');
  await pick(page, 'Guta', 'Sarudza Guta', 'Gweru');
  await checkLanguageScreen(page, 'sn-editor-location-phone', 'sn');
  await page.getByRole('button', { name: 'Tumira', exact: true }).click();
  await page.getByText('Chiziviso chaiswa!').waitFor({ timeout: 30_000 });
  const done = page.getByRole('dialog');
  await done.getByText('Chaiswa pamusika: vatengi vava kuchiwana paWhatsApp.').waitFor();
  await checkLanguageScreen(page, 'sn-editor-created-phone', 'sn');
  await done.getByRole('button', { name: 'Ona Chiziviso Changu' }).click();

  await page.getByRole('heading', { name: 'TV yeSamsung 43 inch' }).waitFor();
  await page.getByText('$250.00', { exact: true }).waitFor();
  await page.getByText('Mutengo unotaurirana', { exact: true }).waitFor();
  await page.getByRole('heading', { name: 'Zvizere' }).waitFor();
  await page.getByRole('button', { name: 'Nyora kuti chakatengwa' }).waitFor();
  await page.getByText('Mazuva 7 apfuura').waitFor();
  await checkLanguageScreen(page, 'sn-listing-phone', 'sn');
  await page.getByRole('button', { name: 'Bvisa', exact: true }).click();
  const confirm = page.getByRole('dialog', { name: 'Une chokwadi here?' });
  await confirm.waitFor();
  await confirm.getByRole('button', { name: 'Bvisa Chiziviso' }).waitFor();
  await checkLanguageScreen(page, 'sn-listing-delete-phone', 'sn');
  await confirm.getByRole('button', { name: 'Kanzura' }).click();
  await confirm.waitFor({ state: 'hidden' });
}

/**
 * The listing edited with words the marketplace holds for review: the dialog and the listing's
 * page say why in Shona. Starts and ends on the listing's page.
 */
async function holdByEditInShona(page: Page) {
  const why = 'Chingave nechimwe chinhu chisingabvumirwi pamusika: ona mitemo iri muRubatsiro.';
  await page.getByRole('link', { name: 'Chinja', exact: true }).click();
  await page
    .getByRole('textbox', { name: 'Tsananguro' })
    .fill('Inoshanda zvakanaka, ine remote. Ndinotengesawo mbanje.');
  await page.getByRole('button', { name: 'Chengeta Shanduko' }).click();
  const done = page.getByRole('dialog');
  await done.getByText('Chiziviso chagadziriswa!').waitFor({ timeout: 30_000 });
  await done.getByText(why, { exact: false }).waitFor();
  await checkLanguageScreen(page, 'sn-editor-held-phone', 'sn');
  await done.getByRole('button', { name: 'Ona Chiziviso Changu' }).click();
  await done.waitFor({ state: 'hidden' });
  const notice = page.getByRole('alert').filter({ hasText: 'Chiri kuongororwa' });
  await notice.waitFor();
  expect(await notice.textContent()).toContain(`Chikonzero: ${why}`);
  await checkLanguageScreen(page, 'sn-listing-held-phone', 'sn');
}

/**
 * Sign-in by code in Ndebele, as a browser set to Ndebele meets it: the landing, the sign-in
 * step, code entry, a wrong code refused in Ndebele, then the right one.
 */
async function signInInNdebele(journey: Journey, page: Page, watch: PageWatch, code: string) {
  await page.context().setExtraHTTPHeaders({ 'Accept-Language': 'nd-ZW,nd;q=0.9,en;q=0.5' });
  await page.goto(`${journey.server.url}/login`);
  await page
    .getByRole('heading', { name: 'Faka izinto zakho mahhala emakethe yethu ye-WhatsApp' })
    .waitFor();
  await checkLanguageScreen(page, 'nd-landing-phone', 'nd');
  await page.getByRole('link', { name: 'Ngena', exact: true }).first().click();
  await page.getByRole('heading', { name: 'Ngena nge-WhatsApp' }).waitFor();
  await checkLanguageScreen(page, 'nd-sign-in-phone', 'nd');
  await page.getByRole('link', { name: 'Usulitholile ikhodi? Yibhale lapha' }).click();
  await page.getByRole('heading', { name: 'Bhala ikhodi yakho' }).waitFor();
  await checkLanguageScreen(page, 'nd-code-entry-phone', 'nd');
  await page.getByLabel('Izinombolo ezi-3 zokucina zenombolo yakho').fill(PHONE.slice(-3));
  const wrong = code === '0000' ? '1111' : '0000';
  await watch.allowing([{ status: 401, path: /^\/api\/users\/verify-code$/ }], async () => {
    await page.getByLabel('Ikhodi yezinombolo ezi-4').fill(wrong);
    await page.getByRole('alert').getByText('Lezi zinombolo kazihambelani. Zama futhi.').waitFor();
  });
  await checkLanguageScreen(page, 'nd-code-wrong-phone', 'nd');
  await page.getByLabel('Ikhodi yezinombolo ezi-4').fill(code);
}

describe('the seller’s language', () => {
  it('a sign-in link verifies and is refused in the chat’s language: Shona, then Ndebele', async () => {
    const shonaPhone = '263771700612';
    await sendWhatsApp(journey, shonaPhone, 'ndiri kuda imba yekurenda kuHarare');
    const shona = await loginMessage(journey, shonaPhone);
    expect(new URL(shona.link).searchParams.get('lang')).toBe('sn');
    const first = await openPage(journey, 'phone');
    await checkVerifyingLink(first.page, shona.link, 'Kuongorora link...', 'sn');
    await first.page.getByRole('dialog', { name: 'Pedzisa Nezvako' }).waitFor();
    first.watch.assertClean();
    await first.context.close();
    await checkRefusedLink(
      journey,
      shona.link,
      'Link yekupinda iyi yakatoshandiswa. Kumbira imwe itsva.',
      'sn',
    );

    const ndebelePhone = '263771700613';
    await sendWhatsApp(journey, ndebelePhone, 'ngifuna indlu eBulawayo');
    const ndebele = await loginMessage(journey, ndebelePhone);
    expect(new URL(ndebele.link).searchParams.get('lang')).toBe('nd');
    const second = await openPage(journey, 'phone');
    await checkVerifyingLink(second.page, ndebele.link, 'Kuhlolwa ilinki...', 'nd');
    await second.page.getByRole('dialog', { name: 'Qedela Okumayelana Lawe' }).waitFor();
    expect(await documentLanguage(second.page)).toBe('nd');
    second.watch.assertClean();
    await second.context.close();
    await checkRefusedLink(
      journey,
      ndebele.link,
      'Ilinki yokungena le isisetshenzisiwe. Cela entsha.',
      'nd',
    );
  });

  it('follows the chat into the app, and a switch in Settings reaches the bot and another phone', async () => {
    await sendWhatsApp(journey, PHONE, 'ndiri kuda imba yekurenda kuHarare');
    const { link } = await loginMessage(journey, PHONE);
    expect(new URL(link).searchParams.get('lang')).toBe('sn');

    const { context, page, watch } = await openPage(journey, 'phone');
    await page.goto(link);
    const modal = page.getByRole('dialog', { name: 'Pedzisa Nezvako' });
    await modal.waitFor();
    await checkLanguageScreen(page, 'sn-complete-profile-phone', 'sn');
    await modal.getByLabel('Zita Rinoonekwa Pamusika').fill('Rudo Hair Studio');
    await modal.getByLabel('Guta').click();
    await page.getByRole('option', { name: 'Gweru' }).click();
    await modal.getByRole('button', { name: 'Pedzisa' }).click();
    await modal.waitFor({ state: 'hidden' });

    await page.getByRole('heading', { name: 'Zviziviso zvangu' }).waitFor();
    await page.getByRole('link', { name: 'Isa Chiziviso Chako Chekutanga' }).waitFor();
    await checkLanguageScreen(page, 'sn-listings-phone', 'sn');

    await createListingInShona(page);
    await holdByEditInShona(page);

    await openFromDrawer(page, 'Vhura menyu', 'Nezvangu');
    await page.getByRole('heading', { name: 'Nezvangu' }).waitFor();
    await page.getByLabel('Nhamba yekupinda nayo').waitFor();
    await checkLanguageScreen(page, 'sn-profile-phone', 'sn');

    await openFromDrawer(page, 'Vhura menyu', 'Rubatsiro');
    await page.getByRole('heading', { name: 'Vatengi vanowana sei zviziviso zvako' }).waitFor();
    await checkLanguageScreen(page, 'sn-help-phone', 'sn');

    await openFromDrawer(page, 'Vhura menyu', 'Zvirongwa');
    await page.getByRole('heading', { name: 'Mutauro' }).waitFor();
    await checkLanguageScreen(page, 'sn-settings-phone', 'sn');

    // Ndebele from Settings: at once here, then on the profile (the request the switch sends).
    const saved = page.waitForResponse(
      (response) => response.url().endsWith('/language') && response.request().method() === 'PUT',
    );
    await page.getByText('isiNdebele', { exact: true }).click();
    await page.getByRole('heading', { name: 'Ulimi' }).waitFor();
    expect((await saved).status()).toBe(200);
    await checkLanguageScreen(page, 'nd-settings-phone', 'nd');

    // Offline, the app keeps speaking Ndebele.
    await context.setOffline(true);
    await page.getByText('Kawula-inthanethi.', { exact: false }).waitFor();
    await checkLanguageScreen(page, 'nd-settings-offline-phone', 'nd');
    await context.setOffline(false);
    await page.getByText('Kawula-inthanethi.', { exact: false }).waitFor({ state: 'hidden' });

    // A reload keeps the choice on this phone.
    await page.reload();
    await page.getByRole('heading', { name: 'Izilungiselelo' }).waitFor();
    expect(await documentLanguage(page)).toBe('nd');
    watch.assertClean();
    await context.close();

    // The bot's next link is in Ndebele; another phone signing in by code opens in Ndebele.
    const second = await openPage(journey, 'phone');
    const again = await loginMessage(journey, PHONE);
    expect(new URL(again.link).searchParams.get('lang')).toBe('nd');
    await signInInNdebele(journey, second.page, second.watch, again.code);
    await second.page.getByRole('heading', { name: 'Izikhangiso zami' }).waitFor();
    await checkLanguageScreen(second.page, 'nd-listings-phone', 'nd');
    second.watch.assertClean();
    await second.context.close();
  });
});
