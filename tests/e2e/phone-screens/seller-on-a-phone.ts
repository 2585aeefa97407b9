/**
 * The seller the phone-screen tests look at: two listings (a sofa with a photo, a house with a long
 * title and a price range) on a fresh server, and Chromium signed in on a phone-sized page.
 */
import { afterAll, beforeAll } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import {
  VIEWPORTS,
  launchBrowser,
  signInWithCode,
  startServer,
  type ServerHandle,
} from '../harness';
import { apiSignIn, createListing, photo, updateProfile, uploadPhoto } from '../seller-data';

export const PHONE = '263772000404';
export const PHONE_SHOWN = '+263 77 200 0404';
export const MANSION =
  'Spacious four bedroom family house with borehole, solar and a double garage';
export const MANSION_PRICE = '$1,250,000.00 - $1,500,000.00';
export const SOFA = 'Three seater sofa';
export const DATE = /^[A-Z][a-z]{2} \d{1,2}, \d{4}$/;

/** Starts the server, the seller and the signed-in phone page before the file's tests; closes them after. */
export function sellerOnAPhone() {
  let server: ServerHandle;
  let browser: Browser;
  let context: BrowserContext;
  let page: Page;
  let sellerId = '';
  let sellerToken = '';
  let sofaPhoto = '';
  const ids = { mansion: '', sofa: '' };

  beforeAll(async () => {
    server = await startServer();
    const seller = await apiSignIn(server.url, PHONE);
    sellerId = seller.userId;
    sellerToken = seller.token;
    await updateProfile(server.url, seller, {
      displayName: 'Rudo Homes',
      contactNumber: '0772 000 404',
      city: 'harare',
    });
    const picture = await uploadPhoto(server.url, seller, await photo({ r: 60, g: 120, b: 180 }));
    sofaPhoto = picture;
    ids.sofa = (
      await createListing(server.url, seller, {
        type: 'furniture',
        subType: 'living',
        title: SOFA,
        description: 'Grey fabric, three years old.',
        features: ['Washable covers'],
        price: { type: 'fixed', amount: 350 },
        city: 'harare',
        images: [picture],
      })
    )._id;
    ids.mansion = (
      await createListing(server.url, seller, {
        type: 'real_estate',
        subType: 'house',
        realEstateDealType: 'sale',
        title: MANSION,
        description: 'On an acre, with a borehole and solar power.',
        price: { type: 'range', minAmount: 1_250_000, maxAmount: 1_500_000, isNegotiable: true },
        city: 'victoria_falls',
        images: [],
      })
    )._id;
    browser = await launchBrowser();
    context = await browser.newContext({ viewport: VIEWPORTS.phone });
    page = await context.newPage();
    await signInWithCode(page, server.url, PHONE);
  });

  afterAll(async () => {
    await context?.close();
    await browser?.close();
    await server?.close();
  });

  return {
    get server() {
      return server;
    },
    get browser() {
      return browser;
    },
    get context() {
      return context;
    },
    get page() {
      return page;
    },
    get sellerId() {
      return sellerId;
    },
    get sellerToken() {
      return sellerToken;
    },
    get sofaPhoto() {
      return sofaPhoto;
    },
    ids,
  };
}

/** Whether the element shows all of its text: nothing cut, nothing past the screen's edge. */
export async function shownWhole(locator: Locator, width: number) {
  const box = await locator.boundingBox();
  const fits = await locator.evaluate(
    (element) =>
      element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight,
  );
  return fits && box !== null && box.x >= 0 && box.x + box.width <= width;
}

/** The listings shown as cards (under 600 px), and the card of one listing. */
export const listingCards = (page: Page) => page.getByRole('list', { name: 'Listings' });
export const listingCard = (page: Page, title: string) =>
  listingCards(page)
    .getByRole('listitem')
    .filter({ has: page.getByRole('link', { name: title, exact: true }) });
export const mainNav = (target: Page) => target.getByRole('navigation', { name: 'Main' });
export const top = async (locator: Locator) => (await locator.boundingBox())!.y;
