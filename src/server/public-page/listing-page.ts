/**
 * The public page of a listing (/l/{id}): plain HTML and one small inline style sheet, no
 * JavaScript, a few kilobytes, so it opens fast on 2G and any link preview can read it. Every
 * value from the database is escaped. It shows what a buyer needs and nothing private: no login
 * phone (the chat button goes through /l/{id}/chat), no view or chat counts.
 */
import { createHash } from 'node:crypto';
import { formatPrice, placeLine, type PriceLike } from '@/domain/format';
import type { ListingStatus } from '@/domain/listing-status';
import { multiLine, singleLine } from '@/domain/seller-text';
import type { Language } from '@/domain/language';
import type { SellerSignals } from '@/domain/safety';
import { PAGE_COPY } from './page-copy';
import { safetyAdvice, sellerFacts } from './trust';

export interface PublicListing {
  id: string;
  title: string;
  description: string;
  city: string | null;
  /** The town named under city 'Other'. */
  town: string | null;
  neighborhood: string | null;
  features: string[];
  images: string[];
  price: PriceLike | null;
  status: ListingStatus;
  sellerName: string | null;
  /** The listing type: the safety advice that fits it. */
  type: string;
  /** Facts about the seller (src/domain/safety.ts). */
  signals?: SellerSignals;
}

export interface PageContext {
  /** PUBLIC_URL without a trailing slash: absolute addresses for link previews. */
  publicUrl: string;
  /** wa.me link to the marketplace bot. */
  marketplaceUrl: string;
  /** The marketplace's own name (MARKETPLACE_NAME). */
  marketplaceName: string;
  /** The language the page answers in (page-copy.ts); English when not given. */
  language?: Language;
}

export const CHAT_BUTTON = PAGE_COPY.en.chatButton;
/** The link to the marketplace's bot: its name, and WhatsApp as where it is found. */
export const findMore = PAGE_COPY.en.findMore;
export const SOLD_NOTE = PAGE_COPY.en.soldNote;
export const REPORT_LINK = PAGE_COPY.en.reportLink;
const DESCRIPTION_PREVIEW = 200;
/** The longest side the server keeps of a photo: the full image's width at most. */
const HERO_WIDTH = 1920;
/** The hero's width on screen: the page's column (640 px less 16 px padding each side). */
const HERO_SIZES = '(min-width: 640px) 608px, calc(100vw - 32px)';

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Text for HTML content and attribute values alike. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);
}

export const STYLE = `*{box-sizing:border-box}body{margin:0;font:16px/1.5 system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#1a1b1e;background:#f4f6f5}header{background:#075e54;color:#fff;padding:0 16px;font-weight:700}header a{color:#fff;text-decoration:none;display:inline-flex;align-items:center;min-height:44px}main{max-width:640px;margin:0 auto;padding:16px}.card{background:#fff;border-radius:16px;padding:16px;margin-bottom:16px}h1{font-size:1.4rem;line-height:1.3;margin:0 0 4px;overflow-wrap:anywhere}.price{font-size:1.5rem;font-weight:700;color:#00705f;margin:4px 0}.muted{color:#5c5f66;font-size:.9rem}.tag{display:inline-block;background:#e7f5ee;color:#0b6e4f;border-radius:8px;padding:0 8px;font-size:.8rem;font-weight:600;margin-left:6px;vertical-align:middle}.sold{background:#fff4e6;color:#9c3d00;border-radius:12px;padding:10px 14px;font-weight:700;margin-bottom:12px}.photos{display:grid;grid-template-columns:repeat(3,1fr);gap:6px;margin-bottom:16px}.photos a:first-child{grid-column:1/-1}.photos img{width:100%;height:100%;aspect-ratio:4/3;object-fit:cover;border-radius:12px;display:block;background:#e9ecef}.photos a:first-child img{aspect-ratio:16/10;height:auto}.desc{white-space:pre-line;overflow-wrap:anywhere}ul{padding-left:20px;margin:8px 0 0}.btn{display:block;text-align:center;background:#25d366;color:#111b21;font-weight:700;text-decoration:none;border-radius:32px;padding:14px 16px;margin:16px 0 8px}.link{display:block;text-align:center;color:#075e54;font-weight:600;padding:10px 8px}footer{text-align:center;color:#5c5f66;font-size:.8rem;padding:8px 16px 24px}`;

/**
 * A page's Content-Security-Policy: no script at all; its one style sheet by its hash; a form
 * may post to this site only where `formAction` is 'self'.
 */
export const pageCsp = (style: string, formAction: "'none'" | "'self'") =>
  [
    "default-src 'none'",
    `style-src 'sha256-${createHash('sha256').update(style).digest('base64')}'`,
    // Photos come from this server; an object store may serve them from another https host.
    "img-src 'self' https: data:",
    "base-uri 'none'",
    `form-action ${formAction}`,
    "frame-ancestors 'none'",
  ].join('; ');

/** The listing pages' policy: no form. */
export const PUBLIC_PAGE_CSP = pageCsp(STYLE, "'none'");

function collapse(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/** The page around `body`; `style` is the one style sheet (its hash must be in the page's CSP). */
export function layout(head: string, body: string, context: PageContext, style = STYLE): string {
  const { marketplaceUrl, marketplaceName } = context;
  const language = context.language ?? 'en';
  return `<!doctype html><html lang="${language}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><link rel="icon" type="image/png" href="/icons/icon-192.png">${head}<style>${style}</style></head><body><header><a href="${escapeHtml(marketplaceUrl)}">${escapeHtml(marketplaceName)}</a></header><main>${body}</main><footer>${PAGE_COPY[language].footer}</footer></body></html>`;
}

/** The seller's facts under their name (trust.ts). */
const sellerFactsHtml = (signals: SellerSignals, language: Language) =>
  `<ul class="muted" aria-label="${PAGE_COPY[language].aboutSeller}">${sellerFacts(
    signals,
    language,
  )
    .map((fact) => `<li>${escapeHtml(fact)}</li>`)
    .join('')}</ul>`;

/** The safety advice for the listing's kind and the line every buyer reads (trust.ts). */
function safetyAdviceHtml(listing: { type: string }, language: Language): string {
  const { advice, always } = safetyAdvice(listing, language);
  return `<div class="card" role="note" aria-label="${PAGE_COPY[language].staySafe.replace(/:$/, '')}"><p><strong>${PAGE_COPY[language].staySafe}</strong> ${escapeHtml(advice)}</p><p class="muted">${escapeHtml(always)}</p></div>`;
}

const meta = (property: string, content: string, attribute = 'property') =>
  `<meta ${attribute}="${property}" content="${escapeHtml(content)}">`;

/**
 * The seller's words as the page shows them: one-line fields on one line, the description in its
 * lines, and no direction overrides or invisible controls, whatever was stored before the rule
 * (src/domain/seller-text.ts) applied on input.
 */
function mended(listing: PublicListing): PublicListing {
  return {
    ...listing,
    title: singleLine(listing.title).trim(),
    description: multiLine(listing.description),
    features: listing.features.map((f) => singleLine(f).trim()).filter(Boolean),
    sellerName: listing.sellerName === null ? null : singleLine(listing.sellerName),
  };
}

/** The listing's page; a sold one says so and offers no chat. */
export function renderListingPage(stored: PublicListing, context: PageContext): string {
  const listing = mended(stored);
  const language = context.language ?? 'en';
  const copy = PAGE_COPY[language];
  const base = context.publicUrl;
  const site = context.marketplaceName;
  const pageUrl = `${base}/l/${encodeURIComponent(listing.id)}`;
  const price = singleLine(formatPrice(listing.price));
  const town = placeLine(listing);
  const sold = listing.status === 'sold';
  const title = `${sold ? copy.soldPrefix : ''}${listing.title}`;
  const summary = collapse(
    [price, town, listing.description].filter(Boolean).join(' · '),
    DESCRIPTION_PREVIEW,
  );
  const files = listing.images.map((id) => `/api/files/${encodeURIComponent(id)}`);
  // Link previews (WhatsApp, Facebook) show JPEG most reliably: the JPEG variant of the photo.
  const image = files[0] ? `${base}${files[0]}?format=jpeg` : null;

  const head = [
    `<title>${escapeHtml(`${title} | ${site}`)}</title>`,
    meta('description', summary, 'name'),
    `<link rel="canonical" href="${escapeHtml(pageUrl)}">`,
    meta('og:type', 'website'),
    meta('og:site_name', site),
    meta('og:title', title),
    meta('og:description', summary),
    meta('og:url', pageUrl),
    ...(image ? [meta('og:image', image), meta('og:image:alt', listing.title)] : []),
    meta('twitter:card', image ? 'summary_large_image' : 'summary', 'name'),
    meta('twitter:title', title, 'name'),
    meta('twitter:description', summary, 'name'),
    ...(image ? [meta('twitter:image', image, 'name')] : []),
  ].join('');

  // The first photo spans the page: the browser picks the full image (at most 1920 px) over the
  // 320 px thumbnail wherever the thumbnail would be stretched, so it is sharp on any phone. The
  // others are thumbnails (small WebP), which keep the page light on 2G; each opens the full photo.
  const photos = files.length
    ? `<div class="photos">${files
        .slice(0, 4)
        .map((file, index) => {
          const thumbnail = escapeHtml(`${file}?thumbnail=1`);
          const sources =
            index === 0
              ? `src="${escapeHtml(file)}" srcset="${thumbnail} 320w, ${escapeHtml(file)} ${HERO_WIDTH}w" sizes="${HERO_SIZES}" width="${HERO_WIDTH}" height="${(HERO_WIDTH * 10) / 16}"`
              : `src="${thumbnail}" width="320" height="240" loading="lazy"`;
          return `<a href="${escapeHtml(file)}"><img ${sources} alt="${escapeHtml(
            copy.photo(listing.title, index + 1),
          )}"></a>`;
        })
        .join('')}</div>`
    : '';
  const negotiable = listing.price?.isNegotiable
    ? `<span class="tag">${copy.negotiable}</span>`
    : '';
  const features = listing.features.length
    ? `<ul>${listing.features.map((f) => `<li>${escapeHtml(f)}</li>`).join('')}</ul>`
    : '';
  const chat = sold
    ? ''
    : `<a class="btn" href="/l/${encodeURIComponent(listing.id)}/chat" rel="nofollow">${copy.chatButton}</a>`;
  const body = [
    sold ? `<p class="sold" role="status">${copy.soldNote}</p>` : '',
    photos,
    '<div class="card">',
    `<h1>${escapeHtml(listing.title)}</h1>`,
    `<p class="price">${escapeHtml(price)}${negotiable}</p>`,
    town ? `<p class="muted">${escapeHtml(town)}</p>` : '',
    `<p class="muted">${copy.seller} ${escapeHtml(listing.sellerName?.trim() || copy.marketplaceSeller)}</p>`,
    listing.signals ? sellerFactsHtml(listing.signals, language) : '',
    '</div>',
    listing.description.trim() || features
      ? `<div class="card"><p class="desc">${escapeHtml(listing.description.trim())}</p>${features}</div>`
      : '',
    chat,
    sold ? '' : safetyAdviceHtml(listing, language),
    `<a class="link" href="${escapeHtml(context.marketplaceUrl)}">${escapeHtml(copy.findMore(site))}</a>`,
    `<a class="link" href="/l/${encodeURIComponent(listing.id)}/report" rel="nofollow">${copy.reportLink}</a>`,
  ].join('');
  return layout(head, body, context);
}

/** Paused, deleted or never existed: one friendly answer for all, so none can be told apart. */
export function renderNotFoundPage(context: PageContext): string {
  const name = context.marketplaceName;
  const copy = PAGE_COPY[context.language ?? 'en'];
  const head = `<title>${escapeHtml(`${copy.notAvailableTitle} | ${name}`)}</title><meta name="robots" content="noindex">`;
  const body = `<div class="card"><h1>${copy.notAvailable}</h1><p class="muted">${escapeHtml(copy.notAvailableText)}</p></div><a class="btn" href="${escapeHtml(context.marketplaceUrl)}">${escapeHtml(copy.findMore(name))}</a>`;
  return layout(head, body, context);
}
