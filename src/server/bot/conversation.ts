/**
 * The bot's side of a conversation: given one inbound message, decide what to answer.
 *
 * - 'Login' (any case): sign-in link and code for the seller dashboard.
 * - A greeting or 'help': what the bot does, and that sellers list for free.
 * - 'more' (or the list's More row): the next page of the buyer's last search.
 * - A chosen result (list row id `listing:<id>`, or its number typed as text): the listing's
 *   details, photos and the seller's chat link (through /l/{id}/chat); the view is recorded.
 * - Anything else: a search.
 */
import { sql } from 'drizzle-orm';
import { formatPrice, labelFor } from '@/domain';
import { issueLoginChallenge, SIGN_IN_SENT } from '../auth';
import type { Db } from '../db/client';
import type { StoredPrice } from '../db/schema';
import type { Env } from '../env';
import {
  LISTING_GONE,
  LISTING_SOLD,
  NOTHING_TO_PAGE,
  PAGE_SIZE,
  cityLabel,
  helpText,
  loginText,
  noMatchText,
  noMoreText,
  resultsBody,
  rowDescription,
  THANKS_TEXT,
  UNSUPPORTED_TEXT,
} from './copy';
import type { OutboundMessage } from './outbound';
import { searchListings, type FoundListing } from './search';
import { loadSearchState, recordView, rows, saveSearchState, type SearchState } from './store';
import type { QueryUnderstanding } from './understanding/types';
import type { InboundEvent } from './webhook-payload';

export interface ConversationDeps {
  db: Db;
  env: Env;
  understanding: QueryUnderstanding;
  now?: () => Date;
}

const LOGIN = /^\s*log\s*-?\s*in\s*[.!]*\s*$/i;
const GREETING =
  /^\s*(hi+|hello+|hey+|hie|hallo|howzit|help|menu|start|info|good (morning|afternoon|evening|day)|mhoro|mhoroi|makadii|makadini|sawubona|salibonani|\?+)\s*[!.?]*\s*$/i;
const THANKS =
  /^\s*(thanks?|thank you( very much)?|thanx|thnx|ta|ok(ay)?|cool|great|nice|fine|alright|sure|ndatenda|siyabonga|👍)\s*[!.]*\s*$/i;
const MORE = /^\s*(more|next|show more|more results|see more)\s*[.!]*\s*$/i;
const NUMBER = /^\s*#?(\d{1,2})\s*$/;
const LISTING_PREFIX = 'listing:';

export async function respond(
  deps: ConversationDeps,
  event: InboundEvent,
): Promise<OutboundMessage[]> {
  if (event.replyId) {
    if (event.replyId.startsWith(LISTING_PREFIX)) {
      return showListing(deps, event.from, event.replyId.slice(LISTING_PREFIX.length));
    }
    if (event.replyId === 'more') return nextPage(deps, event.from);
  }
  const text = event.text ?? event.replyTitle;
  if (text === undefined || text.trim() === '') return [{ kind: 'text', text: UNSUPPORTED_TEXT }];
  if (LOGIN.test(text)) return login(deps, event.from);
  if (GREETING.test(text)) return [{ kind: 'text', text: helpText() }];
  if (MORE.test(text)) return nextPage(deps, event.from);
  if (THANKS.test(text)) return [{ kind: 'text', text: THANKS_TEXT }];
  const number = NUMBER.exec(text);
  if (number) {
    const picked = await pickByNumber(deps, event.from, Number(number[1]));
    if (picked) return picked;
  }
  return search(deps, event.from, text);
}

async function login(deps: ConversationDeps, phone: string): Promise<OutboundMessage[]> {
  const now = deps.now?.() ?? new Date();
  const challenge = await issueLoginChallenge(deps.db, phone, now);
  const url = `${deps.env.PUBLIC_URL}/login?token=${encodeURIComponent(challenge.linkToken)}`;
  const minutes = (at: Date) => Math.max(1, Math.round((at.getTime() - now.getTime()) / 60_000));
  return [
    {
      kind: 'text',
      redactedAs: SIGN_IN_SENT,
      text: loginText({
        url,
        code: challenge.code,
        lastThree: challenge.user.phone.slice(-3),
        linkMinutes: minutes(challenge.expiresAt),
        codeMinutes: minutes(challenge.codeExpiresAt),
      }),
    },
  ];
}

async function search(
  deps: ConversationDeps,
  phone: string,
  text: string,
): Promise<OutboundMessage[]> {
  const query = text.trim().slice(0, 300);
  const request = await deps.understanding.understand(query);
  const outcome = await searchListings(deps.db, request);
  if (!outcome.results.length) return [{ kind: 'text', text: noMatchText(query) }];
  const state: SearchState = {
    query,
    request,
    resultIds: outcome.results.map((r) => r.id),
    shown: 0,
  };
  return showPage(deps, phone, state, outcome.results, outcome.relaxed);
}

async function showPage(
  deps: ConversationDeps,
  phone: string,
  state: SearchState,
  known: FoundListing[] | null,
  relaxed: ('city' | 'price')[],
): Promise<OutboundMessage[]> {
  const ids = state.resultIds.slice(state.shown, state.shown + PAGE_SIZE);
  const page = known
    ? known.slice(state.shown, state.shown + PAGE_SIZE)
    : await loadRows(deps.db, ids);
  if (!page.length) return [{ kind: 'text', text: noMoreText(state.query) }];
  const from = state.shown + 1;
  const to = state.shown + page.length;
  await saveSearchState(deps.db, phone, { ...state, shown: to });
  const body = resultsBody({
    query: state.query,
    from,
    to,
    total: state.resultIds.length,
    relaxed,
    ...(state.request.city ? { city: state.request.city } : {}),
  });
  return [
    {
      kind: 'list',
      header: 'Marketplace results',
      body,
      footer: 'Always verify listings in person.',
      button: 'View results',
      sectionTitle: `Results ${from}–${to}`,
      rows: page.map((listing) => ({
        id: `${LISTING_PREFIX}${listing.id}`,
        title: listing.title,
        description: rowDescription(listing.price, listing.city),
      })),
    },
  ];
}

interface ListingRowLite {
  id: string;
  title: string;
  city: string | null;
  price: StoredPrice | null;
}

/** Listings by id, in the order given; deleted, paused and sold ones are left out. */
async function loadRows(db: Db, ids: string[]): Promise<ListingRowLite[]> {
  if (!ids.length) return [];
  const found = await rows<ListingRowLite>(
    db,
    sql`SELECT id, title, city, price FROM listings WHERE status = 'active' AND id IN (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  const byId = new Map(found.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [row] : [];
  });
}

async function nextPage(deps: ConversationDeps, phone: string): Promise<OutboundMessage[]> {
  const state = await loadSearchState(deps.db, phone);
  if (!state) return [{ kind: 'text', text: NOTHING_TO_PAGE }];
  if (state.shown >= state.resultIds.length)
    return [{ kind: 'text', text: noMoreText(state.query) }];
  return showPage(deps, phone, state, null, []);
}

/** '3' after a results list means its third row (of the page shown last). */
async function pickByNumber(
  deps: ConversationDeps,
  phone: string,
  n: number,
): Promise<OutboundMessage[] | null> {
  const state = await loadSearchState(deps.db, phone);
  if (!state || n < 1) return null;
  const pageStart = Math.floor((state.shown - 1) / PAGE_SIZE) * PAGE_SIZE;
  const id = state.resultIds[pageStart + n - 1];
  if (!id || pageStart + n > state.shown) return null;
  return showListing(deps, phone, id);
}

interface ListingDetailRow {
  id: string;
  title: string;
  description: string;
  type: string;
  sub_type: string | null;
  city: string | null;
  neighborhood: string | null;
  address: string | null;
  features: string[];
  images: string[];
  price: StoredPrice | null;
  status: string;
  seller_name: string | null;
}

async function showListing(
  deps: ConversationDeps,
  phone: string,
  listingId: string,
): Promise<OutboundMessage[]> {
  const found = await rows<ListingDetailRow>(
    deps.db,
    sql`SELECT l.id, l.title, l.description, l.type, l.sub_type, l.city, l.neighborhood, l.address,
          l.features, l.images, l.price, l.status, u.display_name AS seller_name
        FROM listings l JOIN users u ON u.id = l.seller_id WHERE l.id = ${listingId}`,
  );
  const listing = found[0];
  // Chosen from an older list: a sold item says so, a paused one is simply unavailable.
  if (!listing || listing.status === 'paused') return [{ kind: 'text', text: LISTING_GONE }];
  if (listing.status === 'sold') return [{ kind: 'text', text: LISTING_SOLD }];
  const viewId = await recordView(deps.db, listing.id, phone, deps.now?.() ?? new Date());

  const category = [
    labelFor('type', listing.type),
    listing.sub_type ? labelFor('subType', listing.sub_type) : '',
  ]
    .filter(Boolean)
    .join(' › ');
  const place = [
    listing.address,
    listing.neighborhood && listing.neighborhood !== 'other'
      ? labelFor('neighborhood', listing.neighborhood)
      : '',
    cityLabel(listing.city),
  ]
    .filter(Boolean)
    .join(', ');
  // Through /l/{id}/chat, which counts the buyer chat and sends on to the seller's wa.me link;
  // the view id (random) tells it who the buyer is without their phone in the address.
  const link = `${deps.env.PUBLIC_URL}/l/${encodeURIComponent(listing.id)}/chat?v=${encodeURIComponent(viewId)}`;
  const negotiable = listing.price?.isNegotiable ? ' (negotiable)' : '';
  const lines = [
    `*${listing.title}*`,
    `💵 ${formatPrice(listing.price)}${negotiable}`,
    place ? `📍 ${place}` : '',
    category ? `🏷️ ${category}` : '',
    '',
    listing.description.trim(),
  ];
  if (listing.features.length) {
    lines.push('', ...listing.features.map((feature) => `• ${feature}`));
  }
  lines.push(
    '',
    `Seller: ${listing.seller_name ?? 'Marketplace seller'}`,
    `Chat with the seller: ${link}`,
    '',
    'Always verify listings in person before you pay.',
  );
  const images: OutboundMessage[] = listing.images.slice(0, 4).map((fileId, i) => ({
    kind: 'image',
    imageUrl: `${deps.env.PUBLIC_URL}/api/files/${encodeURIComponent(fileId)}`,
    ...(i === 0 ? { caption: listing.title } : {}),
  }));
  return [
    ...images,
    { kind: 'text', text: lines.filter((l, i, all) => l !== '' || all[i - 1] !== '').join('\n') },
  ];
}
