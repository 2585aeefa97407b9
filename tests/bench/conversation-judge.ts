/**
 * How the conversation benchmark (conversation-labelled.bench.ts) judges a turn: from what
 * reached the person's phone (results, texts, buttons) and what the database holds (listing
 * status, reports, chat drafts, listings published); and a conversation's `after`: the check-in
 * sweep an hour on and again past the auto-pause, or a new listing matching a saved alert.
 */
import { sql } from 'drizzle-orm';
import type { ConversationListing } from './conversation-catalogue';
import type { Harness, Seen } from './conversation-harness';
import type { After, Expect, SellerListing } from './conversation-types';

const DAY = 86_400_000;
const HOUR = 3_600_000;

/** A seller's listing as the catalogue holds it. */
export const sellerListing = (l: SellerListing): ConversationListing => ({
  key: l.key,
  type: l.type,
  ...(l.subType ? { subType: l.subType } : {}),
  title: l.title,
  description: `${l.title}, in good condition.`,
  city: l.city,
  price: l.price,
  ...(l.neighborhood ? { neighborhood: l.neighborhood } : {}),
  ...(l.frequency ? { frequency: l.frequency } : {}),
  ...(l.deal ? { deal: l.deal } : {}),
  ...(l.vehicleBrand ? { vehicleBrand: l.vehicleBrand } : {}),
  ...(l.electronicBrand ? { electronicBrand: l.electronicBrand } : {}),
});

/** The listings shown (list rows), by id. */
const shownIds = (h: Harness, reply: Seen[]) =>
  reply.flatMap((s) =>
    s.rows.flatMap((r) => {
      const id = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/.exec(r.id)?.[0];
      return id && h.keyOf.has(id) ? [id] : [];
    }),
  );
export const listingsIn = (h: Harness, reply: Seen[]) =>
  shownIds(h, reply).map((id) => h.keyOf.get(id)!);
export const textOf = (reply: Seen[]) =>
  reply
    .map((s) =>
      [
        s.text,
        ...s.buttons.map((b) => `[${b.title}]`),
        ...s.rows.map((r) => `${r.title} ${r.description ?? ''}`),
      ].join('\n'),
    )
    .join('\n');
/** The words the language is judged on: texts and buttons (rows are listing titles). */
export const spokenOf = (reply: Seen[]) =>
  reply.map((s) => [s.text, ...s.buttons.map((b) => b.title)].join('\n')).join('\n');

export const ALERT_OFFER = /^(alert me|ndiudzei|ngazisa)$/i;
const NOTHING =
  /\b(nothing|no\s+\w+.*\byet|none|sorry|hapana|handina|akukho|angila|uxolo|urombo)\b/i;

/** Words of a follow-up that are not the thing asked for. */
const FILLER =
  /(^|[^\p{L}])(ok|okay|what|whats|about|there|ko|ehe|here|iripo|ikhona|yini|kuthiwani|lona|long)(?![\p{L}])/iu;

/** What the bot says it understood: results headers and the words it quotes back. */
const understoodOf = (reply: Seen[]) =>
  reply.flatMap((s) => [s.header ?? '', ...(s.text.match(/“[^”\n]*”/g) ?? [])]).filter(Boolean);

/** An answer that took the words for a search: results, "nothing for …", or the alert offer. */
function looksLikeSearch(h: Harness, reply: Seen[]): boolean {
  if (listingsIn(h, reply).length) return true;
  if (reply.some((s) => s.buttons.some((b) => ALERT_OFFER.test(b.title)))) return true;
  return /(nothing for|have nothing|hapana|akukho)\s*“/i.test(textOf(reply));
}

const kindMatches = (h: Harness, id: string, kinds: string[]) => {
  const kind = h.kindById.get(id) ?? '';
  return kinds.some((k) => (k.includes('/') ? kind === k : kind.startsWith(`${k}/`)));
};

export interface World {
  phone: string;
  sellerId: string | null;
  /** The seller's own listings, key -> id. */
  own: Map<string, string>;
}

async function statusOf(h: Harness, world: World, key: string): Promise<string> {
  const id = world.own.get(key);
  if (!id) return 'unknown listing';
  const [row] = (
    await h.db.execute<{ status: string }>(sql`SELECT status FROM listings WHERE id = ${id}`)
  ).rows;
  return row?.status ?? 'gone';
}

/** Why the turn is not satisfied, or null when it is. */
export async function judge(
  h: Harness,
  world: World,
  expect: Expect,
  reply: Seen[],
): Promise<string | null> {
  const shown = listingsIn(h, reply);
  const said = textOf(reply);
  if (!reply.length) return 'no reply';
  if (expect.shows && !shown.some((k) => expect.shows!.includes(k))) {
    return `not shown: ${expect.shows.join('/')}`;
  }
  if (expect.first && !expect.first.includes(shown[0] ?? '')) {
    return `first shown ${shown[0] ?? 'nothing'}, not ${expect.first.join('/')}`;
  }
  if (expect.only) {
    const off = shownIds(h, reply).filter((id) => !kindMatches(h, id, expect.only!));
    if (off.length) return `irrelevant shown: ${off.map((id) => h.keyOf.get(id)).join(', ')}`;
  }
  if (expect.never) {
    const bad = shown.filter((k) => expect.never!.includes(k));
    if (bad.length) return `shown: ${bad.join(', ')}`;
  }
  if (expect.nothing && !(NOTHING.test(said) && expect.nothing.test(said))) {
    return `no plain "nothing" naming ${expect.nothing.source}`;
  }
  if (expect.noSearch && looksLikeSearch(h, reply)) return 'taken for a search';
  const filler = expect.noFiller && understoodOf(reply).find((phrase) => FILLER.test(phrase));
  if (filler) return `searched for ${filler}`;
  if (expect.says && !expect.says.test(said)) return `does not say ${expect.says.source}`;
  if (expect.saysNot?.test(said)) return `says ${expect.saysNot.source}`;
  for (const [key, status] of Object.entries(expect.status ?? {})) {
    const is = await statusOf(h, world, key);
    if (is !== status) return `${key} is ${is}, not ${status}`;
  }
  if (expect.report) {
    const rows = (
      await h.db.execute<{ reason: string }>(
        sql`SELECT reason FROM listing_reports WHERE reporter_phone = ${world.phone}`,
      )
    ).rows;
    if (!rows.some((r) => r.reason === expect.report)) {
      return `report ${rows.map((r) => r.reason).join(', ') || 'not recorded'}, not ${expect.report}`;
    }
  }
  if (expect.published || expect.notPublished) {
    const rows = world.sellerId
      ? (
          await h.db.execute<{ id: string; title: string }>(
            sql`SELECT id, title FROM listings WHERE seller_id = ${world.sellerId}`,
          )
        ).rows
      : [];
    // Listed from the chat: not one the seller had before the conversation.
    const had = new Set(world.own.values());
    const mine = rows.filter((r) => !had.has(r.id)).map((r) => r.title);
    if (expect.published && !mine.some((t) => expect.published!.test(t))) {
      return 'not published';
    }
    if (expect.notPublished && mine.length) return `published: ${mine.join(', ')}`;
  }
  if (expect.draft || expect.noDraft) {
    const [draft] = world.sellerId
      ? (
          await h.db.execute<{ fields: Record<string, unknown> | string }>(
            sql`SELECT fields FROM listing_drafts WHERE seller_id = ${world.sellerId}
                AND source = 'whatsapp'`,
          )
        ).rows
      : [];
    const fields = typeof draft?.fields === 'string' ? JSON.parse(draft.fields) : draft?.fields;
    if (expect.noDraft && fields) return 'the draft is still there';
    for (const [field, value] of Object.entries(expect.draft ?? {})) {
      const got = (fields as Record<string, unknown> | undefined)?.[field];
      const same =
        typeof value === 'object'
          ? JSON.stringify(got ?? null).includes(JSON.stringify(value).slice(1, -1))
          : String(got ?? '').toLowerCase() === String(value).toLowerCase();
      if (!same)
        return `draft ${field} is ${JSON.stringify(got ?? null)}, not ${JSON.stringify(value)}`;
    }
  }
  return null;
}

export async function judgeAfter(h: Harness, world: World, after: After): Promise<string | null> {
  if (after.sweep) {
    h.tick(HOUR);
    const first = await h.seenDuring(world.phone, () => h.bot.checkins.run());
    if (after.noCheckin && first.length) {
      return `check-in sent after all: ${short(textOf(first))}`;
    }
    h.tick(8 * DAY);
    const second = await h.seenDuring(world.phone, () => h.bot.checkins.run());
    if (after.noCheckin && second.length) return `sent in the sweep: ${short(textOf(second))}`;
  }
  for (const [key, status] of Object.entries(after.status ?? {})) {
    const is = await statusOf(h, world, key);
    if (is !== status) return `after the sweep ${key} is ${is}, not ${status}`;
  }
  if (after.noAlertFor) {
    h.tick(HOUR);
    const listing = sellerListing(after.noAlertFor);
    const id = await h.insertListing(h.catalogueSeller, listing, h.now());
    const alerted = await h.seenDuring(world.phone, () => h.alertsFor(id));
    await h.retire({ listingId: id });
    if (alerted.length) return `alert sent after opting out: ${short(textOf(alerted))}`;
  }
  return null;
}

export const short = (text: string, max = 160) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
};
