/**
 * The landing and the sign-in steps as the server's own HTML (GET /login, ?step=sign-in,
 * ?step=code), and code entry's plain form (POST /login/code), which signs in without any
 * script: the session goes into the `token` cookie the app reads, and the answer sends the seller
 * into the app at /. A sign-in link (/login?token=...) is the app's: it signs in with it.
 */
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Context } from 'hono';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { setCookie } from 'hono/cookie';
import { LOGIN_CODE_LENGTH, LOGIN_COOKIE_DAYS, PHONE_SUFFIX_LENGTH } from '@/domain/constants';
import { waitMinutes } from '@/domain/landing-copy';
import { LANDING_COPY, tooManyTriesIn } from '@/domain/landing-languages';
import { LANGUAGES, type Language } from '@/domain/language';
import { safeNextPath } from '@/domain/next-path';
import { signInWithCode } from '@/server/auth/code-sign-in';
import type { AppEnv } from '@/server/deps';
import { clientAddress } from '@/server/http/client-address';
import { acceptsEncoding } from '@/server/http/cached-answer';
import { isCrossSite } from '@/server/http/session';
import { CONTENT_SECURITY_POLICY } from '@/server/http/static-app';
import { suspendedBody } from '@/server/moderation/copy';
import { pageLanguage } from '@/server/public-page/page-copy';
import { readLandingAssets } from './landing-assets';
import type { LandingContext } from './landing-html';
import { renderLanding } from './landing-page';
import { CODE_FORM_ACTION, renderCodeEntry, renderSignIn } from './sign-in-pages';

/** Two short fields: anything longer is not this form. */
const FORM_BODY_MAX = 2 * 1024;

type Page = 'landing' | 'sign-in' | 'code';

interface Prepared {
  html: string;
  br: Uint8Array<ArrayBuffer>;
  gzip: Uint8Array<ArrayBuffer>;
}

/** Compressed at once: the best brotli for the pages made at start, a quick one for the rest. */
function prepare(html: string, quality = 11): Prepared {
  const bytes = Buffer.from(html);
  return {
    html,
    br: new Uint8Array(
      brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality } }),
    ),
    gzip: new Uint8Array(gzipSync(bytes, { level: 9 })),
  };
}

function headers(c: Context, cache: string): void {
  c.header('Content-Security-Policy', CONTENT_SECURITY_POLICY);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  c.header('Cache-Control', cache);
}

/** The page of an address, or null when it is the app's (a sign-in link). */
export function landingPageOf(query: URLSearchParams): Page | null {
  if (query.has('token')) return null;
  const step = query.get('step');
  if (step === 'sign-in') return 'sign-in';
  if (step === 'code') return 'code';
  return 'landing';
}

const digits = (value: unknown, length: number) =>
  typeof value === 'string' && new RegExp(`^\\d{${length}}$`).test(value) ? value : null;

export function landingRoutes(options: {
  distDir: string | undefined;
  /** The marketplace bot's number (MARKETPLACE_WHATSAPP_NUMBER). */
  chatNumber: string;
}): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // The pages depend only on the build, the configuration and the language: made and
  // compressed once, at start, in each language.
  const assets = readLandingAssets(options.distDir);
  const contexts = Object.fromEntries(
    LANGUAGES.map((language) => [language, { chatNumber: options.chatNumber, assets, language }]),
  ) as Record<Language, LandingContext>;
  const render = (ctx: LandingContext, page: Page, next?: string) => {
    if (page === 'landing') return renderLanding(ctx, next);
    if (page === 'sign-in') return renderSignIn(ctx, next);
    return renderCodeEntry(ctx, { next });
  };
  const pages = Object.fromEntries(
    LANGUAGES.map((language) => [
      language,
      {
        landing: prepare(render(contexts[language], 'landing')),
        'sign-in': prepare(render(contexts[language], 'sign-in')),
        code: prepare(render(contexts[language], 'code')),
      },
    ]),
  ) as Record<Language, Record<Page, Prepared>>;

  app.on(['GET', 'HEAD'], '/login', (c, next) => {
    const query = new URL(c.req.url).searchParams;
    const page = landingPageOf(query);
    if (!page) return next();
    // Where to go once signed in (the chat's link to a draft): a page of its own.
    const after = safeNextPath(query.get('next'));
    // The link's language (`?lang=`), else the browser's, else English.
    const language = pageLanguage(query.get('lang') ?? undefined, c.req.header('accept-language'));
    const prepared = after
      ? prepare(render(contexts[language], page, after), 5)
      : pages[language][page];
    headers(c, 'no-cache');
    c.header('Vary', 'Accept-Encoding, Accept-Language');
    c.header('Content-Type', 'text/html; charset=utf-8');
    const accept = c.req.header('accept-encoding');
    if (acceptsEncoding(accept, 'br')) {
      c.header('Content-Encoding', 'br');
      return c.body(prepared.br);
    }
    if (acceptsEncoding(accept, 'gzip')) {
      c.header('Content-Encoding', 'gzip');
      return c.body(prepared.gzip);
    }
    return c.body(prepared.html);
  });

  app.post(
    CODE_FORM_ACTION,
    bodyLimit({
      maxSize: FORM_BODY_MAX,
      onError: (c) => c.text('The form is too long.', 413),
    }),
    async (c) => {
      headers(c, 'no-store');
      const { env, db } = c.var.deps;
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const language = pageLanguage(
        typeof form.lang === 'string' ? form.lang : undefined,
        c.req.header('accept-language'),
      );
      const ctx = contexts[language];
      const { codeFailed, codeUsed } = LANDING_COPY[language];
      // Another site may not sign this browser in (as someone else) with its own form.
      if (isCrossSite(c, env.PUBLIC_URL)) {
        return c.html(renderCodeEntry(ctx, { message: codeFailed }), 403);
      }
      const next = safeNextPath(form.next);
      const lastThreeDigits = digits(form.lastThreeDigits, PHONE_SUFFIX_LENGTH);
      const code = digits(form.code, LOGIN_CODE_LENGTH);
      const suffix = lastThreeDigits ?? undefined;
      const again = (message: string) => renderCodeEntry(ctx, { suffix, message, next });
      if (!lastThreeDigits || !code) {
        return c.html(again(codeFailed), 422);
      }
      const result = await signInWithCode(db, {
        lastThreeDigits,
        code,
        address: clientAddress(c),
        now: c.var.now(),
      });
      switch (result.kind) {
        case 'signed-in':
          setCookie(c, 'token', result.token, {
            path: '/',
            maxAge: LOGIN_COOKIE_DAYS * 24 * 60 * 60,
            sameSite: 'Lax',
            secure: env.PUBLIC_URL.startsWith('https:'),
          });
          return c.redirect(next ?? '/', 303);
        case 'locked':
          c.header('Retry-After', String(result.retryAfterSeconds));
          return c.html(
            again(tooManyTriesIn(LANDING_COPY[language], waitMinutes(result.retryAfterSeconds))),
            429,
          );
        case 'used':
          return c.html(again(codeUsed), 409);
        case 'suspended':
          return c.html(
            renderCodeEntry(ctx, {
              message: suspendedBody(result.user.suspensionReason).message,
              next,
            }),
            403,
          );
        case 'wrong':
          return c.html(again(codeFailed), 401);
      }
    },
  );
  return app;
}
