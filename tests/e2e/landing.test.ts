/**
 * The public landing and sign-in steps in Chromium: painted from the prerendered HTML before any
 * script runs, then hydrated in place (the same elements, no console errors); each step a
 * history entry so Back returns to the previous one; the Install button only while the browser
 * offers installation.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { VIEWPORTS, launchBrowser, screenshot, startServer, type ServerHandle } from './harness';

const HEADLINE = 'List your items for free on our WhatsApp marketplace';

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

/** Whether React has taken over the element (it tags the nodes it hydrates or renders). */
const isReact = (page: Page, selector: string) =>
  page.evaluate((sel) => {
    const node = document.querySelector(sel);
    return Boolean(node && Object.keys(node).some((key) => key.startsWith('__reactFiber')));
  }, selector);

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

describe('the prerendered landing', () => {
  it('paints the landing and each sign-in step with no script at all', async () => {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      const context = await browser.newContext({ viewport, javaScriptEnabled: false });
      const page = await context.newPage();
      await page.goto(`${server.url}/login`);
      await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor();
      expect(await page.getByRole('button', { name: 'Start Listing' }).isVisible()).toBe(true);
      await screenshot(page, `landing-prerendered-${name}`);

      await page.goto(`${server.url}/login?step=sign-in`);
      await page.getByRole('heading', { name: 'Sign in with WhatsApp' }).waitFor();
      await screenshot(page, `sign-in-prerendered-${name}`);

      await page.goto(`${server.url}/login?step=code`);
      await page.getByLabel('Last 3 digits of your number').waitFor();
      await screenshot(page, `code-entry-prerendered-${name}`);
      await context.close();
    }
  });

  it('hydrates the painted page in place, without errors', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    // Keep the headline the HTML painted, before any of the app's scripts runs.
    await page.addInitScript(() => {
      document.addEventListener('readystatechange', () => {
        if (document.readyState === 'interactive') {
          Reflect.set(window, 'painted', document.querySelector('h1'));
        }
      });
    });
    await page.goto(`${server.url}/login`);
    await page.waitForFunction(() => {
      const h1 = document.querySelector('h1');
      return h1 && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
    });
    const same = await page.evaluate(
      () => Reflect.get(window, 'painted') === document.querySelector('h1'),
    );
    expect(same).toBe(true);
    expect(await isReact(page, '#root footer')).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('sign-in steps in the history', () => {
  it('goes landing -> sign-in -> code entry and back again with the browser Back', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    await page.getByRole('button', { name: 'Sign in' }).first().click();
    await page.getByRole('heading', { name: 'Sign in with WhatsApp' }).waitFor();
    expect(new URL(page.url()).search).toBe('?step=sign-in');
    await page.getByRole('button', { name: 'Already received a code? Enter it here' }).click();
    await page.getByLabel('Last 3 digits of your number').waitFor();
    expect(new URL(page.url()).search).toBe('?step=code');

    await page.goBack();
    await page.getByRole('heading', { name: 'Sign in with WhatsApp' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor();
    await page.goForward();
    await page.getByRole('heading', { name: 'Sign in with WhatsApp' }).waitFor();

    // The in-page Back of code entry is a step back too, not a new entry.
    await page.getByRole('button', { name: 'Already received a code? Enter it here' }).click();
    await page.getByRole('button', { name: 'Back to WhatsApp login' }).click();
    await page.getByRole('heading', { name: 'Sign in with WhatsApp' }).waitFor();
    await page.goBack();
    await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor();
    await context.close();
  });
});

describe('the Install button', () => {
  it('appears on the landing only when the browser offers installation, and prompts once', async () => {
    const context = await browser.newContext({ viewport: VIEWPORTS.phone });
    const page = await context.newPage();
    await page.goto(`${server.url}/login`);
    const install = page.getByRole('button', { name: 'Install app' });
    await page.waitForFunction(() => {
      const h1 = document.querySelector('h1');
      return h1 && Object.keys(h1).some((key) => key.startsWith('__reactFiber'));
    });
    expect(await install.count()).toBe(0);

    await offerInstall(page);
    await install.waitFor();
    await screenshot(page, 'landing-install-phone');
    await install.click();
    await install.waitFor({ state: 'detached' });
    expect(await page.evaluate(() => Reflect.get(window, 'prompted'))).toBe(1);
    await context.close();
  });
});
