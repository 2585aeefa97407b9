/**
 * Public listing pages, outside /api and outside the app: /l/{id} (HTML for buyers and link
 * previews) and /l/{id}/chat (counts a buyer chat, then sends the buyer to the seller's WhatsApp).
 */
import { noteAlertChat } from '@/server/leads/alert-chat';
import { and, eq, sql } from 'drizzle-orm';
import { bodyLimit } from 'hono/body-limit';
import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { statusOf } from '@/domain/listing-status';
import type { Db } from '@/server/db/client';
import { listings, listingViews, users, type StoredPrice } from '@/server/db/schema';
import type { AppContext, AppEnv } from '@/server/deps';
import { clientAddress } from '@/server/http/client-address';
import { isCrossSite } from '@/server/http/session';
import { isValidId } from '@/server/http/validate';
import { isCrawler } from '@/server/leads/crawlers';
import { phoneKey, recordLead, visitorKey } from '@/server/leads/record-lead';
import {
  PUBLIC_PAGE_CSP,
  renderListingPage,
  renderNotFoundPage,
  type PageContext,
} from './listing-page';
import { buyerContact } from '@/server/auth/contact-check';
import {
  feedbackCountColumns,
  sellerSignalColumns,
  signalsOfColumns,
} from '@/server/listings/seller-signals';
import { marketplaceChatUrl, sellerChatUrl } from './wa-link';
import { passOnGreeting } from '@/domain/pass-on';
import { isBusinessScopedId } from '@/domain/whatsapp-id';
import { claimReportSlot, recordReport, reporterKeyOf } from '@/server/moderation';
import { VISIBLE_TO_BUYERS } from '@/server/moderation/offered';
import {
  readReportForm,
  REPORT_ERRORS,
  REPORT_PAGE_CSP,
  renderReportForm,
  renderReportLimited,
  renderReportThanks,
} from './report-page';
import { pageLanguage } from './page-copy';

/** The report form's body: a reason and a note of 500 characters fit many times over. */
const REPORT_BODY_MAX = 16 * 1024;

/** Pages change when a listing is sold or edited: shared caches keep them a minute at most. */
const PAGE_CACHE = 'public, max-age=60';

async function findPublic(db: Db, id: string) {
  if (!isValidId(id)) return null;
  const [row] = await db
    .select({
      id: listings.id,
      sellerId: listings.sellerId,
      title: listings.title,
      type: listings.type,
      description: listings.description,
      city: listings.city,
      town: listings.town,
      neighborhood: listings.neighborhood,
      features: listings.features,
      images: listings.images,
      price: listings.price,
      status: listings.status,
      sellerName: users.displayName,
      ...sellerSignalColumns(listings.sellerId),
      ...feedbackCountColumns(listings.sellerId),
    })
    .from(listings)
    .innerJoin(users, eq(users.id, listings.sellerId))
    .where(
      and(
        eq(listings.id, id),
        sql`EXISTS (SELECT 1 FROM listings l WHERE l.id = ${listings.id} AND ${VISIBLE_TO_BUYERS})`,
      ),
    );
  // A paused listing is as invisible to buyers as a deleted one (and so is a held or hidden one,
  // or a suspended seller's).
  if (!row || statusOf(row.status) === 'paused') return null;
  const signals = signalsOfColumns(row);
  return { ...row, signals, status: statusOf(row.status), price: row.price as StoredPrice | null };
}

function pageContext(c: AppContext): PageContext {
  const { env } = c.var.deps;
  return {
    publicUrl: env.PUBLIC_URL,
    marketplaceUrl: marketplaceChatUrl(env.MARKETPLACE_WHATSAPP_NUMBER),
    marketplaceName: env.MARKETPLACE_NAME,
    language: pageLanguage(c.req.query('lang'), c.req.header('accept-language')),
  };
}

function securityHeaders(c: AppContext) {
  c.header('Content-Security-Policy', PUBLIC_PAGE_CSP);
  c.header('X-Content-Type-Options', 'nosniff');
  c.header('Referrer-Policy', 'strict-origin-when-cross-origin');
  // The page's language follows Accept-Language (page-copy.ts): a cache keeps one per language.
  c.header('Vary', 'Accept-Language');
}

function reportHeaders(c: AppContext) {
  securityHeaders(c);
  c.header('Content-Security-Policy', REPORT_PAGE_CSP);
  c.header('Cache-Control', 'no-store');
}

function notFoundPage(c: AppContext) {
  securityHeaders(c);
  c.header('Cache-Control', 'no-store');
  return c.html(renderNotFoundPage(pageContext(c)), 404);
}

/** The buyer behind a bot link: `v` names the view the bot recorded when it showed the listing. */
async function botBuyer(db: Db, listingId: string, viewId: string | undefined) {
  if (!viewId || !isValidId(viewId)) return null;
  const [view] = await db
    .select({ phone: listingViews.viewerPhone })
    .from(listingViews)
    .where(sql`${listingViews.id} = ${viewId} AND ${listingViews.listingId} = ${listingId}`);
  return view?.phone ?? null;
}

export function publicRoutes(): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  app.use('/l/*', compress({ contentTypeFilter: /^text\/html/ }));

  app.get('/l/:id', async (c) => {
    const listing = await findPublic(c.var.deps.db, c.req.param('id'));
    if (!listing) return notFoundPage(c);
    securityHeaders(c);
    c.header('Cache-Control', PAGE_CACHE);
    return c.html(renderListingPage(listing, pageContext(c)));
  });

  app.get('/l/:id/report', async (c) => {
    const listing = await findPublic(c.var.deps.db, c.req.param('id'));
    if (!listing) return notFoundPage(c);
    reportHeaders(c);
    return c.html(renderReportForm(listing, pageContext(c)));
  });

  app.post(
    '/l/:id/report',
    bodyLimit({
      maxSize: REPORT_BODY_MAX,
      onError: (c) => c.text('The report is too long.', 413),
    }),
    async (c) => {
      const { db } = c.var.deps;
      const listing = await findPublic(db, c.req.param('id'));
      if (!listing) return notFoundPage(c);
      reportHeaders(c);
      // Another site's page may not make its visitors report a listing.
      if (isCrossSite(c, c.var.deps.env.PUBLIC_URL)) {
        const refused = { message: REPORT_ERRORS.crossSite };
        return c.html(renderReportForm(listing, pageContext(c), {}, refused), 403);
      }
      const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>);
      const values = {
        reason: typeof form.reason === 'string' ? form.reason : undefined,
        note: typeof form.note === 'string' ? form.note : undefined,
      };
      const read = readReportForm(values);
      if (!read.ok)
        return c.html(renderReportForm(listing, pageContext(c), values, read.error), 422);
      const now = c.var.now();
      const address = clientAddress(c);
      const wait = await claimReportSlot(db, address, now);
      if (wait > 0) {
        c.header('Retry-After', String(wait));
        return c.html(renderReportLimited(listing, pageContext(c)), 429);
      }
      await recordReport(db, {
        listingId: listing.id,
        reporterKey: reporterKeyOf({ address }),
        reason: read.reason,
        note: read.note ?? null,
        now,
      });
      return c.html(renderReportThanks(listing, pageContext(c)));
    },
  );

  app.get('/l/:id/chat', async (c) => {
    const { db } = c.var.deps;
    const listing = await findPublic(db, c.req.param('id'));
    if (!listing) return notFoundPage(c);
    c.header('Cache-Control', 'no-store');
    // The page of a sold listing says so; nobody is sent to a seller who has nothing to sell.
    if (listing.status === 'sold') return c.redirect(`/l/${encodeURIComponent(listing.id)}`, 302);
    const agent = c.req.header('user-agent') ?? '';
    if (c.req.method === 'GET' && !isCrawler(agent)) {
      const phone = await botBuyer(db, listing.id, c.req.query('v'));
      await recordLead(db, {
        listingId: listing.id,
        buyerKey: phone ? phoneKey(phone) : visitorKey(clientAddress(c)),
        buyerPhone: phone,
        source: phone ? 'bot' : 'page',
        now: c.var.deps.now?.() ?? new Date(),
      });
      await noteAlertChat(db, c.req.query('a'), listing.id, c.var.deps.now?.() ?? new Date());
    }
    // The buyer's address bar never carries the view id on to WhatsApp.
    c.header('Referrer-Policy', 'no-referrer');
    const { env } = c.var.deps;
    // The contact number once its owner confirmed it over WhatsApp, else the login phone.
    const contact = buyerContact({
      phone: listing.sellerPhone,
      contactNumber: listing.sellerContact,
      contactConfirmed: listing.sellerContactConfirmed,
    });
    // A seller with no number a chat can open (a username, none confirmed): through the bot.
    if (isBusinessScopedId(contact)) {
      const greeting = passOnGreeting(listing.title, listing.id, env.MARKETPLACE_NAME);
      return c.redirect(marketplaceChatUrl(env.MARKETPLACE_WHATSAPP_NUMBER, greeting), 302);
    }
    return c.redirect(
      sellerChatUrl(listing.title, contact, listing.sellerPhone, env.MARKETPLACE_NAME),
      302,
    );
  });

  return app;
}
