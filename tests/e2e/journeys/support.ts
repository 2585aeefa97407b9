/**
 * What every journey shares: the real server with WhatsApp credentials, whose Graph API is the
 * stand-in that records what the bot sends; WhatsApp messages delivered through the signed
 * webhook, as Meta delivers them; sign-in as a person does it (the link or the code from the
 * bot's message); and pages opened under the watch of screen-checks.ts.
 */
import { expect } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { FakeGraphApi, type SentMessage } from '../../support/fake-graph-api';
import { signedHeaders, textMessage } from '../../server/bot/payloads';
import { VIEWPORTS, launchBrowser, startServer, type ServerHandle } from '../harness';
import { createListing, type ApiSeller } from '../seller-data';
import { watchPage, type PageWatch } from './screen-checks';

export const APP_SECRET = 'journeys-app-secret';

export type ViewportName = keyof typeof VIEWPORTS;
export const BOTH_VIEWPORTS: ViewportName[] = ['phone', 'desktop'];

export interface Journey {
  server: ServerHandle;
  graph: FakeGraphApi;
  browser: Browser;
  close(): Promise<void>;
}

/** One server per journey file, reached the way WhatsApp reaches it in production. */
export async function startJourney(
  options: { admins?: string[]; seed?: boolean } = {},
): Promise<Journey> {
  const graph = new FakeGraphApi();
  const apiBase = await graph.start();
  const env: Record<string, string> = {
    WHATSAPP_TOKEN: 'journeys-token',
    WHATSAPP_PHONE_NUMBER_ID: '109876543210',
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_API_BASE: apiBase,
  };
  if (options.admins) env.ADMIN_PHONES = options.admins.join(',');
  const server = await startServer({ env, seed: options.seed ?? false });
  const browser = await launchBrowser();
  return {
    server,
    graph,
    browser,
    close: async () => {
      await browser.close();
      await server.close();
      await graph.stop();
    },
  };
}

/** The words of one message the bot sent, whatever its kind (text, list, buttons). */
export function words(message: SentMessage): string {
  const found: string[] = [];
  const walk = (value: unknown) => {
    if (typeof value === 'string') found.push(value);
    else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  walk(message.body.text ?? message.body.interactive ?? message.body.image ?? {});
  return found.join('\n');
}

/**
 * A person sends `text` to the bot from `phone`: the signed webhook delivery Meta would make.
 * Resolves with what the bot sent back once its replies stop coming.
 */
export async function sendWhatsApp(
  journey: Journey,
  phone: string,
  text: string,
): Promise<SentMessage[]> {
  const before = journey.graph.sentTo(phone).length;
  const body = JSON.stringify(textMessage(phone, text));
  const response = await fetch(`${journey.server.url}/api/webhooks/whatsapp`, {
    method: 'POST',
    headers: signedHeaders(body, APP_SECRET),
    body,
  });
  if (response.status !== 200) throw new Error(`the webhook answered ${response.status}`);
  const deadline = Date.now() + 30_000;
  while (journey.graph.sentTo(phone).length === before) {
    if (Date.now() > deadline) throw new Error(`the bot sent nothing to ${phone} within 30 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Several replies to one message go out one after another: wait for a quiet moment.
  let count = -1;
  while (count !== journey.graph.sentTo(phone).length) {
    count = journey.graph.sentTo(phone).length;
    await new Promise((resolve) => setTimeout(resolve, 400));
  }
  return journey.graph.sentTo(phone).slice(before);
}

export interface BotLogin {
  link: string;
  code: string;
}

/** Sends "Login" to the bot and reads the link and the code from the message it sent. */
export async function loginMessage(journey: Journey, phone: string): Promise<BotLogin> {
  const text = (await sendWhatsApp(journey, phone, 'Login')).map(words).join('\n');
  const link = /https?:\/\/\S+\/login\?token=[^\s)*]+/.exec(text)?.[0];
  const code = /\*(\d{4})\*/.exec(text)?.[1];
  if (!link || !code) throw new Error(`no link or code in the bot's message:\n${text}`);
  return { link, code };
}

/** Opens a page of its own at the viewport, watched for errors. */
export async function openPage(
  journey: Journey,
  viewport: ViewportName,
  options: { theme?: 'light' | 'dark'; serviceWorkers?: 'allow' | 'block' } = {},
): Promise<{ context: BrowserContext; page: Page; watch: PageWatch }> {
  const context = await journey.browser.newContext({
    serviceWorkers: options.serviceWorkers ?? 'allow',
    viewport: VIEWPORTS[viewport],
    // axe-core is injected as a script; the app's Content-Security-Policy would refuse it.
    bypassCSP: true,
    isMobile: viewport === 'phone',
    hasTouch: viewport === 'phone',
  });
  if (options.theme) {
    await context.addInitScript((mode) => localStorage.setItem('themeMode', mode), options.theme);
  }
  const page = await context.newPage();
  return { context, page, watch: watchPage(page, journey.server.url) };
}

/**
 * Sign-in by link, as a person does it: "Login" to the bot, then open the link it sent.
 * Resolves once the person sees where they land (My Listings or the profile to complete).
 */
export async function signInByLink(journey: Journey, page: Page, phone: string): Promise<void> {
  const { link } = await loginMessage(journey, phone);
  await page.goto(link);
  await landed(page);
}

/** Sign-in by code: "Login" to the bot, then the last 3 digits and the code on the screen. */
export async function signInByCode(journey: Journey, page: Page, phone: string): Promise<void> {
  const { code } = await loginMessage(journey, phone);
  await openCodeEntry(journey, page);
  await page.getByLabel('Last 3 digits of your number').fill(phone.slice(-3));
  await page.getByLabel('4-digit code').fill(code);
  await landed(page);
}

/** From the front page to the code-entry form, by the buttons a person taps. */
export async function openCodeEntry(journey: Journey, page: Page): Promise<void> {
  await page.goto(`${journey.server.url}/login`);
  await page.getByRole('link', { name: 'Sign in' }).first().click();
  await page.getByRole('link', { name: 'Already received a code? Enter it here' }).click();
}

/**
 * Where a signed-in person lands: the My Listings address, with the page or the profile to
 * complete first on the screen. Which of the two the journey expects, it checks itself.
 */
export async function landed(page: Page): Promise<void> {
  const listings = page.getByRole('heading', { name: 'My listings' });
  const profile = page.getByRole('dialog', { name: 'Complete Your Profile' });
  await listings.or(profile).first().waitFor({ timeout: 30_000 });
  expect(new URL(page.url()).pathname).toBe('/');
}

/** Fills the Complete Your Profile modal a first sign-in opens, and waits for it to close. */
export async function completeProfile(page: Page, name: string, city: string): Promise<void> {
  const modal = page.getByRole('dialog', { name: 'Complete Your Profile' });
  await modal.getByLabel('Marketplace Display Name').fill(name);
  await modal.getByLabel('City').click();
  await page.getByRole('option', { name: city }).click();
  await modal.getByRole('button', { name: 'Complete Profile' }).click();
  await modal.waitFor({ state: 'hidden' });
}

/** Follows a navigation link, opening the drawer first on a phone, as a person does. */
export async function navigateTo(page: Page, viewport: ViewportName, link: string): Promise<void> {
  if (viewport === 'phone') await page.getByRole('button', { name: 'Open navigation' }).click();
  await page.getByRole('link', { name: link, exact: true }).first().click();
}

/**
 * A seller who listed something before, set up as the app does it: the code from the bot's
 * message, the profile, then the listing (an appliance in Harare, no photos) through the API.
 */
export async function sellerWithListing(
  journey: Journey,
  phone: string,
  listing: { title: string; description: string; amount: number; displayName: string },
): Promise<ApiSeller> {
  const { code } = await loginMessage(journey, phone);
  const url = journey.server.url;
  const signedIn = await fetch(`${url}/api/users/verify-code`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ lastThreeDigits: phone.slice(-3), code }),
  });
  expect(signedIn.status).toBe(200);
  const { token, user } = (await signedIn.json()) as { token: string; user: { _id: string } };
  const profile = await fetch(`${url}/api/users/${user._id}`, {
    method: 'PATCH',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({
      _id: user._id,
      user: { displayName: listing.displayName, contactNumber: phone, city: 'harare' },
    }),
  });
  expect(profile.status).toBe(200);
  await createListing(
    url,
    { token, userId: user._id, phone },
    {
      title: listing.title,
      description: listing.description,
      type: 'electronics',
      subType: 'appliances',
      price: { type: 'fixed', amount: listing.amount },
      city: 'harare',
      features: [],
      images: [],
    },
  );
  return { token, userId: user._id, phone };
}
