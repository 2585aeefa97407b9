/**
 * The admin's day, as walked: "Login" to the bot, tap the link, then the dashboard from the
 * navigation, every tab (by mouse and by keyboard; WhatsApp's figures too) and every modal, on a
 * marketplace in use (the demo data, and a buyer who just searched in the bot). At phone and
 * desktop width.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Locator, Page } from 'playwright-core';
import {
  BOTH_VIEWPORTS,
  completeProfile,
  navigateTo,
  openPage,
  sendWhatsApp,
  signInByLink,
  startJourney,
  words,
  type Journey,
  type ViewportName,
} from './support';
import { checkScreen } from './screen-checks';

const ADMINS = { phone: '263771900411', desktop: '263771900422' } as const;
const BUYER = '263719900433';
const LISTING = '4 Bedroom House in Borrowdale';

let journey: Journey;

beforeAll(async () => {
  journey = await startJourney({ admins: Object.values(ADMINS), seed: true });
  // A buyer finds a house in the bot and opens it: a conversation and a view to look at.
  const results = await sendWhatsApp(journey, BUYER, 'house borrowdale');
  // The list row is the title made to fit WhatsApp's 24 characters; the detail has it whole.
  expect(results.map(words).join('\n')).toContain('4 bed House Borrowdale');
  const detail = await sendWhatsApp(journey, BUYER, '1');
  expect(detail.map(words).join('\n')).toContain('4 Bedroom House');
});
afterAll(() => journey?.close());

async function openAdminFromNavigation(page: Page, viewport: ViewportName) {
  await navigateTo(page, viewport, 'Admin');
  await page.getByRole('group', { name: 'Total Listings' }).waitFor();
}

/**
 * A closed dialog gives the focus back to the row that opened it (a moment after the dialog is
 * gone), so a keyboard user carries on from where they were; the next key waits for it.
 */
async function focusReturnsTo(opener: Locator) {
  await expect.poll(() => opener.evaluate((row) => row === document.activeElement)).toBe(true);
}

describe('the admin dashboard', () => {
  for (const viewport of BOTH_VIEWPORTS) {
    it(`is reached by the link, and every tab and modal reads well (${viewport})`, async () => {
      const { context, page, watch } = await openPage(journey, viewport);
      await signInByLink(journey, page, ADMINS[viewport]);
      await completeProfile(page, 'Tariro Ncube', 'Harare');

      await openAdminFromNavigation(page, viewport);
      const listingsTab = page.getByRole('tab', { name: 'Listings' });
      expect(await listingsTab.getAttribute('aria-selected')).toBe('true');
      const listingsTable = page.getByRole('table', { name: 'Listings' });
      await listingsTable.getByRole('row').nth(1).waitFor();
      await checkScreen(page, `admin-listings-${viewport}`);

      // Who viewed a listing: the buyer who just opened it in the bot.
      await page.getByRole('searchbox', { name: 'Search' }).fill('Borrowdale');
      const listingRow = listingsTable.getByRole('row', { name: `Show views of ${LISTING}` });
      await listingRow.click();
      const views = page.getByRole('dialog', { name: `Views of ${LISTING}` });
      await views.getByRole('table', { name: 'Listing views' }).getByRole('row').nth(1).waitFor();
      await checkScreen(page, `admin-views-${viewport}`);
      await page.keyboard.press('Escape');
      await views.waitFor({ state: 'hidden' });
      await focusReturnsTo(listingRow);

      // The tabs are tabs: the arrow keys move between them and show each one's table.
      await listingsTab.focus();
      await page.keyboard.press('ArrowRight');
      const sellersTab = page.getByRole('tab', { name: 'Sellers' });
      await expect.poll(() => sellersTab.getAttribute('aria-selected')).toBe('true');
      expect(await sellersTab.evaluate((tab) => tab === document.activeElement)).toBe(true);
      await page.getByRole('table', { name: 'Sellers' }).getByRole('row').nth(1).waitFor();
      await checkScreen(page, `admin-sellers-${viewport}`);
      await page.keyboard.press('ArrowRight');
      const contactsTab = page.getByRole('tab', { name: 'Contacts' });
      await expect.poll(() => contactsTab.getAttribute('aria-selected')).toBe('true');
      const contactsTable = page.getByRole('table', { name: 'Contacts' });
      await contactsTable.getByRole('row').nth(1).waitFor();
      await checkScreen(page, `admin-contacts-${viewport}`);

      // A contact's conversation, as the bot recorded it.
      await page.getByRole('searchbox', { name: 'Search' }).fill(BUYER);
      // The number as the admin reads it: +263 71 990 0433.
      const shown = BUYER.replace(/^(\d{3})(\d{2})(\d{3})(\d{4})$/, '+$1 $2 $3 $4');
      const contactRow = contactsTable.getByRole('row', {
        name: `Show conversation with ${shown}`,
      });
      await contactRow.click();
      const conversation = page.getByRole('dialog', { name: `Conversation with ${shown}` });
      await conversation
        .getByRole('article')
        .getByText('house borrowdale', { exact: true })
        .waitFor();
      await checkScreen(page, `admin-conversation-${viewport}`);
      await page.keyboard.press('Escape');
      await conversation.waitFor({ state: 'hidden' });
      await focusReturnsTo(contactRow);

      // On to the moderation queue and the audit log, then home again: the arrow key wraps from
      // the last tab to the first.
      await contactsTab.focus();
      await page.keyboard.press('ArrowRight');
      const moderationTab = page.getByRole('tab', { name: 'Moderation' });
      await expect.poll(() => moderationTab.getAttribute('aria-selected')).toBe('true');
      await page.getByRole('table', { name: 'Open cases' }).waitFor();
      await page.keyboard.press('ArrowRight');
      const auditTab = page.getByRole('tab', { name: 'Audit' });
      await expect.poll(() => auditTab.getAttribute('aria-selected')).toBe('true');
      await page.getByRole('table', { name: 'Audit log' }).waitFor();
      // WhatsApp this month: templates by category with their estimated cost, and refusals.
      await page.keyboard.press('ArrowRight');
      const whatsappTab = page.getByRole('tab', { name: 'WhatsApp' });
      await expect.poll(() => whatsappTab.getAttribute('aria-selected')).toBe('true');
      const templates = page.getByRole('table', { name: 'Templates this month' });
      await templates.waitFor();
      expect(await templates.getByRole('rowheader').allInnerTexts()).toEqual([
        'Utility',
        'Marketing',
        'Authentication',
        'Estimated cost this month',
      ]);
      await checkScreen(page, `admin-whatsapp-${viewport}`);
      await page.keyboard.press('ArrowRight');
      await expect.poll(() => listingsTab.getAttribute('aria-selected')).toBe('true');

      watch.assertClean();
      await context.close();
    });
  }
});
