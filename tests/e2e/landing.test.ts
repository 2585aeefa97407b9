/**
 * The landing and the sign-in steps in Chromium: the server's own HTML, which works with no
 * script at all (code entry a plain form that signs in and goes on into the app), and with its
 * one small script nothing of the app is fetched until the seller is on the way in; code entry
 * then moves on and sends itself; each step a history entry; the Install button only while the
 * browser offers installation; the service worker precaching the app once the page is idle.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import {
  VIEWPORTS,
  launchBrowser,
  requestLogin,
  screenshot,
  startServer,
  type ServerHandle,
} from './harness';
import { checkScreen } from './journeys/screen-checks';

const HEADLINE = 'List your items for free on our WhatsApp marketplace';
const WRONG = 'Invalid code combination. Please try again.';

let server: ServerHandle;
let browser: Browser;

beforeAll(async () => {
  server = await startServer();
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await server?.close();
});

/** A phone; `bypassCSP` lets the accessibility checks add axe-core to the page. */
const phoneContext = (options: { javaScriptEnabled?: boolean; bypassCSP?: boolean } = {}) =>
  browser.newContext({ viewport: VIEWPORTS.phone, isMobile: true, hasTouch: true, ...options });

/**
 * The pages exactly as a browser without scripts shows them (no script tag, what <noscript>
 * holds shown), in a context that can still run the accessibility checks.
 */
async function asWithoutScript(viewport: { width: number; height: number }) {
  const context = await browser.newContext({ viewport, bypassCSP: true });
  await context.route(/\/login(\/code)?(\?.*)?$/, async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const html = (await response.text())
      .replace(/<script[^>]*><\/script>/g, '')
      .replace(/<\/?noscript>/g, '');
    await route.fulfill({ response, body: html });
  });
  return context;
}

const wrongOf = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');

/** Every script the page asked for, by path. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * Offers installation the way Chromium does when its criteria are met (headless Chromium never
 * does): a cancellable `beforeinstallprompt` whose prompt() the page may call once.
 */
const offerInstall = (page: Page) =>
  page.evaluate(() => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    event.prompt = async () => {
      Reflect.set(window, 'prompted', Number(Reflect.get(window, 'prompted') ?? 0) + 1);
    };
    event.userChoice = Promise.resolve({ outcome: 'accepted' });
    window.dispatchEvent(event);
  });

describe('with no script at all', () => {
  it('shows the landing and each sign-in step, links for its buttons, passing the accessibility checks', async () => {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const context = await asWithoutScript(viewport);
      const page = await context.newPage();
      const scripts = scriptsOf(page);
      await page.goto(`${server.url}/login`);
      await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor();
      const start = page.getByRole('link', { name: 'Start Listing' });
      expect(await start.getAttribute('href')).toBe('/login?step=sign-in');
      const prompt = page.getByRole('link', { name: 'Looking for a plumber' });
      expect(await prompt.getAttribute('href')).toMatch(
        /^https:\/\/wa\.me\/\d+\?text=Looking%20for%20a%20plumber$/,
      );
      await checkScreen(page, `landing-nojs-${name}`);

      await start.click();
      await page.getByRole('heading', { name: 'Sign in with WhatsApp' }).waitFor();
      await checkScreen(page, `sign-in-nojs-${name}`);
      await page.getByRole('link', { name: 'Already received a code? Enter it here' }).click();
      await page.getByLabel('Last 3 digits of your number').waitFor();
      await checkScreen(page, `code-entry-nojs-${name}`);

      // A wrong code, sent with the form's own button: the server's page says so.
      await page.getByLabel('Last 3 digits of your number').fill('999');
      await page.getByLabel('4-digit code').fill('0000');
      await page.getByRole('button', { name: 'Sign in' }).click();
      await page.getByRole('alert').filter({ hasText: WRONG }).waitFor();
      await checkScreen(page, `code-wrong-nojs-${name}`);
      expect(scripts).toEqual([]);
      await context.close();
    }
  });

  it('signs in with the form: a wrong code says so, the right one goes into the app', async () => {
    const phone = '263779440101';
    const { code } = await requestLogin(server.url, phone);
    const context = await phoneContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(`${server.url}/login?step=code`);
    await page.getByLabel('Last 3 digits of your number').fill('101');
    await page.getByLabel('4-digit code').fill(wrongOf(code));
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.getByRole('alert').filter({ hasText: WRONG }).waitFor();
    // The digits of the phone stay; the code is typed again.
    expect(await page.getByLabel('Last 3 digits of your number').inputValue()).toBe('101');
    expect(await page.getByLabel('4-digit code').inputValue()).toBe('');

    await page.getByLabel('4-digit code').fill(code);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL((address) => address.pathname === '/');
    const cookies = await context.cookies();
    const session = cookies.find((cookie) => cookie.name === 'token');
    expect(session?.value).toMatch(/^[\w-]{20,}$/);

    // The same browser with its script on: the app knows the seller from the cookie alone.
    const withScript = await phoneContext();
    await withScript.addCookies(cookies);
    const app = await withScript.newPage();
    await app.goto(`${server.url}/`);
    await app.getByRole('dialog', { name: 'Complete Your Profile' }).waitFor();
    const stored = await app.evaluate(() =>
      JSON.parse(localStorage.getItem('currentUser') ?? '{}'),
    );
    expect(stored.phone).toBe(phone);
    await withScript.close();
    await context.close();
  });
});

describe('with its script', () => {
  it('fetches only its own small script, nothing of the app, and precaches the app once idle', async () => {
    // The real Content-Security-Policy: a script it refused would be a console error.
    const context = await phoneContext();
    const page = await context.newPage();
    const scripts = scriptsOf(page);
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    for (const step of ['', '?step=sign-in', '?step=code']) {
      await page.goto(`${server.url}/login${step}`);
      await page.waitForLoadState('networkidle');
    }
    expect(new Set(scripts).size).toBe(1);
    expect(scripts[0]).toMatch(/^\/assets\/landing-[\w-]+\.js$/);
    // The service worker the landing registered has the app's shell in its precache.
    const precached = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      for (const name of await caches.keys()) {
        const keys = await (await caches.open(name)).keys();
        if (keys.some((request) => new URL(request.url).pathname === '/index.html'))
          return keys.filter((request) => /\/assets\/index-.*\.js$/.test(request.url)).length;
      }
      return 0;
    });
    expect(precached).toBe(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('paints its text before any font is fetched, then takes Poppins for every weight', async () => {
    const context = await phoneContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    // Poppins arrives after the first paint, each weight the page uses.
    await expect
      .poll(() =>
        page.evaluate(() =>
          ['400', '500', '600', '700'].every((weight) =>
            [...document.fonts].some(
              (face) =>
                face.family === 'Poppins' && face.weight === weight && face.status === 'loaded',
            ),
          ),
        ),
      )
      .toBe(true);
    const { firstPaint, fonts } = await page.evaluate(() => ({
      firstPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
      fonts: performance
        .getEntriesByType('resource')
        .filter((entry) => entry.name.endsWith('.woff2'))
        .map((entry) => entry.startTime),
    }));
    expect(firstPaint).not.toBeNull();
    expect(fonts).toHaveLength(4);
    for (const started of fonts) expect(started).toBeGreaterThanOrEqual(firstPaint!);
    // The headline is set in Poppins once it has come.
    expect(
      await page.evaluate(() => document.fonts.check('700 30px Poppins', 'List your items')),
    ).toBe(true);
    await context.close();
  });

  it('moves on by itself, says a wrong code is wrong, then signs in with the right one', async () => {
    const phone = '263779440202';
    const { code } = await requestLogin(server.url, phone);
    const context = await phoneContext({ bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${server.url}/login?step=code`);
    const suffix = page.getByLabel('Last 3 digits of your number');
    const codeField = page.getByLabel('4-digit code');
    await suffix.pressSequentially('202');
    // Focus moved on to the code by itself.
    await expect
      .poll(() => codeField.evaluate((input) => input === document.activeElement))
      .toBe(true);
    await codeField.pressSequentially(wrongOf(code));
    await page.getByRole('alert').filter({ hasText: WRONG }).waitFor();
    expect(await codeField.inputValue()).toBe('');
    await checkScreen(page, 'code-wrong-phone');
    // The message clears itself after 5 seconds (spec).
    await page.getByRole('alert').waitFor({ state: 'detached', timeout: 8000 });
    await codeField.pressSequentially(code);
    await page.waitForURL((address) => address.pathname === '/');
    await page.getByRole('dialog', { name: 'Complete Your Profile' }).waitFor();

    // Signed in, the landing sends the seller on into the app.
    await page.goto(`${server.url}/login`);
    await page.waitForURL((address) => address.pathname === '/');
    await context.close();
  });

  it('goes landing -> sign-in -> code entry and back again with the browser Back', async () => {
    const context = await phoneContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await page.getByRole('heading', { name: 'Sign in with WhatsApp' }).waitFor();
    expect(new URL(page.url()).search).toBe('?step=sign-in');
    await page.getByRole('link', { name: 'Already received a code? Enter it here' }).click();
    await page.getByLabel('Last 3 digits of your number').waitFor();
    expect(new URL(page.url()).search).toBe('?step=code');

    await page.goBack();
    await page.getByRole('heading', { name: 'Sign in with WhatsApp' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor();
    await page.goForward();
    await page.getByRole('heading', { name: 'Sign in with WhatsApp' }).waitFor();

    // The in-page Back of code entry is a step back too, not a new entry.
    await page.getByRole('link', { name: 'Already received a code? Enter it here' }).click();
    await page.getByLabel('Last 3 digits of your number').waitFor();
    await page.getByRole('link', { name: 'Back to WhatsApp login' }).click();
    await page.getByRole('heading', { name: 'Sign in with WhatsApp' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor();
    await context.close();
  });

  it('shows Install app only when the browser offers installation, and prompts once', async () => {
    const context = await phoneContext();
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    const install = page.getByRole('button', { name: 'Install app' });
    expect(await install.isVisible()).toBe(false);

    await offerInstall(page);
    await install.waitFor();
    await screenshot(page, 'landing-install-phone');
    await install.click();
    await install.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => Reflect.get(window, 'prompted'))).toBe(1);
    await context.close();
  });
});
