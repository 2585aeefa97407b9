/**
 * Phone numbers as a new seller meets them, at phone and desktop width: the marketplace's chat
 * number never breaks across lines (the landing's cards, the sign-in step, the home card on My
 * Listings, Help), and Complete
 * Your Profile offers the login phone written as every screen writes phones, which is what it
 * saves.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import {
  BOTH_VIEWPORTS,
  navigateTo,
  openPage,
  signInByLink,
  startJourney,
  type Journey,
} from './support';
import { checkScreen } from './screen-checks';

const SELLERS = { phone: '263771900811', desktop: '263771900822' } as const;
/** The marketplace's chat number (MARKETPLACE_WHATSAPP_NUMBER's default), as screens show it. */
const CHAT_NUMBER = /\+263[\s\u00A0]77[\s\u00A0]123[\s\u00A0]4567/g;

let journey: Journey;

beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

/**
 * Every place the page shows the chat number, and on how many lines each is drawn (a Range over
 * just the number: its boxes' distinct tops).
 */
function chatNumberLines(page: Page): Promise<number[]> {
  return page.evaluate((source) => {
    const pattern = new RegExp(source, 'g');
    const lines: number[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const node = walker.currentNode as Text;
      for (const match of (node.textContent ?? '').matchAll(pattern)) {
        const range = document.createRange();
        range.setStart(node, match.index);
        range.setEnd(node, match.index + match[0].length);
        const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
        if (tops.size > 0) lines.push(tops.size);
      }
    }
    return lines;
  }, CHAT_NUMBER.source);
}

describe('phone numbers', () => {
  for (const viewport of BOTH_VIEWPORTS) {
    it(`keeps the chat number on one line and offers the contact number formatted (${viewport})`, async () => {
      const { context, page, watch } = await openPage(journey, viewport);
      const phone = SELLERS[viewport];

      await page.goto(`${journey.server.url}/login`);
      await page.getByText("Send 'Login'", { exact: true }).waitFor();
      const onLanding = await chatNumberLines(page);
      expect(onLanding.length).toBeGreaterThanOrEqual(2);
      expect(onLanding.every((lines) => lines === 1)).toBe(true);
      await checkScreen(page, `phone-numbers-landing-${viewport}`, { asShown: true });

      await page.getByRole('link', { name: 'Sign in' }).first().click();
      await page.getByRole('heading', { name: 'Sign in with WhatsApp' }).waitFor();
      const onSignIn = await chatNumberLines(page);
      expect(onSignIn.length).toBeGreaterThanOrEqual(1);
      expect(onSignIn.every((lines) => lines === 1)).toBe(true);

      // The login phone, offered as the contact number, as every screen writes it.
      await signInByLink(journey, page, phone);
      const modal = page.getByRole('dialog', { name: 'Complete Your Profile' });
      const shown = phone.replace(/^263(\d{2})(\d{3})(\d{4})$/, '+263 $1 $2 $3');
      expect(await modal.getByLabel('Contact Number').inputValue()).toBe(shown);
      await checkScreen(page, `phone-numbers-complete-profile-${viewport}`);
      await modal.getByLabel('Marketplace Display Name').fill(`Numbers ${viewport}`);
      await modal.getByLabel('City').click();
      await page.getByRole('option', { name: 'Gweru' }).click();
      await modal.getByRole('button', { name: 'Complete Profile' }).click();
      await modal.waitFor({ state: 'hidden' });

      // The home card: where buyers find the listings, the number on one line.
      await page.getByText('Available on WhatsApp', { exact: true }).waitFor();
      const onHome = await chatNumberLines(page);
      expect(onHome).toEqual([1]);
      await checkScreen(page, `phone-numbers-home-${viewport}`);

      // Saved as shown, and shown so on the profile.
      await navigateTo(page, viewport, 'Profile');
      await expect
        .poll(() => page.getByLabel('Contact Number').inputValue(), { timeout: 20_000 })
        .toBe(shown);

      await navigateTo(page, viewport, 'Help');
      await page.getByRole('heading', { name: 'Help Centre' }).waitFor();
      const onHelp = await chatNumberLines(page);
      expect(onHelp.length).toBeGreaterThanOrEqual(1);
      expect(onHelp.every((lines) => lines === 1)).toBe(true);
      await checkScreen(page, `phone-numbers-help-${viewport}`);
      watch.assertClean();
      await context.close();
    });
  }
});
