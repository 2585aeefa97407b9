/**
 * The landing and the sign-in steps answer in the visitor's language: the link's (`?lang=`), else
 * the browser's (`Accept-Language`), else English, with `lang` on the document; the steps keep
 * the language in their links, a refused code or a lockout answers in the form's language, and
 * the form carries every word the page's script shows, in that language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANDING_COPY } from '@/domain/landing-languages';
import { MAX_FAILURES_PER_SUFFIX } from '@/server/auth/constants';
import { issueLoginChallenge } from '@/server/auth';
import { createTestServer, type TestServer } from '../helpers';

let server: TestServer;

beforeAll(async () => {
  server = await createTestServer({ env: { MARKETPLACE_WHATSAPP_NUMBER: '263771234567' } });
});
afterAll(() => server?.close());

const page = async (path: string, headers: Record<string, string> = {}) => {
  const response = await server.app.request(`http://localhost${path}`, { headers });
  return { response, html: await response.text() };
};

const langOf = (html: string) => /<html lang="([a-z]+)"/.exec(html)?.[1];

describe('the landing’s language', () => {
  it('is the link’s: Shona words, lang="sn", and the steps keep it', async () => {
    const { response, html } = await page('/login?lang=sn', { 'Accept-Language': 'nd' });
    expect(langOf(html)).toBe('sn');
    expect(html).toContain(`<h1>${LANDING_COPY.sn.headline}</h1>`);
    expect(html).toContain('href="/login?step=sign-in&amp;lang=sn">Tanga Kuisa</a>');
    expect(html).not.toContain('List your items for free');
    expect(response.headers.get('vary')).toContain('Accept-Language');
  });

  it('is the browser’s without one, else English', async () => {
    const ndebele = await page('/login?step=code', { 'Accept-Language': 'nd-ZW, en;q=0.8' });
    expect(langOf(ndebele.html)).toBe('nd');
    expect(ndebele.html).toContain(`<label for="suffix">${LANDING_COPY.nd.suffixLabel}</label>`);
    expect(ndebele.html).toContain('<input type="hidden" name="lang" value="nd">');
    const english = await page('/login', { 'Accept-Language': 'fr-FR' });
    expect(langOf(english.html)).toBe('en');
    expect(english.html).toContain('<h1>List your items for free on our WhatsApp marketplace</h1>');
    expect(english.html).not.toContain('name="lang"');
  });

  it('answers a wrong code in the language the form was shown in', async () => {
    const response = await server.app.request('http://localhost/login/code', {
      method: 'POST',
      headers: {
        'Content-Type': 'application/x-www-form-urlencoded',
        'Sec-Fetch-Site': 'same-origin',
      },
      body: new URLSearchParams({ lastThreeDigits: '567', code: '0000', lang: 'nd' }).toString(),
    });
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(langOf(html)).toBe('nd');
    expect(html).toContain(LANDING_COPY.nd.codeFailed);
  });

  it('puts every word of the page’s script on the code form, in its language', async () => {
    const escape = (text: string) => text.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
    for (const language of ['en', 'sn', 'nd'] as const) {
      const { html } = await page(`/login?step=code&lang=${language}`);
      const words = LANDING_COPY[language];
      const form = /<form [^>]*data-code-form[^>]*>/.exec(html)?.[0] ?? '';
      for (const [name, text] of [
        ['verifying', words.verifyingCode],
        ['failed', words.codeFailed],
        ['used', words.codeUsed],
        ['offline', words.noConnection],
        ['unreachable', words.unreachable],
        ['locked', words.tooManyLater],
        ['locked-one', words.tooManyOne],
        ['locked-many', words.tooManyMany],
      ])
        expect(form).toContain(` data-${name}="${escape(text!)}"`);
    }
    expect(LANDING_COPY.sn.noConnection).toBe(
      'Hapana internet. Tarisa internet yako wobva waedza zvakare.',
    );
  });

  it('answers a lockout in the form’s language, with the wait', async () => {
    const challenge = await issueLoginChallenge(server.db, '263710600505');
    const post = (code: string) =>
      server.app.request('http://localhost/login/code', {
        method: 'POST',
        headers: {
          'Content-Type': 'application/x-www-form-urlencoded',
          'Sec-Fetch-Site': 'same-origin',
        },
        body: new URLSearchParams({ lastThreeDigits: '505', code, lang: 'sn' }).toString(),
      });
    const wrong = (n: number) => String((Number(challenge.code) + n) % 10_000).padStart(4, '0');
    for (let n = 1; n <= MAX_FAILURES_PER_SUFFIX; n++)
      expect((await post(wrong(n))).status).toBe(401);
    const response = await post(challenge.code);
    expect(response.status).toBe(429);
    const html = await response.text();
    expect(langOf(html)).toBe('sn');
    expect(html).toContain('Waedza kakawandisa. Edza zvakare mushure memaminitsi 15.');
  });
});
