/**
 * Signing in with the code from the bot's message, as walked: a wrong code says so and the right
 * one then signs in; wrong codes again and again end in the lockout message, which says how long
 * to wait, and then even the right code waits. At phone and desktop width.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_FAILURES_PER_SUFFIX } from '@/server/auth/constants';
import {
  BOTH_VIEWPORTS,
  landed,
  loginMessage,
  openCodeEntry,
  openPage,
  startJourney,
  type Journey,
} from './support';
import { checkScreen } from './screen-checks';

let journey: Journey;

beforeAll(async () => {
  journey = await startJourney();
});
afterAll(() => journey?.close());

/** Another 4-digit code than the right one. */
const wrong = (code: string, step = 1) => String((Number(code) + step) % 10_000).padStart(4, '0');
const VERIFY = [{ status: 401, path: /^\/api\/users\/verify-code$/ }];

describe('signing in with the code', () => {
  for (const viewport of BOTH_VIEWPORTS) {
    const phone = viewport === 'phone' ? '263771600111' : '263771600122';
    const lockedPhone = viewport === 'phone' ? '263771600133' : '263771600144';

    it(`says a wrong code is wrong, then signs in with the right one (${viewport})`, async () => {
      const { context, page, watch } = await openPage(journey, viewport);
      const { code } = await loginMessage(journey, phone);
      await openCodeEntry(journey, page);
      await checkScreen(page, `code-entry-${viewport}`);
      await page.getByLabel('Last 3 digits of your number').fill(phone.slice(-3));
      await watch.allowing(VERIFY, async () => {
        await page.getByLabel('4-digit code').fill(wrong(code));
        await page.getByText('Invalid code combination. Please try again.').waitFor();
      });
      await checkScreen(page, `code-wrong-${viewport}`);
      await page.getByLabel('4-digit code').fill(code);
      // A first sign-in: the profile comes first.
      await landed(page);
      await page.getByRole('dialog', { name: 'Complete Your Profile' }).waitFor();
      watch.assertClean();
      await context.close();
    });

    it(`locks the number out after repeated wrong codes and says how long to wait (${viewport})`, async () => {
      const { context, page, watch } = await openPage(journey, viewport);
      const { code } = await loginMessage(journey, lockedPhone);
      await openCodeEntry(journey, page);
      await page.getByLabel('Last 3 digits of your number').fill(lockedPhone.slice(-3));
      const codeField = page.getByLabel('4-digit code');
      const invalid = page.getByText('Invalid code combination. Please try again.');
      const lockout = page.getByText(/^Too many tries\. Please try again in \d+ minutes?\.$/);
      await watch.allowing(
        [...VERIFY, { status: 429, path: /^\/api\/users\/verify-code$/ }],
        async () => {
          // Each try is typed once the answer to the last one is on the screen.
          const answer = () =>
            page.waitForResponse((r) => r.url().endsWith('/api/users/verify-code'));
          for (let attempt = 1; attempt <= MAX_FAILURES_PER_SUFFIX; attempt++) {
            const answered = answer();
            await codeField.fill(wrong(code, attempt));
            if ((await answered).status() === 429) break;
            await invalid.waitFor();
            await codeField.fill('');
          }
          await codeField.fill(wrong(code, MAX_FAILURES_PER_SUFFIX + 1));
          await lockout.waitFor();
          await checkScreen(page, `code-lockout-${viewport}`);
          // The right code now waits too: the screen says so again, and nobody is signed in.
          await codeField.fill('');
          const refused = answer();
          await codeField.fill(code);
          expect((await refused).status()).toBe(429);
          await lockout.waitFor();
        },
      );
      expect(new URL(page.url()).pathname).toBe('/login');
      watch.assertClean();
      await context.close();
    });
  }
});
