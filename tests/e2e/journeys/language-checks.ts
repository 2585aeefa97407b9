/**
 * The checks of a screen in the seller's language: the document's `lang`, no word cut off, and
 * the checks every screen passes; and a sign-in link's screens (verifying it, refused once spent)
 * in the link's language.
 */
import { expect } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import { openPage, type Journey } from './support';
import { checkScreen } from './screen-checks';

/** The document's language, as a screen reader reads it. */
export const documentLanguage = (page: Page) => page.locator('html').getAttribute('lang');

/**
 * Words that do not fit their place: the page scrolling sideways, or a heading, button, link,
 * label or badge whose text is wider than its box and cut off.
 */
function clipped(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    if (document.documentElement.scrollWidth > window.innerWidth)
      found.push(`the page is ${document.documentElement.scrollWidth} px wide`);
    const selector =
      'h1, h2, h3, button, a, label, [class*="Badge-label"], [class*="SegmentedControl-label"]';
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if (element.closest('[data-truncate]') || element.getClientRects().length === 0) continue;
      const style = getComputedStyle(element);
      const hides =
        style.overflowX === 'hidden' ||
        style.overflowX === 'clip' ||
        style.textOverflow === 'ellipsis';
      if (hides && element.scrollWidth > element.clientWidth + 1)
        found.push(element.textContent?.trim() ?? element.tagName);
    }
    return found;
  });
}

export async function checkLanguageScreen(page: Page, name: string, language: string) {
  expect(await documentLanguage(page)).toBe(language);
  expect(await clipped(page), `words cut off on ${name}`).toEqual([]);
  await checkScreen(page, name);
}

/**
 * Opens a sign-in link with the server's answer held back, so the screen that verifies it stays
 * until it is checked; then lets the answer through.
 */
export async function checkVerifyingLink(
  page: Page,
  link: string,
  words: string,
  language: string,
) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/users/token-auth', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(link);
  await page.getByText(words, { exact: true }).waitFor();
  await page.getByRole('button', { name: 'Seller Dashboard' }).waitFor();
  await checkLanguageScreen(page, `${language}-verifying-link-phone`, language);
  const answered = page.waitForResponse('**/api/users/token-auth');
  release();
  await answered;
  await page.unrouteAll({ behavior: 'wait' });
}

/**
 * A link already spent, opened on another phone: the refusal in the link's language. The words
 * clear themselves after 5 s, so a check they did not outlast is made again on a fresh try.
 */
export async function checkRefusedLink(
  journey: Journey,
  link: string,
  words: string,
  language: string,
) {
  const { context, page, watch } = await openPage(journey, 'phone');
  const refusal: Locator = page.getByRole('alert').getByText(words, { exact: true });
  await watch.allowing([{ status: 401, path: /^\/api\/users\/token-auth$/ }], async () => {
    for (let attempt = 1; ; attempt += 1) {
      await page.goto(link);
      await refusal.waitFor();
      // Refused: the link leaves the address, and the sign-in step says how to get another.
      await page.waitForURL((url) => !url.searchParams.has('token'));
      await checkLanguageScreen(page, `${language}-link-refused-phone`, language);
      if ((await refusal.isVisible()) || attempt === 3) break;
    }
  });
  expect(await refusal.isVisible(), 'the refusal stayed up while it was checked').toBe(true);
  watch.assertClean();
  await context.close();
}
