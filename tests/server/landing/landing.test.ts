/**
 * The landing and the sign-in steps as the server's own HTML (GET /login), and code entry's plain
 * form (POST /login/code): the spec's words, buttons that are links, chat prompts that are wa.me
 * links, no inline script; the form signs in with no script at all (the session in the `token`
 * cookie, then on to /), and a refused try answers the page again with the reason.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLoginChallenge } from '@/server/auth';
import { CODE_TTL_MS, MAX_FAILURES_PER_SUFFIX } from '@/server/auth/constants';
import { CONTENT_SECURITY_POLICY } from '@/server/http/static-app';
import { suspendSeller } from '@/server/moderation';
import { createTestServer, type TestServer } from '../helpers';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ env: { MARKETPLACE_WHATSAPP_NUMBER: '263771234567' } });
});
afterAll(() => server?.close());

const page = async (path: string) => {
  const response = await server.request(path);
  return { response, html: await response.text() };
};

/** Sends the form as a browser does, from our own page unless told otherwise. */
const post = (fields: Record<string, string>, headers: Record<string, string> = {}) =>
  server.app.request('http://localhost/login/code', {
    method: 'POST',
    headers: {
      'Content-Type': 'application/x-www-form-urlencoded',
      'Sec-Fetch-Site': 'same-origin',
      ...headers,
    },
    body: new URLSearchParams(fields).toString(),
  });

const alertOf = (html: string) => /role="alert"[^>]*>([^<]*)</.exec(html)?.[1] ?? null;
const unescape = (text: string | null) => text?.replace(/&#39;/g, "'").replace(/&amp;/g, '&');

describe('GET /login', () => {
  it('answers the landing as HTML with the spec words, links for buttons and wa.me prompts', async () => {
    const { response, html } = await page('/login');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expect(html).toContain('<h1>List your items for free on our WhatsApp marketplace</h1>');
    for (const words of [
      'Let customers discover you on WhatsApp',
      'AI-powered discovery',
      'Direct customer chats',
      '100% Free',
      'How it works',
      'Always verify listings in person before you pay or travel.',
    ])
      expect(html).toContain(words);
    expect(html).toContain('<a class="btn md filled" href="/login?step=sign-in">Start Listing</a>');
    expect(html).toContain('<a class="btn md default" href="/login?step=sign-in">Sign in</a>');
    for (const prompt of ['Looking for a house in Harare', 'Looking for a plumber'])
      expect(html).toContain(
        `href="https://wa.me/263771234567?text=${encodeURIComponent(prompt)}"`,
      );
    expect(html).toContain(
      `href="https://wa.me/263771234567?text=${encodeURIComponent("Looking for men's t-shirts").replace(/'/g, '&#39;')}"`,
    );
    // Send Login to the number the chat uses, formatted as every phone number is shown, its
    // groups joined by no-break spaces so that it never breaks across lines.
    expect(html).toContain('Send Login to +263\u00A077\u00A0123\u00A04567 on WhatsApp.');
    expect(html).toContain('>+263\u00A077\u00A0123\u00A04567</a>');
    // No inline script: the Content-Security-Policy allows only files of our own.
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(html).not.toContain('/src/app/main');
  });

  it('answers each sign-in step, and leaves a sign-in link to the app', async () => {
    const signIn = await page('/login?step=sign-in');
    expect(signIn.html).toContain('<h2>Sign in with WhatsApp</h2>');
    expect(signIn.html).toContain('href="https://wa.me/263771234567?text=Login"');
    expect(signIn.html).toContain('href="/login?step=code">Already received a code? Enter it here');
    const code = await page('/login?step=code');
    expect(code.html).toContain('<form method="post" action="/login/code"');
    expect(code.html).toContain('<label for="suffix">Last 3 digits of your number</label>');
    expect(code.html).toContain('<label for="code">4-digit code</label>');
    expect(code.html).toContain('Back to WhatsApp login');
    // A sign-in link is the app's (no build here, so nothing answers it with a page).
    const link = await server.request('/login?token=abc');
    expect(link.headers.get('content-type') ?? '').not.toContain('text/html');
  });

  it('sends the page brotli-compressed to a browser that takes it', async () => {
    const response = await server.request('/login', { headers: { 'Accept-Encoding': 'gzip, br' } });
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Accept-Language');
  });
});

describe('where to go once signed in (next)', () => {
  const next = '/listings/new?draft=abc';
  const kept = `next=${encodeURIComponent(next)}`;

  it('carries a path of this site through the steps and the form', async () => {
    const landing = await page(`/login?${kept}`);
    expect(landing.html).toContain(`href="/login?step=sign-in&amp;${kept}">Start Listing`);
    const code = await page(`/login?step=code&${kept}`);
    expect(code.html).toContain(`<input type="hidden" name="next" value="${next}">`);
    expect(code.html).toContain(`href="/login?step=sign-in&amp;${kept}" data-back`);
    // Another site is never a next: the plain pages.
    const elsewhere = await page(`/login?next=${encodeURIComponent('//evil.example/x')}`);
    expect(elsewhere.html).toContain('href="/login?step=sign-in">Start Listing');
  });

  it('goes there after a sign-in by the form, and never to another site', async () => {
    const first = await issueLoginChallenge(server.db, '263710500808');
    const signedIn = await post({ lastThreeDigits: '808', code: first.code, next });
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.get('location')).toBe(next);
    const second = await issueLoginChallenge(server.db, '263710500909');
    const refused = await post({
      lastThreeDigits: '909',
      code: second.code,
      next: 'https://evil.example/',
    });
    expect(refused.headers.get('location')).toBe('/');
  });
});

describe('POST /login/code, the form without a script', () => {
  it('signs in with the right code: the session in the token cookie, then on to /', async () => {
    const challenge = await issueLoginChallenge(server.db, '263710500101');
    const response = await post({ lastThreeDigits: '101', code: challenge.code });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^token=[\w-]+; Max-Age=1296000; Path=\/; SameSite=Lax$/);
    // The cookie's session is a real one: the app fetches the seller with it.
    const token = /^token=([\w-]+)/.exec(cookie)![1]!;
    const dashboard = await server.request('/api/users/dashboard', {
      headers: { Cookie: `token=${token}` },
    });
    expect(dashboard.status).toBe(200);
    expect(((await dashboard.json()) as { user: { phone: string } }).user.phone).toBe(
      '263710500101',
    );
  });

  it('answers a wrong code with the page and the spec words, the digits of the phone kept', async () => {
    const challenge = await issueLoginChallenge(server.db, '263710500202');
    const wrong = challenge.code === '0000' ? '0001' : '0000';
    const response = await post({ lastThreeDigits: '202', code: wrong });
    expect(response.status).toBe(401);
    expect(response.headers.get('set-cookie')).toBeNull();
    const html = await response.text();
    expect(alertOf(html)).toBe('Invalid code combination. Please try again.');
    expect(html).toMatch(/id="suffix"[^>]*value="202"/);
    expect(html).toMatch(/id="code"[^>]*autofocus/);
  });

  it('answers an expired code as a wrong one', async () => {
    const past = new Date(Date.now() - CODE_TTL_MS - 1000);
    const challenge = await issueLoginChallenge(server.db, '263710500303', past);
    const response = await post({ lastThreeDigits: '303', code: challenge.code });
    expect(response.status).toBe(401);
    expect(alertOf(await response.text())).toBe('Invalid code combination. Please try again.');
  });

  it('locks the suffix out after repeated wrong codes and says for how long', async () => {
    const challenge = await issueLoginChallenge(server.db, '263710500404');
    const wrong = (n: number) => String((Number(challenge.code) + n) % 10_000).padStart(4, '0');
    for (let n = 1; n <= MAX_FAILURES_PER_SUFFIX; n++) {
      expect((await post({ lastThreeDigits: '404', code: wrong(n) })).status).toBe(401);
    }
    // Even the right code waits.
    const response = await post({ lastThreeDigits: '404', code: challenge.code });
    expect(response.status).toBe(429);
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(alertOf(await response.text())).toBe('Too many tries. Please try again in 15 minutes.');
  });

  it('says a code already used is used, not wrong', async () => {
    const challenge = await issueLoginChallenge(server.db, '263710500505');
    expect((await post({ lastThreeDigits: '505', code: challenge.code })).status).toBe(303);
    const again = await post({ lastThreeDigits: '505', code: challenge.code });
    expect(again.status).toBe(409);
    expect(alertOf(await again.text())).toBe(
      'This code has already been used. Please request a new one.',
    );
  });

  it("refuses a suspended seller's code with the reason", async () => {
    const seller = await server.signInAs('263710500606');
    // A code sent before the suspension.
    const challenge = await issueLoginChallenge(server.db, '263710500606');
    await suspendSeller(server.db, {
      sellerId: seller.user._id,
      reason: 'Fake adverts',
      adminPhone: '263770000001',
    });
    const response = await post({ lastThreeDigits: '606', code: challenge.code });
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
    expect(unescape(alertOf(await response.text()))).toContain(
      'Your account is suspended: Fake adverts.',
    );
  });

  it('answers digits of the wrong length with 422, counting no try', async () => {
    const response = await post({ lastThreeDigits: '12', code: '12a4' });
    expect(response.status).toBe(422);
    expect(alertOf(await response.text())).toBe('Invalid code combination. Please try again.');
  });

  it("refuses another site's form", async () => {
    const challenge = await issueLoginChallenge(server.db, '263710500707');
    const response = await post(
      { lastThreeDigits: '707', code: challenge.code },
      { 'Sec-Fetch-Site': 'cross-site', Origin: 'https://elsewhere.example' },
    );
    expect(response.status).toBe(403);
    expect(response.headers.get('set-cookie')).toBeNull();
    // The code was not spent.
    expect((await post({ lastThreeDigits: '707', code: challenge.code })).status).toBe(303);
  });
});
