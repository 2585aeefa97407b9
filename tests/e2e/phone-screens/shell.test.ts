/**
 * The app's shell on a phone: the current page marked in the header and the drawer, the offline
 * bar and the sync indicator, phones and dates as people write them, and the 404 page.
 */
import { describe, expect, it } from 'vitest';
import { VIEWPORTS, screenshot } from '../harness';
import { settled } from '../journeys/screen-checks';
import { DATE, PHONE_SHOWN, SOFA, mainNav, sellerOnAPhone } from './seller-on-a-phone';

const phone = sellerOnAPhone();
const serverListing = async (id: string) =>
  (await (
    await fetch(`${phone.server.url}/api/listings/${id}`, {
      headers: { Authorization: `Bearer ${phone.sellerToken}` },
    })
  ).json()) as { status: string };

describe('the app’s shell on a phone', () => {
  it('marks the current page in the header and the drawer, Settings included', async () => {
    const { server, page } = phone;
    await page.setViewportSize(VIEWPORTS.desktop);
    try {
      await page.goto(`${server.url}/`);
      const nav = mainNav(page);
      await nav.getByRole('link', { name: 'My Listings' }).waitFor();
      expect(
        await nav.getByRole('link', { name: 'My Listings' }).getAttribute('aria-current'),
      ).toBe('page');
      await nav.getByRole('link', { name: 'Settings' }).click();
      await page.waitForURL('**/settings');
      await expect
        .poll(() => nav.getByRole('link', { name: 'Settings' }).getAttribute('aria-current'))
        .toBe('page');
      expect(
        await nav.getByRole('link', { name: 'My Listings' }).getAttribute('aria-current'),
      ).toBeNull();
      expect(await nav.locator('[aria-current="page"]').count()).toBe(1);
    } finally {
      await page.setViewportSize(VIEWPORTS.phone);
    }

    await page.goto(`${server.url}/`);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const drawer = page.getByRole('dialog');
    const help = mainNav(page).getByRole('link', { name: 'Help' });
    await help.click();
    await page.waitForURL('**/help');
    await drawer.waitFor({ state: 'hidden' });
    await page.getByRole('button', { name: 'Open navigation' }).click();
    const current = mainNav(page).locator('[aria-current="page"]');
    await expect.poll(() => current.innerText()).toBe('Help');
    // It looks current too: filled, unlike the others.
    const background = (name: string) =>
      mainNav(page)
        .getByRole('link', { name })
        .evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background('Help')).not.toBe('rgba(0, 0, 0, 0)');
    expect(await background('Help')).not.toBe(await background('Profile'));
    // The drawer slides in; the picture shows it where it stops.
    await settled(page, drawer);
    await screenshot(page, 'phone-screens-drawer');
    await page.keyboard.press('Escape');
  });

  it('shows an offline bar on every screen, and the sync state within a second of reconnecting', async () => {
    const { server, context, page, ids } = phone;
    await page.goto(`${server.url}/listing/${ids.sofa}`);
    // An installed app: the service worker holds every screen's code, so the nav works offline.
    const controlled = await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
      return navigator.serviceWorker.controller !== null;
    });
    if (!controlled) await page.reload();
    await page.getByRole('heading', { name: SOFA, level: 1 }).waitFor();
    const bar = page.getByRole('status').filter({ hasText: 'You are offline' });
    // The header's sync indicator: a link to Settings named by the state it shows.
    const indicator = page.getByRole('banner').locator('a[href="/settings"][aria-label]');
    await expect.poll(() => indicator.getAttribute('aria-label')).toBe('All changes synced');

    await context.setOffline(true);
    try {
      await bar.waitFor();
      expect(await bar.innerText()).toBe(
        'You are offline. Changes are saved on this phone and sent when you reconnect.',
      );
      await expect.poll(() => indicator.getAttribute('aria-label')).toBe('Offline');
      // Another screen, reached by the nav while offline: the bar is there too.
      await page.getByRole('button', { name: 'Open navigation' }).click();
      await mainNav(page).getByRole('link', { name: 'Help' }).click();
      await page.waitForURL('**/help');
      await bar.waitFor();
      // Back to the listing (the app's own history, no network): a change made offline waits, and
      // the indicator says so.
      await page.goBack();
      await page.getByRole('heading', { name: SOFA, level: 1 }).waitFor();
      await page.getByRole('button', { name: 'Pause' }).click();
      await expect
        .poll(() => indicator.getAttribute('aria-label'))
        .toBe('1 change waiting to sync · Offline');
      await screenshot(page, 'phone-screens-offline');
    } finally {
      await context.setOffline(false);
    }
    const back = Date.now();
    await bar.waitFor({ state: 'detached', timeout: 1000 });
    await expect
      .poll(() => indicator.getAttribute('aria-label'), { timeout: 1000, interval: 50 })
      .not.toMatch(/Offline|not reachable/);
    await expect
      .poll(() => indicator.getAttribute('aria-label'), { timeout: 10_000 })
      .toBe('All changes synced');
    console.log(`sync indicator settled ${Date.now() - back} ms after reconnecting`);
    expect((await serverListing(ids.sofa)).status).toBe('paused');
    await page.getByRole('button', { name: 'Reactivate' }).click();
    await expect
      .poll(async () => (await serverListing(ids.sofa)).status, { timeout: 15_000 })
      .toBe('active');
    await expect
      .poll(() => indicator.getAttribute('aria-label'), { timeout: 10_000 })
      .toBe('All changes synced');
  });

  it('shows phones as +263 77 200 0404 and dates as on the table, with the time in Settings', async () => {
    const { server, page, ids } = phone;
    await page.goto(`${server.url}/settings`);
    await page.getByText(`Signed in as ${PHONE_SHOWN}.`, { exact: false }).waitFor();
    const updated = page.getByText('Last updated from the server:').locator('b');
    await expect
      .poll(() => updated.innerText())
      .toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}, \d{1,2}:\d{2}\s[AP]M$/);
    await page.goto(`${server.url}/profile`);
    await expect.poll(() => page.getByLabel('Login phone').inputValue()).toBe(PHONE_SHOWN);
    await page.goto(`${server.url}/listing/${ids.sofa}`);
    const listed = page.getByText('Listed on').locator('xpath=following-sibling::*[1]');
    expect(await listed.innerText()).toMatch(DATE);
  });

  it('shows the 404 page inside the shell', async () => {
    const { server, page } = phone;
    await page.goto(`${server.url}/no/such/page`);
    await page.getByRole('heading', { name: '404 - Page Not Found' }).waitFor();
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Open navigation' }).click();
    await mainNav(page).getByRole('link', { name: 'My Listings' }).waitFor();
    expect(await mainNav(page).locator('[aria-current="page"]').count()).toBe(0);
    // Escape closes the drawer once it has opened; one pressed while it slides in may be lost.
    await settled(page, page.getByRole('dialog'));
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
    await screenshot(page, 'phone-screens-404');
    await page.getByRole('link', { name: 'Back home' }).click();
    await page.getByRole('heading', { name: 'My listings' }).waitFor();
  });
});
