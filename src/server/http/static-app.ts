/**
 * Serves the built PWA from dist/: hashed files under /assets for a year, index.html and the
 * service worker never from cache (so an update is seen), and every other GET that is not /api
 * and not a file answers with index.html, the router's job from there. Every answer carries the
 * app's Content-Security-Policy.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Hono } from 'hono';
import { acceptsEncoding } from './cached-answer';
import type { AppEnv } from '@/server/deps';

export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  // Mantine writes <style> tags at run time.
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "worker-src 'self' blob:",
  "connect-src 'self'",
  "manifest-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.wasm': 'application/wasm',
};

/** Files that must be revalidated on every load so a new release is picked up. */
const NO_CACHE =
  /^\/([\w-]+\.html|sw\.js|service-worker\.js|registerSW\.js|manifest\.webmanifest)$/;

function cacheControl(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (NO_CACHE.test(path)) return 'no-cache';
  return 'public, max-age=3600';
}

/** The copy of a file to send: the build's brotli, then its gzip, then the file itself. */
type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * Paths that monitors, scrapers and probes ask for and that are no page of the app: a 404, never
 * the app's page with 200 (a scraper would take that for a healthy answer). So are hidden
 * folders (`/.git/config`, `/.env`). The metrics are at /api/metrics, the health at /api/health.
 */
const MACHINE_PATHS = new Set([
  'metrics',
  'health',
  'healthz',
  'livez',
  'readyz',
  'ready',
  'status',
  'server-status',
  'actuator',
  'wp-admin',
  'cgi-bin',
]);

export function isMachinePath(path: string): boolean {
  const first = path.split('/')[1] ?? '';
  return first.startsWith('.') || MACHINE_PATHS.has(first.toLowerCase());
}

export function mountStaticApp(app: Hono<AppEnv>, distDir: string): void {
  const root = resolve(distDir);

  // Which precompressed copies exist, per file version (the build writes them beside the file).
  const copies = new Map<string, { version: string; encodings: Encoding[] }>();
  // A file the build left without copies (written after it) is gzipped once here, per version.
  const gzipped = new Map<string, { version: string; bytes: Buffer }>();

  const copiesOf = async (full: string, version: string): Promise<Encoding[]> => {
    const known = copies.get(full);
    if (known?.version === version) return known.encodings;
    const encodings: Encoding[] = [];
    for (const encoding of ['br', 'gzip'] as const) {
      if (await isFile(full + SUFFIX[encoding])) encodings.push(encoding);
    }
    copies.set(full, { version, encodings });
    return encodings;
  };

  const serve = async (path: string, acceptEncoding?: string): Promise<Response | null> => {
    const full = resolve(join(root, path));
    if (full !== root && !full.startsWith(root + sep)) return null;
    try {
      const info = await stat(full);
      if (!info.isFile()) return null;
      const type = TYPES[extname(full).toLowerCase()] ?? 'application/octet-stream';
      const headers: Record<string, string> = {
        'Content-Type': type,
        'Cache-Control': cacheControl(path),
        'Content-Security-Policy': CONTENT_SECURITY_POLICY,
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
        Vary: 'Accept-Encoding',
      };
      const compressible = /^(text\/|application\/(json|manifest\+json|wasm)|image\/svg)/.test(
        type,
      );
      if (compressible && info.size >= 1024) {
        const version = `${info.mtimeMs}:${info.size}`;
        const available = await copiesOf(full, version);
        const chosen = available.find((encoding) => acceptsEncoding(acceptEncoding, encoding));
        if (chosen) {
          headers['Content-Encoding'] = chosen;
          return new Response(new Uint8Array(await readFile(full + SUFFIX[chosen])), { headers });
        }
        if (!available.includes('gzip') && acceptsEncoding(acceptEncoding, 'gzip')) {
          let entry = gzipped.get(full);
          if (!entry || entry.version !== version) {
            entry = { version, bytes: gzipSync(await readFile(full), { level: 9 }) };
            gzipped.set(full, entry);
          }
          headers['Content-Encoding'] = 'gzip';
          return new Response(new Uint8Array(entry.bytes), { headers });
        }
      }
      return new Response(new Uint8Array(await readFile(full)), { headers });
    } catch {
      return null;
    }
  };

  app.on(['GET', 'HEAD'], '*', async (c, next) => {
    const path = c.req.path;
    if (path === '/api' || path.startsWith('/api/')) return next();
    let decoded: string;
    try {
      decoded = decodeURIComponent(path);
    } catch {
      decoded = '/';
    }
    if (decoded !== '/' && !decoded.includes('\0')) {
      const file = await serve(decoded, c.req.header('accept-encoding'));
      if (file) return file;
      // A missing hashed asset is a real 404, not the app page (avoids caching HTML as JS).
      if (decoded.startsWith('/assets/') || extname(decoded) !== '') return next();
      if (isMachinePath(decoded)) return next();
    }
    const index = await serve('/index.html', c.req.header('accept-encoding'));
    if (index) return index;
    return next();
  });
}

export function distExists(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html'));
}
