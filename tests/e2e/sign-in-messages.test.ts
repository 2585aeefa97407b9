/**
 * Every message of the sign-in screens, in Chromium against the real server: a wrong code, too
 * many tries (with the wait from Retry-After), no connection, a server that cannot be reached,
 * and a link that was already used or is unknown.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  VIEWPORTS,
  launchBrowser,
  requestLogin,
  screenshot,
  startServer,
  type ServerHandle,
} from './harness';

let server: ServerHandle;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await server?.close();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: VIEWPORTS.phone });
  contexts.push(context);
  return context.newPage();
}

/**
 * Opens code entry; `goto` waits for the page's load, so its script is running before the
 * connection is cut or the server's answer replaced (the cases below are about that answer).
 */
async function openCodeEntry(page: Page): Promise<void> {
  await page.goto(`${server.url}/login?step=code`);
  await page.getByLabel('Last 3 digits of your number').waitFor();
}

async function enterCode(page: Page, suffix: string, code: string): Promise<void> {
  await page.getByLabel('Last 3 digits of your number').fill(suffix);
  await page.getByLabel('4-digit code').fill(code);
}

const wrong = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
const alert = (page: Page) => page.getByRole('alert');

describe('the sign-in screen says what happened', () => {
  it('a wrong code', async () => {
    const phone = '263779880101';
    const { code } = await requestLogin(server.url, phone);
    const page = await newPage();
    await openCodeEntry(page);
    await enterCode(page, '101', wrong(code));
    await expect
      .poll(() => alert(page).textContent())
      .toBe('Invalid code combination. Please try again.');
    await screenshot(page, 'sign-in-wrong-code');
  });

  it('too many tries, and for how long', async () => {
    const phone = '263779880202';
    const { code } = await requestLogin(server.url, phone);
    // Five wrong codes for this suffix, as someone guessing would send them.
    for (let i = 0; i < 5; i++) {
      const response = await fetch(`${server.url}/api/users/verify-code`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ lastThreeDigits: '202', code: wrong(code) }),
      });
      expect(response.status).toBe(401);
    }
    const page = await newPage();
    await openCodeEntry(page);
    // Even the right code waits out the lock.
    await enterCode(page, '202', code);
    await expect
      .poll(() => alert(page).textContent())
      .toBe('Too many tries. Please try again in 15 minutes.');
    await screenshot(page, 'sign-in-too-many-tries');
  });

  it('no connection', async () => {
    const page = await newPage();
    await openCodeEntry(page);
    await page.context().setOffline(true);
    await enterCode(page, '303', '1234');
    await expect
      .poll(() => alert(page).textContent())
      .toBe('No connection. Check your internet connection and try again.');
    await screenshot(page, 'sign-in-no-connection');
    await page.context().setOffline(false);
  });

  it('the server could not be reached', async () => {
    const page = await newPage();
    await openCodeEntry(page);
    // Online, but nothing answers at the server's address.
    await page.route('**/api/users/verify-code', (route) => route.abort('connectionrefused'));
    await enterCode(page, '404', '1234');
    await expect
      .poll(() => alert(page).textContent())
      .toBe('The server could not be reached. Please try again in a moment.');
  });

  it('a link already used', async () => {
    const { link } = await requestLogin(server.url, '263779880505');
    const token = new URL(link!).searchParams.get('token')!;
    const first = await fetch(`${server.url}/api/users/token-auth`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(first.status).toBe(200);
    const page = await newPage();
    await page.goto(link!);
    await expect
      .poll(() => alert(page).textContent())
      .toBe('This login link has already been used. Please request a new one.');
    await screenshot(page, 'sign-in-link-used');
  });

  it('a link that is not one of ours', async () => {
    const page = await newPage();
    await page.goto(`${server.url}/login?token=${'x'.repeat(43)}`);
    await expect
      .poll(() => alert(page).textContent())
      .toBe('Invalid or expired login link. Please request a new one.');
  });
});
