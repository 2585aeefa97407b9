/**
 * Finishing in the app a listing begun in the WhatsApp chat, in Chromium at phone width: the
 * chat's link (`/listings/new?draft={id}`) leads a signed-out seller through sign-in and back to
 * the editor on that draft; the draft shows on My Listings as "Draft from WhatsApp", opens in the
 * wizard with its fields and photos filled in, is published, and becomes a normal listing.
 * The draft is written straight into the server's database, as the chat keeps it.
 */
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { openDatabase } from '@/server/db/client';
import { listingDrafts } from '@/server/db/schema';
import {
  VIEWPORTS,
  launchBrowser,
  requestLogin,
  sellerGet,
  startServer,
  type ServerHandle,
} from './harness';
import { checkScreen } from './journeys/screen-checks';
import { apiSignIn, photo, updateProfile, uploadPhoto, type ApiSeller } from './seller-data';

const PHONE = '263779920001';

let server: ServerHandle;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let seller: ApiSeller;
let draftId: string;
let photos: string[];

/** Writes the draft into the server's own database (stopped meanwhile: PGlite is one process). */
async function insertDraft(fields: Record<string, unknown>, images: string[]): Promise<string> {
  await server.stop();
  const database = await openDatabase({
    kind: 'pglite',
    dataDir: join(server.dataDir, 'pglite'),
  });
  try {
    const [row] = await database.db
      .insert(listingDrafts)
      .values({ sellerId: seller.userId, fields, images })
      .returning({ id: listingDrafts.id });
    return row!.id;
  } finally {
    await database.close();
    await server.restart();
  }
}

beforeAll(async () => {
  server = await startServer();
  seller = await apiSignIn(server.url, PHONE);
  await updateProfile(server.url, seller, {
    displayName: 'Farai Motors',
    contactNumber: PHONE,
    city: 'harare',
  });
  photos = [
    await uploadPhoto(server.url, seller, await photo({ r: 30, g: 120, b: 200 })),
    await uploadPhoto(server.url, seller, await photo({ r: 220, g: 180, b: 40 })),
  ];
  draftId = await insertDraft(
    {
      type: 'vehicle',
      subType: 'car',
      vehicleBrand: 'honda',
      modelYear: '2010',
      title: 'Honda Fit 2010',
      description: 'Honda Fit 2010 $4500 Avondale neg',
      price: { type: 'fixed', amount: 4500, isNegotiable: true },
      city: 'harare',
      neighborhood: 'avondale',
    },
    photos,
  );
  browser = await launchBrowser();
  context = await browser.newContext({
    viewport: VIEWPORTS.phone,
    isMobile: true,
    hasTouch: true,
    // axe-core is added to the page as a script.
    bypassCSP: true,
  });
  page = await context.newPage();
}, 180_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await server?.close();
});

async function until(check: () => Promise<boolean>, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error('condition not met in time');
}

async function expectPrefilled() {
  await page.getByText('Step 1 of 5').waitFor();
  expect(await page.getByRole('textbox', { name: 'Title' }).inputValue()).toBe('Honda Fit 2010');
  expect(await page.getByRole('textbox', { name: 'Description' }).inputValue()).toBe(
    'Honda Fit 2010 $4500 Avondale neg',
  );
}

describe('a draft begun in the chat', () => {
  it("leads a signed-out seller from the chat's link through sign-in to the editor on the draft", async () => {
    await page.goto(`${server.url}/listings/new?draft=${draftId}`);
    await page.waitForURL((address) => address.pathname === '/login');
    expect(new URL(page.url()).searchParams.get('next')).toBe(`/listings/new?draft=${draftId}`);
    const login = await requestLogin(server.url, PHONE);
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    await page.getByRole('button', { name: 'Already received a code? Enter it here' }).click();
    await page.getByLabel('Last 3 digits of your number').fill(PHONE.slice(-3));
    await page.getByLabel('4-digit code').fill(login.code);
    await page.waitForURL((address) => address.pathname === '/editor', { timeout: 30_000 });
    expect(new URL(page.url()).searchParams.get('draft')).toBe(draftId);
    await expectPrefilled();
  }, 120_000);

  it('shows on My Listings as "Draft from WhatsApp" (cards, a table wider), offline too', async () => {
    await page.goto(`${server.url}/`);
    const drafts = page.getByRole('region', { name: /Drafts from WhatsApp/ });
    await drafts.getByText('Draft from WhatsApp').waitFor();
    await drafts.getByRole('link', { name: 'Honda Fit 2010' }).waitFor();
    await checkScreen(page, 'chat-draft-my-listings-phone');
    // Wider, the drafts are a table, with the same label.
    await page.setViewportSize(VIEWPORTS.desktop);
    const table = drafts.getByRole('table');
    await table
      .getByRole('row', { name: /Honda Fit 2010/ })
      .getByText('Draft from WhatsApp')
      .waitFor();
    await table.getByRole('link', { name: 'Finish Honda Fit 2010' }).waitFor();
    await checkScreen(page, 'chat-draft-my-listings-desktop');
    await page.setViewportSize(VIEWPORTS.phone);
    // The last pulled drafts show without a connection.
    await context.setOffline(true);
    await page.reload();
    await page
      .getByRole('region', { name: /Drafts from WhatsApp/ })
      .getByText('Draft from WhatsApp')
      .waitFor();
    await context.setOffline(false);
    await page.reload();
  }, 120_000);

  it('opens in the wizard prefilled, is published, and becomes a normal listing', async () => {
    await page
      .getByRole('region', { name: /Drafts from WhatsApp/ })
      .getByRole('link', { name: 'Honda Fit 2010' })
      .click();
    await page.waitForURL((address) => address.pathname === '/editor');
    await expectPrefilled();
    await checkScreen(page, 'chat-draft-editor-phone');
    for (const step of ['Step 2 of 5', 'Step 3 of 5', 'Step 4 of 5']) {
      await page.getByRole('button', { name: 'Next' }).click();
      await page.getByText(step).waitFor();
    }
    // Its two photos from the chat are in the gallery.
    await page.getByRole('group', { name: 'Photo 2 of 2' }).waitFor();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByText('Step 5 of 5').waitFor();
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.getByText('Listing created!').waitFor({ timeout: 30_000 });

    const session = { server, seller };
    const listings = await sellerGet<{ _id: string; title: string; images: string[] }[]>(
      session,
      '/listings',
    );
    expect(listings.map((l) => ({ title: l.title, images: l.images }))).toEqual([
      { title: 'Honda Fit 2010', images: photos },
    ]);
    expect(await sellerGet<unknown[]>(session, '/drafts')).toEqual([]);

    await page.goto(`${server.url}/`);
    await page.getByRole('link', { name: 'Honda Fit 2010' }).first().waitFor();
    await until(
      async () => (await page.getByRole('region', { name: /Drafts from WhatsApp/ }).count()) === 0,
    );
    expect(await page.getByText('Draft from WhatsApp').count()).toBe(0);
    await checkScreen(page, 'chat-draft-published-phone');
  }, 180_000);

  it('is deleted only once the seller confirms, in a dialog that loads when first asked for', async () => {
    await insertDraft(
      {
        type: 'electronics',
        subType: 'phones',
        title: 'Samsung A12 phone',
        description: 'Samsung A12 $90 Borrowdale',
        price: { type: 'fixed', amount: 90 },
        city: 'harare',
      },
      [],
    );
    await page.goto(`${server.url}/`);
    const drafts = page.getByRole('region', { name: /Drafts from WhatsApp/ });
    await drafts.getByRole('link', { name: 'Samsung A12 phone' }).waitFor();
    const remove = drafts.getByRole('button', { name: 'Delete draft Samsung A12 phone' });
    await remove.click();
    const dialog = page.getByRole('dialog', { name: 'Delete this draft?' });
    await dialog.getByText('This cannot be undone.', { exact: false }).waitFor();
    await checkScreen(page, 'chat-draft-delete-phone');
    // Kept: the dialog closes and the draft stays, on the phone and on the server.
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await dialog.waitFor({ state: 'hidden' });
    const session = { server, seller };
    expect((await sellerGet<{ id: string }[]>(session, '/drafts')).length).toBe(1);
    // Wider, the drafts are a table with the same button, and the same dialog.
    await page.setViewportSize(VIEWPORTS.desktop);
    await drafts
      .getByRole('table')
      .getByRole('row', { name: /Samsung A12 phone/ })
      .waitFor();
    await remove.click();
    await dialog.getByRole('button', { name: 'Delete draft' }).waitFor();
    await checkScreen(page, 'chat-draft-delete-desktop');
    await dialog.getByRole('button', { name: 'Delete draft' }).click();
    await until(async () => (await drafts.count()) === 0);
    await until(async () => (await sellerGet<unknown[]>(session, '/drafts')).length === 0);
    await page.setViewportSize(VIEWPORTS.phone);
  }, 180_000);
});
