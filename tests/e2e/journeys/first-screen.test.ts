/**
 * My Listings opened again shows the picture of the last visit at once (first-screen.ts), then
 * the page itself. Walked as a seller does it, from the bot's link: they see their listings, come
 * back later, and read their listing's title before the app's code has drawn anything; the
 * picture is hidden from assistive technology and takes no taps. On a shared phone, the next
 * seller never sees the last one's picture. At 1280 and 412 px, with axe, and once under the
 * app's own Content-Security-Policy.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { VIEWPORTS } from '../harness';
import {
  openPage,
  sellerWithListing as listedBefore,
  signInByLink,
  startJourney,
  type Journey,
} from './support';
import { checkScreen, watchPage } from './screen-checks';

let journey: Journey;

beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

/** A seller who listed something before (support.ts). */
const sellerWithListing = (phone: string, title: string) =>
  listedBefore(journey, phone, {
    title,
    description: 'Bought last year, hardly used.',
    amount: 320,
    displayName: 'Chipo Home',
  });

/** Every title a picture showed in this page, recorded as it is painted. */
const RECORD_PICTURES = `
  window.__pictures = [];
  new MutationObserver((changes) => {
    for (const change of changes)
      for (const node of change.addedNodes)
        if (node.id === 'first-screen') window.__pictures.push(node.textContent);
  }).observe(document, { childList: true, subtree: true });
`;
const picturesSeen = (page: Page) =>
  page.evaluate(() => (window as unknown as { __pictures: string[] }).__pictures);

/** Waits until the page has kept its picture (after a quiet second on the page). */
const pictureKept = (page: Page) =>
  page.waitForFunction(() => localStorage.getItem('firstScreen') !== null);

/**
 * The code of the My Listings page (the route chunk with its search box), held back until
 * `release`, as on a slow link; the app's shell and theme still start.
 */
async function holdListingsCode(context: BrowserContext, page: Page) {
  // Not from the page's memory of the last load either, which no route sees.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let seen = false;
  await context.route('**/assets/*.js', async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (body.includes('Search listings ...')) {
      seen = true;
      await held;
    }
    await route.fulfill({ response, body });
  });
  return { release, seen: () => seen };
}

describe('the picture of My Listings', () => {
  for (const viewport of ['desktop', 'phone'] as const) {
    it(`shows the last visit at once, then the page itself (${viewport})`, async () => {
      const phone = viewport === 'desktop' ? '263771900511' : '263771900522';
      const title = `Chest freezer, white (${viewport})`;
      await sellerWithListing(phone, title);
      // A browser tab where the app is not installed: its code comes over the link (an installed
      // app's service worker would answer from the phone, out of the test's reach).
      const { context, page, watch } = await openPage(journey, viewport, {
        serviceWorkers: 'block',
      });
      await signInByLink(journey, page, phone);
      await page.getByText(title).first().waitFor();
      await pictureKept(page);

      // Back later, on a slow link: the page's own code takes its time.
      const code = await holdListingsCode(context, page);
      await page.reload();
      const picture = page.locator('#first-screen');
      await picture.getByText(title).first().waitFor();
      expect(await picture.getAttribute('aria-hidden')).toBe('true');
      expect(await picture.evaluate((layer) => (layer as HTMLElement).inert)).toBe(true);
      // Nothing of it is offered to assistive technology, and it takes no taps.
      expect(await page.getByRole('row', { name: title }).count()).toBe(0);
      expect(await page.getByRole('listitem').filter({ hasText: title }).count()).toBe(0);
      // The app has not started: the picture is checked in the theme it was kept in.
      await checkScreen(page, `first-screen-picture-${viewport}`, { asShown: true });
      expect(code.seen()).toBe(true);

      code.release();
      const own =
        viewport === 'desktop'
          ? page.getByRole('table').getByRole('row', { name: title })
          : page.getByRole('list', { name: 'Listings' }).getByText(title);
      await own.waitFor();
      expect(await picture.count()).toBe(0);
      expect(
        await page.locator('#root').evaluate((root) => getComputedStyle(root).visibility),
      ).toBe('visible');
      // The page's own search box takes the seller's typing.
      await page.getByRole('textbox', { name: 'Search listings' }).fill('freezer');
      await own.waitFor();
      await checkScreen(page, `first-screen-page-${viewport}`);
      watch.assertClean();
      await context.close();
    });
  }

  it('is painted under the app’s own policy, and never for the next seller on the phone', async () => {
    const first = '263771900533';
    const second = '263771900544';
    const title = 'Microwave oven 20 litres';
    await sellerWithListing(first, title);
    // No bypass of the Content-Security-Policy here: the picture must work under it.
    const context = await journey.browser.newContext({ viewport: VIEWPORTS.desktop });
    await context.addInitScript({ content: RECORD_PICTURES });
    const page = await context.newPage();
    const watch = watchPage(page, journey.server.url);
    await signInByLink(journey, page, first);
    await page.getByRole('table').getByRole('row', { name: title }).waitFor();
    await pictureKept(page);

    await page.reload();
    await page.getByRole('table').getByRole('row', { name: title }).waitFor();
    expect(await picturesSeen(page)).toEqual([expect.stringContaining(title)]);

    // Signed out: the picture of the first seller's listings is gone from the phone.
    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('menu').getByRole('menuitem', { name: 'Sign out' }).click();
    await page.waitForURL((address) => address.pathname === '/login');
    expect(await page.evaluate(() => localStorage.getItem('firstScreen'))).toBeNull();

    await signInByLink(journey, page, second);
    await page.reload();
    await page.getByRole('heading', { name: 'My listings' }).waitFor();
    expect(await picturesSeen(page)).toEqual([]);
    expect(await page.getByText(title).count()).toBe(0);
    watch.assertClean();
    await context.close();
  });
});
