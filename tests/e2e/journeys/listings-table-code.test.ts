/**
 * My Listings' table code comes in a chunk of its own, fetched where a table is drawn. Walked as
 * a seller with listings does it on a first visit, from the bot's link: at 1280 px the listings
 * show as loading rows while the code is on its way, then as the table; where the code cannot be
 * fetched, as cards; at 412 px the page draws cards and never asks for the table's code. A
 * seller sorts the table by a column, whose sort button is named and hinted with the same words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { createListing } from '../seller-data';
import {
  landed,
  openPage,
  signInByLink,
  startJourney,
  type Journey,
  sellerWithListing as listedBefore,
} from './support';
import { checkScreen } from './screen-checks';

let journey: Journey;

beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

const TABLE_CODE = '**/assets/listings-table-*.js';

/** A seller who listed something before (support.ts). */
const sellerWithListing = (phone: string, title: string) =>
  listedBefore(journey, phone, {
    title,
    description: 'Two burners, with the gas bottle.',
    amount: 45,
    displayName: 'Rudo Electronics',
  });

/** The search box is the listings' own: what follows it is the table code's doing. */
const listingsShown = (page: Page) =>
  page.getByRole('textbox', { name: 'Search listings' }).waitFor();

describe('the listings table code', () => {
  it('shows loading rows while it comes, then the table (desktop)', async () => {
    const phone = '263771900411';
    const title = 'Gas stove, two plates';
    await sellerWithListing(phone, title);
    const { context, page, watch } = await openPage(journey, 'desktop');
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await context.route(TABLE_CODE, async (route) => {
      await held;
      await route.continue();
    });
    await signInByLink(journey, page, phone);
    await listingsShown(page);
    await page.getByRole('status', { name: 'Loading listings' }).waitFor();
    await checkScreen(page, 'table-code-loading-desktop');
    release();
    await page.getByRole('table').getByRole('row', { name: title }).waitFor();
    await checkScreen(page, 'table-code-table-desktop');
    watch.assertClean();
    await context.close();
  });

  it('sorts by a column, its button named and hinted with the same words (desktop)', async () => {
    const phone = '263771900444';
    const seller = await sellerWithListing(phone, 'Air fryer 4 litres');
    await createListing(journey.server.url, seller, {
      title: 'Gas stove, four plates',
      description: 'Four burners and an oven, two years old.',
      type: 'electronics',
      subType: 'appliances',
      price: { type: 'fixed', amount: 180 },
      city: 'harare',
      features: [],
      images: [],
    });
    const { context, page, watch } = await openPage(journey, 'desktop');
    await signInByLink(journey, page, phone);
    const table = page.getByRole('table');
    const titles = () =>
      table
        .getByRole('row')
        .evaluateAll((rows) =>
          rows.map((row) => row.getAttribute('aria-label')).filter((label) => label !== null),
        );
    await table.getByRole('row', { name: 'Air fryer 4 litres' }).waitFor();
    // Newest first.
    expect(await titles()).toEqual(['Gas stove, four plates', 'Air fryer 4 litres']);

    const sort = table.getByRole('button', { name: 'Sort by Listing ascending' });
    // Resting on the button shows its hint, in the words that name it.
    await sort.hover();
    await page.getByRole('tooltip', { name: 'Sort by Listing ascending' }).waitFor();
    await checkScreen(page, 'table-code-sort-hint-desktop');
    await sort.click();
    const sorted = table.getByRole('button', { name: 'Sorted by Listing ascending' });
    await sorted.waitFor();
    await page.getByRole('tooltip', { name: 'Sorted by Listing ascending' }).waitFor();
    expect(await titles()).toEqual(['Air fryer 4 litres', 'Gas stove, four plates']);
    await page.mouse.move(0, 0);
    await page.getByRole('tooltip').waitFor({ state: 'detached' });
    await checkScreen(page, 'table-code-sorted-desktop');
    watch.assertClean();
    await context.close();
  });

  it('shows the listings as cards when it cannot be fetched (desktop)', async () => {
    const phone = '263771900422';
    const title = 'Chest freezer 200 litres';
    await sellerWithListing(phone, title);
    const { context, page, watch } = await openPage(journey, 'desktop');
    await context.route(TABLE_CODE, (route) => route.abort('internetdisconnected'));
    await signInByLink(journey, page, phone);
    await listingsShown(page);
    await page.getByRole('list', { name: 'Listings' }).getByText(title).waitFor();
    expect(await page.getByRole('table').count()).toBe(0);
    await checkScreen(page, 'table-code-failed-desktop');
    watch.assertClean();
    await context.close();
  });

  it('draws cards without asking for it (phone)', async () => {
    const phone = '263771900433';
    const title = 'Solar panel 300 W';
    await sellerWithListing(phone, title);
    const { context, page, watch } = await openPage(journey, 'phone');
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/listings-table-/.test(request.url())) asked.push(request.url());
    });
    await signInByLink(journey, page, phone);
    await landed(page);
    await listingsShown(page);
    await page.getByRole('list', { name: 'Listings' }).getByText(title).waitFor();
    await checkScreen(page, 'table-code-cards-phone');
    expect(asked).toEqual([]);
    watch.assertClean();
    await context.close();
  });
});
