/**
 * Serves the built PWA from dist/: hashed files under /assets for a year, index.html and the
 * service worker never from cache (so an update is seen), and every other GET that is not /api
 * and not a file answers with index.html, the router's job from there. Every answer carries the
 * app's Content-Security-Policy.
 */
import { existsSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { Hono } from 'hono';
import type { AppEnv } from '../deps';

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
const NO_CACHE = /^\/(index\.html|sw\.js|service-worker\.js|registerSW\.js|manifest\.webmanifest)$/;

function cacheControl(path: string): string {
  if (path.startsWith('/assets/')) return 'public, max-age=31536000, immutable';
  if (NO_CACHE.test(path)) return 'no-cache';
  return 'public, max-age=3600';
}

export function mountStaticApp(app: Hono<AppEnv>, distDir: string): void {
  const root = resolve(distDir);

  const serve = async (path: string): Promise<Response | null> => {
    const full = resolve(join(root, path));
    if (full !== root && !full.startsWith(root + sep)) return null;
    try {
      const info = await stat(full);
      if (!info.isFile()) return null;
      const body = await readFile(full);
      return new Response(body, {
        headers: {
          'Content-Type': TYPES[extname(full).toLowerCase()] ?? 'application/octet-stream',
          'Cache-Control': cacheControl(path),
          'Content-Security-Policy': CONTENT_SECURITY_POLICY,
          'X-Content-Type-Options': 'nosniff',
          'Referrer-Policy': 'strict-origin-when-cross-origin',
        },
      });
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
      const file = await serve(decoded);
      if (file) return file;
      // A missing hashed asset is a real 404, not the app page (avoids caching HTML as JS).
      if (decoded.startsWith('/assets/') || extname(decoded) !== '') return next();
    }
    const index = await serve('/index.html');
    if (index) return index;
    return next();
  });
}

export function distExists(distDir: string): boolean {
  return existsSync(join(distDir, 'index.html'));
}
