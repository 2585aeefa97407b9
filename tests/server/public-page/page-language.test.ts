/**
 * The listing page answers in the language of the link that brought the buyer (`?lang=`), else
 * in the first of ours the browser asks for (`Accept-Language`), else in English; the document's
 * `lang` says which, and a cache keeps one page per language.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageLanguage } from '@/server/public-page/page-copy';
import { createTestServer, sampleListing, type TestServer } from '../helpers';

let server: TestServer;
let listingId = '';

beforeAll(async () => {
  server = await createTestServer({ env: { PUBLIC_URL: 'https://market.example.co.zw' } });
  const seller = await server.signInAs('263771113333');
  const created = await server.request('/api/listings', {
    method: 'POST',
    token: seller.token,
    body: sampleListing({ price: { type: 'fixed', amount: 450, isNegotiable: true } }),
  });
  expect(created.status).toBe(201);
  listingId = ((await created.json()) as { _id: string })._id;
});
afterAll(() => server.close());

async function page(path: string, acceptLanguage?: string) {
  const response = await server.request(path, {
    headers: acceptLanguage ? { 'Accept-Language': acceptLanguage } : {},
  });
  expect(response.status).toBeLessThan(500);
  return { html: await response.text(), vary: response.headers.get('vary') };
}

describe('the listing page’s language', () => {
  it('is Shona from a link shared from a Shona chat', async () => {
    const { html, vary } = await page(`/l/${listingId}?lang=sn`, 'en-GB,en;q=0.9');
    expect(html).toContain('<html lang="sn">');
    expect(html).toContain('Taura nemutengesi paWhatsApp');
    expect(html).toContain('Mutengo unotaurirana');
    expect(html).toContain('$450.00');
    expect(html).not.toContain('Chat with the seller on WhatsApp');
    expect(vary).toMatch(/Accept-Language/i);
  });

  it('is Ndebele for a browser that asks for it first', async () => {
    const { html } = await page(`/l/${listingId}`, 'nd-ZW,en;q=0.8');
    expect(html).toContain('<html lang="nd">');
    expect(html).toContain('Xoxa lomthengisi ku-WhatsApp');
  });

  it('is English by default, and for a link naming a language we do not have', async () => {
    for (const [path, accept] of [
      [`/l/${listingId}`, undefined],
      [`/l/${listingId}?lang=fr`, 'fr-FR'],
    ] as const) {
      const { html } = await page(path, accept);
      expect(html).toContain('<html lang="en">');
      expect(html).toContain('Chat with the seller on WhatsApp');
      expect(html).toContain('Always verify listings in person before you pay.');
    }
  });

  it('says a missing listing is not available in the buyer’s language', async () => {
    const { html } = await page('/l/no-such-listing?lang=nd');
    expect(html).toContain('<html lang="nd">');
    expect(html).toContain('Lesisikhangiso kasisatholakali');
  });

  it('weighs Accept-Language by q and skips what it does not know', () => {
    expect(pageLanguage(undefined, 'fr;q=1, en;q=0.5, sn;q=0.8')).toBe('sn');
    expect(pageLanguage(undefined, 'sn;q=0, nd')).toBe('nd');
    expect(pageLanguage('', 'de, fr')).toBe('en');
    expect(pageLanguage('ND', undefined)).toBe('nd');
  });
});
