import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { precompressDir } from '../../../scripts/vite/precompress';
import { createTestServer, type TestServer } from '../helpers';

let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Seller dashboard</title>');
  writeFileSync(join(dist, 'assets', 'index-abc123.js'), 'console.log(1);\n'.repeat(500));
  writeFileSync(join(dist, 'sw.js'), 'self.addEventListener("fetch", () => {})');
  writeFileSync(join(dist, 'manifest.webmanifest'), '{}');
  // What the landing takes from the build: its script and the headline's font.
  writeFileSync(join(dist, 'assets', 'landing-Xy12_z.js'), '(()=>{})();');
  writeFileSync(join(dist, 'assets', 'poppins-latin-700-normal-Ab12.woff2'), 'font');
  server = await createTestServer({ deps: { distDir: dist } });
});
afterAll(async () => {
  await server.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the app', () => {
  it('serves index.html with the Content-Security-Policy and no caching', async () => {
    const response = await server.request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    expect(response.headers.get('cache-control')).toBe('no-cache');
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain("img-src 'self' data: blob:");
    expect(csp).toContain("worker-src 'self' blob:");
    expect(csp).toContain("connect-src 'self'");
  });

  it('answers app routes with index.html so the router can take over', async () => {
    for (const path of ['/listing/123', '/editor?id=9', '/admin', '/login?token=abc', '/nope']) {
      const response = await server.request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('Seller dashboard');
    }
  });

  it('answers /login and its steps with the landing pages, a sign-in link with the app', async () => {
    const pages: [string, string][] = [
      ['/login', 'List your items for free on our WhatsApp marketplace'],
      ['/login?utm_source=whatsapp', 'List your items for free on our WhatsApp marketplace'],
      ['/login?step=elsewhere', 'List your items for free on our WhatsApp marketplace'],
      ['/login?step=sign-in', 'Sign in with WhatsApp'],
      ['/login?step=code', 'Enter your code'],
      ['/login?token=abc', 'Seller dashboard'],
      ['/login?step=code&token=abc', 'Seller dashboard'],
    ];
    for (const [path, words] of pages) {
      const response = await server.request(path);
      expect(await response.text(), path).toContain(words);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(response.headers.get('content-security-policy'), path).toContain("script-src 'self'");
    }
  });

  it("names the build's landing script and its fonts, and preloads none", async () => {
    const html = await (await server.request('/login')).text();
    expect(html).toContain('<script defer src="/assets/landing-Xy12_z.js"></script>');
    // The font files are named for the script, which loads them after the first paint: a face
    // the page declared (or preloaded) would be fetched before it, and hold its text.
    expect(html).toMatch(
      /<html lang="en" data-fonts="[^"]*700 \/assets\/poppins-latin-700-normal-Ab12\.woff2/,
    );
    // Declared only for a browser without JavaScript.
    expect(html.replace(/<noscript>.*?<\/noscript>/s, '')).not.toContain('font-family:Poppins;');
    expect(html).toMatch(
      /<noscript><style>[^<]*font-weight:700;src:url\(\/assets\/poppins-latin-700-normal-Ab12\.woff2\)/,
    );
    expect(html).toContain('font-family:"Poppins Fallback"');
    expect(html).not.toContain('rel="preload"');
    // Nothing of the app itself.
    expect(html).not.toMatch(/index-[\w-]+\.js|type="module"|modulepreload/);
  });

  it('caches hashed assets for a year, the service worker never', async () => {
    const asset = await server.request('/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-type')).toContain('javascript');
    const worker = await server.request('/sw.js');
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect((await server.request('/manifest.webmanifest')).headers.get('cache-control')).toBe(
      'no-cache',
    );
  });

  it('sends text assets gzipped to a client that accepts it', async () => {
    const response = await server.request('/assets/index-abc123.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    const body = gunzipSync(Buffer.from(await response.arrayBuffer())).toString();
    expect(body).toBe('console.log(1);\n'.repeat(500));
  });

  it('answers a missing asset with 404, not the page', async () => {
    expect((await server.request('/assets/gone-000.js')).status).toBe(404);
  });

  it('never serves files outside dist', async () => {
    const response = await server.request('/..%2f..%2f..%2fetc%2fpasswd');
    expect(await response.text()).not.toContain('root:');
  });

  it('keeps /api answers JSON', async () => {
    const response = await server.request('/api/missing');
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('application/json');
  });
});

describe('precompressed copies from the build', () => {
  let built: TestServer;
  let dir: string;
  const script = 'export const answer = 42;\n'.repeat(400);

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'dist-'));
    mkdirSync(join(dir, 'assets'));
    writeFileSync(join(dir, 'index.html'), '<!doctype html><title>Seller dashboard</title>');
    writeFileSync(join(dir, 'assets', 'app-1.js'), script);
    writeFileSync(join(dir, 'assets', 'tiny-1.js'), 'export {};');
    precompressDir(dir);
    built = await createTestServer({ deps: { distDir: dir } });
  });
  afterAll(async () => {
    await built.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const get = (accept?: string) =>
    built.request('/assets/app-1.js', accept ? { headers: { 'Accept-Encoding': accept } } : {});

  it('prefers brotli, then gzip, then the file itself, always varying by Accept-Encoding', async () => {
    const br = await get('gzip, deflate, br');
    expect(br.headers.get('content-encoding')).toBe('br');
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(script);

    const gzip = await get('gzip, deflate');
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gunzipSync(Buffer.from(await gzip.arrayBuffer())).toString()).toBe(script);

    const refusedBr = await get('br;q=0, gzip');
    expect(refusedBr.headers.get('content-encoding')).toBe('gzip');

    const identity = await get();
    expect(identity.headers.get('content-encoding')).toBeNull();
    expect(await identity.text()).toBe(script);

    for (const response of [br, gzip, identity]) {
      expect(response.headers.get('vary')).toBe('Accept-Encoding');
      expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
      expect(response.headers.get('content-type')).toContain('javascript');
    }
  });

  it('leaves files too small to gain alone', async () => {
    const response = await built.request('/assets/tiny-1.js', {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(response.headers.get('content-encoding')).toBeNull();
    expect(await response.text()).toBe('export {};');
  });
});
