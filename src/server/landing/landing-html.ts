/**
 * The frame every landing page shares: the document head (the app's title, description, icons
 * and install manifest; the stylesheet inline; the font files named for the script (landing-assets.ts); the page's script
 * deferred) and the top bar.
 */
import { BRAND_FIRST, BRAND_SECOND } from '@/domain/landing-copy';
import { LANDING_COPY, type LandingCopy } from '@/domain/landing-languages';
import type { Language } from '@/domain/language';
import { BRAND_SHADES } from '@/domain/theme-values';
import { escapeHtml } from '@/server/public-page/listing-page';
import { icon } from './icons';
import type { LandingAssets } from './landing-assets';
import { FORM_CSS, LANDING_CSS } from './landing-style';

export interface LandingContext {
  /** The marketplace bot's number, digits only. */
  chatNumber: string;
  assets: LandingAssets;
  /** The language the pages answer in (`lang` on the document, the words of LANDING_COPY). */
  language: Language;
}

/** The words of the context's language. */
export const copyOf = (ctx: LandingContext): LandingCopy => LANDING_COPY[ctx.language];

export const DESCRIPTION =
  'List and advertise your items for free on our chatbot powered WhatsApp marketplace.';

/** A link that opens the chat with the bot, with `text` typed in when given. */
export function chatLink(number: string, text?: string): string {
  return `https://wa.me/${number}${text ? `?text=${encodeURIComponent(text)}` : ''}`;
}

/** Attributes of a link that opens WhatsApp beside the page. */
export const EXTERNAL = 'target="_blank" rel="noopener noreferrer"';

/**
 * The address of a step (the landing without one), carrying where to go once signed in and the
 * language the visitor came in (English needs no mark).
 */
export function stepHref(
  step: 'sign-in' | 'code' | null,
  next?: string,
  language: Language = 'en',
): string {
  const query = new URLSearchParams();
  if (step) query.set('step', step);
  if (next) query.set('next', next);
  if (language !== 'en') query.set('lang', language);
  const search = query.toString();
  return search ? `/login?${search}` : '/login';
}

export function documentHtml(ctx: LandingContext, body: string): string {
  const { assets } = ctx;
  const script = assets.script ? `<script defer src="${escapeHtml(assets.script)}"></script>` : '';
  const fonts = assets.fonts ? ` data-fonts="${escapeHtml(assets.fonts)}"` : '';
  return `<!doctype html>
<html lang="${ctx.language}"${fonts}>
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1.0, viewport-fit=cover">
<meta name="theme-color" content="${BRAND_SHADES[7]}">
<meta name="description" content="${DESCRIPTION}">
<title>Seller Dashboard</title>
<link rel="manifest" href="/manifest.webmanifest">
<link rel="icon" type="image/png" href="/icons/icon-192.png">
<link rel="apple-touch-icon" href="/icons/apple-touch-icon.png">
<style>${assets.fontFaces}${LANDING_CSS}${FORM_CSS}</style>
${assets.noScriptFaces ? `<noscript><style>${assets.noScriptFaces}</style></noscript>\n` : ''}${script}
</head>
<body>
${body}
</body>
</html>
`;
}

function brand(): string {
  return `<span class="logo">${icon('whatsapp', 20)}</span><span class="brand-name">${BRAND_FIRST} <span>${BRAND_SECOND}</span></span>`;
}

/** The landing's top bar: the brand and Sign in. */
export function landingTopBar(ctx: LandingContext, next?: string): string {
  return `<header class="top"><div class="brand">${brand()}</div><a class="btn light" href="${escapeHtml(stepHref('sign-in', next, ctx.language))}">${copyOf(ctx).signIn}</a></header>`;
}

/** The sign-in steps' top bar: the brand leads back to the landing. */
export function stepsTopBar(ctx: LandingContext, next?: string): string {
  return `<header class="top"><a class="brand" href="${escapeHtml(stepHref(null, next, ctx.language))}" aria-label="${escapeHtml(copyOf(ctx).brandHomeLabel)}">${brand()}</a></header>`;
}
