/**
 * The sign-in link from the bot, as a seller gets it: "Login" sent on WhatsApp (a signed webhook
 * into the real server, whose replies go to a stand-in Graph API), the link read from what the
 * bot sent, then tapped in Chromium. The link is single-use: it must be sent to the server exactly
 * once and sign the seller in on the first tap, at phone and desktop width, on a first visit, with
 * the service worker in control, and when the link page is reloaded before it has signed in; and
 * a link this browser already signed in with is never sent again.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page, Request, Route } from 'playwright-core';
import { FakeGraphApi } from '../support/fake-graph-api';
import { signedHeaders, textMessage } from '../server/bot/payloads';
import { pullStored } from './device-store';
import { VIEWPORTS, launchBrowser, screenshot, startServer, type ServerHandle } from './harness';

const APP_SECRET = 'sign-in-link-secret';
const TOKEN_AUTH = '/api/users/token-auth';

let graph: FakeGraphApi;
let server: ServerHandle;
let browser: Browser;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  graph = new FakeGraphApi();
  const apiBase = await graph.start();
  server = await startServer({
    env: {
      WHATSAPP_TOKEN: 'sign-in-link-token',
      WHATSAPP_PHONE_NUMBER_ID: '109876543210',
      WHATSAPP_APP_SECRET: APP_SECRET,
      WHATSAPP_API_BASE: apiBase,
    },
  });
  browser = await launchBrowser();
});

afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
  await browser?.close();
  await server?.close();
  await graph?.stop();
});

/** Sends "Login" from `phone` through the signed webhook and reads the link the bot sent back. */
async function linkFromBot(phone: string): Promise<string> {
  const before = graph.sentTo(phone).length;
  const body = JSON.stringify(textMessage(phone, 'Login'));
  const response = await fetch(`${server.url}/api/webhooks/whatsapp`, {
    method: 'POST',
    headers: signedHeaders(body, APP_SECRET),
    body,
  });
  expect(response.status).toBe(200);
  await expect.poll(() => graph.sentTo(phone).length, { timeout: 30_000 }).toBeGreaterThan(before);
  const sent = graph.sentTo(phone).at(-1)!.body as { text?: { body?: string } };
  const link = /https?:\/\/\S+\/login\?token=[^\s)]+/.exec(sent.text?.body ?? '')?.[0];
  if (!link) throw new Error(`no sign-in link in what the bot sent:\n${JSON.stringify(sent)}`);
  expect(new URL(link).origin).toBe(server.url);
  return link;
}

interface Watched {
  page: Page;
  /** Every token-auth request the browser sent (the page's and its service worker's). */
  tokenAuth: Request[];
  /** Uncaught errors on the page. */
  errors: string[];
}

async function openBrowser(viewport: keyof typeof VIEWPORTS): Promise<Watched> {
  const context = await browser.newContext({ viewport: VIEWPORTS[viewport] });
  contexts.push(context);
  const tokenAuth: Request[] = [];
  context.on('request', (request) => {
    if (new URL(request.url()).pathname === TOKEN_AUTH) tokenAuth.push(request);
  });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return { page, tokenAuth, errors };
}

/** Opens the app once and waits until its service worker controls the page (as on a return). */
async function installApp(page: Page): Promise<void> {
  await page.goto(`${server.url}/login`);
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

const profileModal = (page: Page) => page.getByRole('dialog', { name: 'Complete Your Profile' });

/**
 * Signed in, on My Listings with the Complete Your Profile modal over it (a new seller), and it
 * stays so: no later answer signs the seller out.
 */
async function expectSignedInNewSeller(watched: Watched): Promise<void> {
  const { page } = watched;
  await page.waitForURL((address) => address.pathname === '/', { timeout: 30_000 });
  await profileModal(page).waitFor({ timeout: 30_000 });
  await expect.poll(() => page.getByLabel('Marketplace Display Name').isVisible()).toBe(true);
  // Anything still on its way would have come by now: the sign-in screen sends a second check of
  // the link (if it ever does) before it moves home, and home starts a pull with the session the
  // link gave, whose requests are the ones a 401 signs the seller out on. Once that pull is
  // stored (pulled after this page began to load) and every check of the link has its answer,
  // there is nothing left to come.
  await pullStored(page);
  await Promise.all(watched.tokenAuth.map((request) => request.response()));
  expect(new URL(page.url()).pathname).toBe('/');
  expect(await profileModal(page).isVisible()).toBe(true);
  expect(await page.getByText('This login link has already been used').count()).toBe(0);
  expect(watched.errors).toEqual([]);
}

async function tokenAuthAnswers(watched: Watched): Promise<number[]> {
  return Promise.all(
    watched.tokenAuth.map(async (request) => (await request.response())?.status() ?? 0),
  );
}

let nextPhone = 0;
const newPhone = (viewport: string) =>
  `26377930${viewport === 'phone' ? 1 : 2}${String(++nextPhone).padStart(3, '0')}`;

describe.each(['phone', 'desktop'] as const)('the sign-in link at %s width', (viewport) => {
  it('signs in on the first tap of a first visit, with one check of the link', async () => {
    const watched = await openBrowser(viewport);
    const link = await linkFromBot(newPhone(viewport));

    await watched.page.goto(link);
    await expectSignedInNewSeller(watched);
    expect(await tokenAuthAnswers(watched)).toEqual([200]);
    await screenshot(watched.page, `sign-in-link-${viewport}-first-visit`);

    // The page reloaded, and the same link tapped again in the chat: still signed in, and the
    // spent link is not sent again.
    await watched.page.reload();
    await expectSignedInNewSeller(watched);
    await watched.page.goto(link);
    await expectSignedInNewSeller(watched);
    expect(watched.tokenAuth).toHaveLength(1);
  });

  it('signs in on the first tap with the service worker in control', async () => {
    const watched = await openBrowser(viewport);
    await installApp(watched.page);
    const link = await linkFromBot(newPhone(viewport));

    await watched.page.goto(link);
    expect(await watched.page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(
      true,
    );
    await expectSignedInNewSeller(watched);
    expect(await tokenAuthAnswers(watched)).toEqual([200]);
  });

  it('signs in once when the link page is reloaded before it has signed in', async () => {
    const watched = await openBrowser(viewport);
    const { page } = watched;
    const link = await linkFromBot(newPhone(viewport));

    // The first load's check of the link is held in the browser (a slow connection) and the
    // seller, tired of waiting, reloads the page: that check never reaches the server.
    const held: Route[] = [];
    await page.route(`**${TOKEN_AUTH}`, async (route) => {
      if (held.length === 0) held.push(route);
      else await route.continue();
    });
    await page.goto(link);
    await page.getByText('Verifying link...').waitFor();
    await expect.poll(() => held.length).toBe(1);
    await page.reload();
    await expectSignedInNewSeller(watched);
    await held[0]!.abort().catch(() => undefined);
    const reachedServer = watched.tokenAuth.slice(1);
    expect(reachedServer).toHaveLength(1);
    expect(await reachedServer[0]!.response().then((answer) => answer?.status())).toBe(200);
  });
});
