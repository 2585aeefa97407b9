/**
 * Sharing and the editor on a phone: the share menu inside a 360 px screen, Share on WhatsApp
 * first once a listing is created, the public page's hero photo, and the editor's step tabs at
 * desktop width.
 */
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import type { Locator } from 'playwright-core';
import { VIEWPORTS, screenshot, signInWithCode } from '../harness';
import { settled } from '../journeys/screen-checks';
import {
  addPhotos,
  fillFirstSteps,
  fillLocationAndSubmit,
  jpeg,
  photosSettled,
} from '../editor-flow';
import { PHONE, SOFA, sellerOnAPhone, shownWhole, top } from './seller-on-a-phone';

const phone = sellerOnAPhone();

describe('sharing a listing from a phone', () => {
  it('keeps the share menu inside a 360 px screen', async () => {
    const { server, browser, ids } = phone;
    const narrow = await browser.newContext({ viewport: { width: 360, height: 800 } });
    try {
      await narrow.addInitScript(() => {
        // Chromium on Linux has no share sheet; make sure of it whatever the build.
        delete (Navigator.prototype as { share?: unknown }).share;
      });
      const small = await narrow.newPage();
      await signInWithCode(small, server.url, PHONE);
      await small.goto(`${server.url}/listing/${ids.sofa}`);
      await small.getByRole('button', { name: 'Share' }).click();
      const menu = small.getByRole('menu');
      await small.getByRole('menuitem', { name: 'Share on WhatsApp' }).waitFor();
      // The menu pops in scaled down: measure it where it stops.
      await settled(small, menu);
      const box = (await menu.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.y).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(360);
      expect(box.y + box.height).toBeLessThanOrEqual(800);
      const address = menu.getByText(`/l/${ids.sofa}`);
      expect(await shownWhole(address, 360)).toBe(true);
      await screenshot(small, 'phone-screens-share-menu-360');
    } finally {
      await narrow.close();
    }
  });

  it('offers Share on WhatsApp first once a new listing is created', async () => {
    const { server, page } = phone;
    await page.goto(`${server.url}/editor`);
    await fillFirstSteps(page, {
      title: 'Hisense 43 inch TV',
      description: 'Smart TV with remote.',
      amount: '240',
      city: 'Harare',
    });
    await addPhotos(page, [{ name: 'tv.jpg', buffer: await jpeg({ r: 20, g: 40, b: 60 }) }]);
    await photosSettled(page, 1);
    await fillLocationAndSubmit(page, 'Harare');
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Listing created!').waitFor({ timeout: 30_000 });
    const share = dialog.getByRole('link', { name: 'Share on WhatsApp' });
    const href = (await share.getAttribute('href')) ?? '';
    expect(href).toMatch(/^https:\/\/wa\.me\/\?text=/);
    const text = decodeURIComponent(href.split('text=')[1]!);
    expect(text).toMatch(new RegExp(`^Hisense 43 inch TV ${server.url}/l/[\\w-]+$`));
    const view = dialog.getByRole('button', { name: 'View My Listing' });
    const again = dialog.getByRole('button', { name: 'Add Another Listing' });
    // The main action comes first and is the filled one.
    expect(await top(share)).toBeLessThan(await top(view));
    expect(await top(view)).toBeLessThan(await top(again));
    const background = (locator: Locator) =>
      locator.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(share)).not.toBe(await background(view));
    await screenshot(page, 'phone-screens-success');
    await view.click();
    await page.waitForURL(/\/listing\//);
    // The shared address is the listing's public page.
    const publicPath = new URL(text.split(' ').pop()!).pathname;
    expect(publicPath).toBe(`/l/${new URL(page.url()).pathname.split('/').pop()}`);
  });

  it('gives the public page a sharp hero photo and the marketplace’s own name', async () => {
    const { server, browser, ids, sofaPhoto } = phone;
    const response = await fetch(`${server.url}/l/${ids.sofa}`);
    const html = await response.text();
    expect(new TextEncoder().encode(html).length).toBeLessThan(8 * 1024);
    expect(response.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(html).not.toMatch(/<script/i);

    const visitor = await browser.newContext({ viewport: VIEWPORTS.phone, deviceScaleFactor: 2 });
    try {
      const buyer = await visitor.newPage();
      await buyer.goto(`${server.url}/l/${ids.sofa}`);
      expect(await buyer.locator('header').innerText()).toBe('Musika');
      expect(await buyer.title()).toBe(`${SOFA} | Musika`);
      expect(await buyer.content()).not.toMatch(/WhatsApp Marketplace/i);
      const hero = buyer.getByRole('img', { name: `${SOFA} photo 1` });
      await expect
        .poll(() => hero.evaluate((image: HTMLImageElement) => image.complete))
        .toBe(true);
      const shown = await hero.evaluate((image: HTMLImageElement) => ({
        src: image.currentSrc,
        width: image.getBoundingClientRect().width,
      }));
      // The full image (640 px wide here), not the 320 px thumbnail stretched over 380 px.
      expect(shown.src).toBe(`${server.url}/api/files/${sofaPhoto}`);
      const drawn = await sharp(
        Buffer.from(await (await fetch(shown.src)).arrayBuffer()),
      ).metadata();
      expect(drawn.width).toBe(640);
      expect(drawn.width).toBeGreaterThan(shown.width);
      await screenshot(buyer, 'phone-screens-public-page');
    } finally {
      await visitor.close();
    }
  });
});

describe('the edit mode’s step tabs at desktop width', () => {
  it('are spaced pills, the open step filled and named', async () => {
    const { server, page, ids } = phone;
    await page.setViewportSize(VIEWPORTS.desktop);
    try {
      await page.goto(`${server.url}/editor?id=${ids.sofa}`);
      const tabs = page.getByRole('tablist', { name: 'Listing steps' }).getByRole('tab');
      await expect.poll(() => tabs.count()).toBe(5);
      const boxes = await Promise.all((await tabs.all()).map((tab) => tab.boundingBox()));
      for (let i = 1; i < boxes.length; i += 1) {
        expect(boxes[i]!.x - (boxes[i - 1]!.x + boxes[i - 1]!.width)).toBeGreaterThanOrEqual(8);
      }
      const active = page.getByRole('tab', { selected: true });
      expect(await active.innerText()).toContain('Basic Information');
      const background = (locator: Locator) =>
        locator.evaluate((element) => getComputedStyle(element).backgroundColor);
      const pricing = page.getByRole('tab', { name: /Pricing/ });
      expect(await background(active)).not.toBe(await background(pricing));
      await pricing.click();
      await expect.poll(() => pricing.getAttribute('aria-selected')).toBe('true');
      await page.getByText('Step 3 of 5').first().waitFor();
      expect(await background(pricing)).not.toBe(
        await background(page.getByRole('tab', { name: /Basic Information/ })),
      );
      await screenshot(page, 'phone-screens-editor-tabs-desktop');
    } finally {
      await page.setViewportSize(VIEWPORTS.phone);
    }
  });
});
