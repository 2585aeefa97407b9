/**
 * Screenshots of the landing and the sign-in steps at 412x915 and 1280x800 (full page), with and
 * without the page's script, and of code entry showing the wrong-code message, for a person to
 * compare before and after a change:
 *
 *   npx vite build --logLevel warn && npx tsx scripts/landing-screens.ts after
 *
 * The pictures go to .tmp/landing-screens/<name>/ (git-ignored).
 */
import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { VIEWPORTS, launchBrowser, startServer } from '../tests/e2e/harness';

const folder = resolve(import.meta.dirname, '../.tmp/landing-screens', process.argv[2] ?? 'after');
const PAGES = { landing: '/login', 'sign-in': '/login?step=sign-in', code: '/login?step=code' };

async function main() {
  mkdirSync(folder, { recursive: true });
  const server = await startServer();
  const browser = await launchBrowser();
  try {
    for (const [size, viewport] of Object.entries(VIEWPORTS)) {
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser.newContext({ viewport, javaScriptEnabled });
        const page = await context.newPage();
        for (const [name, href] of Object.entries(PAGES)) {
          await page.goto(`${server.url}${href}`);
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(300);
          const file = `${name}-${size}${javaScriptEnabled ? '' : '-nojs'}.png`;
          await page.screenshot({ path: join(folder, file), fullPage: true });
          console.log(file);
        }
        if (javaScriptEnabled) {
          await page.getByLabel('Last 3 digits of your number').fill('999');
          await page.getByLabel('4-digit code').fill('0000');
          await page.getByText('Invalid code combination. Please try again.').waitFor();
          await page.screenshot({ path: join(folder, `code-wrong-${size}.png`) });
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await server.close();
  }
}

void main();
