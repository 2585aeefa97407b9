/**
 * Installing from the landing, the page every seller arrives on (the server's own HTML, not the
 * app): Chromium's own verdict, with its manifest at the one address the landing, the app and the
 * service worker share, its icons there, and the worker the landing registered in control.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { chromium } from 'playwright-core';
import { VIEWPORTS, startServer, type ServerHandle } from './harness';
import { checkScreen } from './journeys/screen-checks';

const HEADLINE = 'List your items for free on our WhatsApp marketplace';

let server: ServerHandle;

beforeAll(async () => {
  server = await startServer();
});

afterAll(async () => {
  await server?.close();
});

interface AppManifest {
  url: string;
  errors: { message: string }[];
  /** The manifest as fetched. */
  data?: string;
}

describe('installing from /login', () => {
  it('is judged installable by Chromium: its manifest valid, the icons there, a worker in control', async () => {
    for (const [name, viewport] of Object.entries(VIEWPORTS)) {
      // Ordinary contexts are incognito, where nothing installs: a profile folder of its own.
      const profile = mkdtempSync(join(tmpdir(), 'landing-install-'));
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: '/usr/bin/chromium',
        args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-sync'],
        viewport,
        // Lets the accessibility checks add axe-core to the page.
        bypassCSP: true,
      });
      try {
        const page = context.pages()[0] ?? (await context.newPage());
        await page.goto(`${server.url}/login`);
        await page.evaluate(async () => {
          await navigator.serviceWorker.ready;
        });
        // The worker the landing registered controls the page from its next load.
        await page.reload();
        await page.getByRole('heading', { level: 1, name: HEADLINE }).waitFor();
        expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);

        const cdp = await context.newCDPSession(page);
        const manifest = (await cdp.send('Page.getAppManifest')) as AppManifest;
        expect(manifest.url).toBe(`${server.url}/manifest.webmanifest`);
        expect(manifest.errors).toEqual([]);
        const data = JSON.parse(manifest.data ?? '{}') as {
          id?: string;
          icons?: { src: string }[];
        };
        expect(data.id).toBe('/');
        const icons = data.icons ?? [];
        expect(icons.length).toBeGreaterThan(0);
        for (const icon of icons) {
          const answer = await fetch(new URL(icon.src, manifest.url));
          expect(answer.status, icon.src).toBe(200);
          expect(answer.headers.get('content-type'), icon.src).toBe('image/png');
        }
        const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
          installabilityErrors: { errorId: string }[];
        };
        expect(installabilityErrors).toEqual([]);

        // Its address never changes, so it is revalidated on every load.
        const served = await fetch(manifest.url);
        expect(served.headers.get('content-type')).toBe('application/manifest+json; charset=utf-8');
        expect(served.headers.get('cache-control')).toBe('no-cache');
        // The app links the same file, and its service worker precaches it there.
        const app = await (await fetch(`${server.url}/index.html`)).text();
        expect(app).toContain('<link rel="manifest" href="/manifest.webmanifest"');
        const worker = await (await fetch(`${server.url}/sw.js`)).text();
        expect(worker).toContain('"url":"manifest.webmanifest"');

        await checkScreen(page, `landing-installable-${name}`, { asShown: true });
      } finally {
        await context.close();
        rmSync(profile, { recursive: true, force: true });
      }
    }
  });
});
