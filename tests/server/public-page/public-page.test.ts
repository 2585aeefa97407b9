import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, sampleListing, type SignedIn, type TestServer } from '../helpers';
import { makeJpeg, uploadForm } from '../images';

const PUBLIC_URL = 'https://market.example.co.zw';
let server: TestServer;
let seller: SignedIn;

beforeAll(async () => {
  server = await createTestServer({
    env: {
      PUBLIC_URL,
      MARKETPLACE_WHATSAPP_NUMBER: '+263 78 999 0000',
      MARKETPLACE_NAME: 'Kutengesa & Co',
    },
  });
  seller = await server.signInAs('263771112222');
  const profile = await server.request(`/api/users/${seller.user._id}`, {
    method: 'PATCH',
    token: seller.token,
    body: {
      displayName: 'Rudo <Cars> & "Sons"',
      contactNumber: '0774 555 666',
      city: 'Harare',
    },
  });
  expect(profile.status).toBe(200);
});
afterAll(() => server.close());

async function create(overrides: Record<string, unknown> = {}) {
  const upload = await server.request('/api/files/upload', {
    method: 'POST',
    token: seller.token,
    body: uploadForm(await makeJpeg()),
  });
  const { _id: photo } = (await upload.json()) as { _id: string };
  const response = await server.request('/api/listings', {
    method: 'POST',
    token: seller.token,
    body: sampleListing({ images: [photo], ...overrides }),
  });
  expect(response.status).toBe(201);
  const listing = (await response.json()) as { _id: string };
  return { id: listing._id, photo };
}

const setStatus = (id: string, status: string) =>
  server.request(`/api/listings/${id}/status`, {
    method: 'POST',
    token: seller.token,
    body: { status },
  });

/** The content of a meta tag, attribute values unescaped. */
function metaContent(html: string, key: string): string | undefined {
  const match = new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)">`).exec(html);
  return match?.[1]
    ?.replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

describe('public listing page /l/{id}', () => {
  it('is HTML with the listing, the seller’s name and the two WhatsApp links, and no script', async () => {
    const { id, photo } = await create();
    const response = await server.request(`/l/${id}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html; charset=utf-8/i);
    const html = await response.text();
    expect(html).toContain('<h1>Toyota Corolla 2015</h1>');
    expect(html).toContain('$8,500.00');
    expect(html).toContain('Negotiable');
    expect(html).toContain('Avondale, Harare');
    expect(html).toContain('Clean, one owner, full service history.');
    expect(html).toContain('<li>Air conditioning</li>');
    expect(html).toContain('Seller: Rudo &lt;Cars&gt; &amp; &quot;Sons&quot;');
    expect(html).toContain(
      `<a class="btn" href="/l/${id}/chat" rel="nofollow">Chat with the seller on WhatsApp</a>`,
    );
    expect(html).toContain(
      '<a class="link" href="https://wa.me/263789990000?text=Hi">Find more on Kutengesa &amp; Co on WhatsApp</a>',
    );
    // The marketplace names itself, never with Meta's trademark.
    expect(html).toContain('>Kutengesa &amp; Co</a></header>');
    expect(html).toContain('<title>Toyota Corolla 2015 | Kutengesa &amp; Co</title>');
    expect(html).not.toMatch(/WhatsApp Marketplace/i);
    // The hero photo: the full image wherever the 320 px thumbnail would be stretched.
    expect(html).toContain(
      `<img src="/api/files/${photo}" srcset="/api/files/${photo}?thumbnail=1 320w, /api/files/${photo} 1920w" sizes="(min-width: 640px) 608px, calc(100vw - 32px)"`,
    );
    expect(html).not.toMatch(/<script/i);
    // A few kilobytes, even before compression.
    expect(new TextEncoder().encode(html).length).toBeLessThan(8 * 1024);
  });

  it('carries Open Graph and Twitter tags with absolute addresses from PUBLIC_URL', async () => {
    const { id, photo } = await create();
    const html = await (await server.request(`/l/${id}`)).text();
    expect(metaContent(html, 'og:title')).toBe('Toyota Corolla 2015');
    expect(metaContent(html, 'og:url')).toBe(`${PUBLIC_URL}/l/${id}`);
    expect(metaContent(html, 'og:image')).toBe(`${PUBLIC_URL}/api/files/${photo}?format=jpeg`);
    expect(metaContent(html, 'og:description')).toMatch(/^\$8,500\.00 · Avondale, Harare · Clean/);
    expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(html, 'twitter:title')).toBe('Toyota Corolla 2015');
    expect(metaContent(html, 'twitter:image')).toBe(`${PUBLIC_URL}/api/files/${photo}?format=jpeg`);
    expect(metaContent(html, 'description')).toBe(metaContent(html, 'og:description'));
    // The image a preview points at is really served.
    const address = new URL(metaContent(html, 'og:image')!);
    const image = await server.request(address.pathname + address.search);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toBe('image/jpeg');
  });

  it('shows nothing private: no login phone, no contact number, no views or chats', async () => {
    const { id } = await create();
    const html = await (await server.request(`/l/${id}`)).text();
    expect(html).not.toContain('263771112222');
    expect(html).not.toContain('774555666');
    expect(html).not.toContain('0774 555 666');
    expect(html).not.toMatch(/\bviews?\b/i);
    expect(html).not.toMatch(/\bleads?\b/i);
    expect(html).not.toContain(seller.user._id);
  });

  it('escapes everything the seller typed', async () => {
    const { id } = await create({
      title: '<script>alert(1)</script> "Deal"',
      description: '<img src=x onerror=alert(1)> & more',
      features: ['<b>bold</b>'],
    });
    const html = await (await server.request(`/l/${id}`)).text();
    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &quot;Deal&quot;');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt; &amp; more');
    expect(html).toContain('<li>&lt;b&gt;bold&lt;/b&gt;</li>');
    expect(metaContent(html, 'og:title')).toBe('<script>alert(1)</script> "Deal"');
  });

  it('shows stored seller text on its lines, without direction overrides or invisible controls', async () => {
    const { id } = await create();
    // As stored before the one-line rule: written to the database directly.
    await server.db.execute(
      sql`UPDATE listings SET
            title = ${'Toyota\n\u202eallaroC'},
            description = ${'Line one\r\n\u202eLine two'},
            features = ARRAY[${'Air con\nABS'}, ${'\u2066Borehole\u2069'}],
            price = ${JSON.stringify({ type: 'description', description: 'From $5\n\u202e$1' })}::jsonb
          WHERE id = ${id}`,
    );
    const html = await (await server.request(`/l/${id}`)).text();
    expect(html).not.toMatch(/[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069]/);
    expect(html).toContain('<h1>Toyota allaroC</h1>');
    expect(html).toContain('<p class="desc">Line one\nLine two</p>');
    expect(html).toContain('<li>Air con ABS</li><li>Borehole</li>');
    expect(html).toContain('From $5 $1');
    expect(metaContent(html, 'og:title')).toBe('Toyota allaroC');
  });

  it('has a strict policy of its own: no script may run, its one style sheet by hash', async () => {
    const { id } = await create();
    const response = await server.request(`/l/${id}`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'none'");
    expect(csp).not.toContain('script-src');
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    const html = await response.text();
    const style = /<style>([^<]*)<\/style>/.exec(html)?.[1] ?? '';
    const { createHash } = await import('node:crypto');
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  });

  it('says a sold listing is sold, and offers no chat with its seller', async () => {
    const { id } = await create();
    await setStatus(id, 'sold');
    const response = await server.request(`/l/${id}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('This item has been sold.');
    expect(metaContent(html, 'og:title')).toBe('SOLD: Toyota Corolla 2015');
    expect(html).not.toContain('Chat with the seller on WhatsApp');
    expect(html).toContain('Find more on Kutengesa &amp; Co on WhatsApp');
  });

  it('answers 404 with a friendly page for paused, deleted and unknown listings alike', async () => {
    const paused = await create();
    await setStatus(paused.id, 'paused');
    const deleted = await create();
    await server.request(`/api/listings/${deleted.id}`, { method: 'DELETE', token: seller.token });
    const pages: string[] = [];
    for (const path of [`/l/${paused.id}`, `/l/${deleted.id}`, '/l/no-such-listing', '/l/%00']) {
      const response = await server.request(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      const html = await response.text();
      expect(html).toContain('This listing is not available');
      expect(html).toContain('Find more on Kutengesa &amp; Co on WhatsApp');
      pages.push(html);
    }
    expect(new Set(pages).size).toBe(1);
    expect(pages[0]).not.toContain('Toyota');
    // Reactivated, the page is back.
    await setStatus(paused.id, 'active');
    expect((await server.request(`/l/${paused.id}`)).status).toBe(200);
  });

  it('is served gzipped to a browser that accepts it', async () => {
    const { id } = await create();
    const response = await server.request(`/l/${id}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });
});
