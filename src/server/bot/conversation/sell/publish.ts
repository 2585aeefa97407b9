/**
 * The end of a chat listing: Publish creates it through the same path as the app (the same
 * schema, per-seller limits, screening and hooks), "SOLD" marks it sold exactly as the app sets
 * a status, and "app" sends a sign-in link that opens the draft in the app's editor.
 */
import { and, desc, eq } from 'drizzle-orm';
import { HTTPException } from 'hono/http-exception';
import { listingCreateSchema } from '@/domain';
import { sellerReasonOf } from '@/domain/schemas/seller-reason';
import { issueLoginChallenge, SIGN_IN_SENT } from '@/server/auth';
import type { Db } from '@/server/db/client';
import { listingDrafts, listings, type ListingRow } from '@/server/db/schema';
import type { Env } from '@/server/env';
import { createListing, setStatus } from '@/server/listings/commands';
import type { JobQueue } from '@/server/jobs/queue';
import type { ChatDraft } from '@/server/listings/chat-drafts';
import type { OutboundMessage } from '@/server/bot/outbound';
import type { Language } from '@/domain/language';
import type { SellCopy } from './copy';
import { checkinConsentWords, hasCheckinConsent } from '@/server/consents/consents';
import { SELL } from './draft-view';
import { loadSellState, saveSellState } from './state';

export interface EndDeps {
  db: Db;
  env: Env;
  now: Date;
  jobs?: JobQueue;
}

const text = (body: string): OutboundMessage[] => [{ kind: 'text', text: body }];

/** The app's editor on a chat draft, reached after the sign-in link (same-origin path). */
export const draftEditorPath = (draftId: string) =>
  `/listings/new?draft=${encodeURIComponent(draftId)}`;

export type Published = { ok: true; messages: OutboundMessage[] } | { ok: false; reason: string };

/**
 * Creates the listing from the draft and removes the draft in one transaction. The draft is
 * checked with listingCreateSchema first, the app's own schema: a chat listing is exactly as
 * valid as one made in the app.
 */
export async function publishDraft(
  deps: EndDeps,
  phone: string,
  sellerId: string,
  draft: ChatDraft,
  copy: SellCopy,
  language: Language,
): Promise<Published> {
  const parsed = listingCreateSchema.safeParse({ ...draft.fields, images: draft.images });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { ok: false, reason: `${issue?.path.join('.') ?? ''}: ${issue?.message ?? ''}` };
  }
  // A first listing: its reply says what the marketplace will send, the seller's consent.
  const consentWords = (await hasCheckinConsent(deps.db, phone))
    ? null
    : checkinConsentWords(language, deps.env.MARKETPLACE_NAME);
  const checkinConsent = consentWords
    ? { checkinConsent: { how: 'First listing published by chat', words: consentWords } }
    : {};
  let row;
  try {
    // The create path's hooks run after the commit, as for the app's create.
    row = await createListing(
      { db: deps.db, env: deps.env, jobs: deps.jobs },
      { sellerId, listing: parsed.data, now: deps.now, ...checkinConsent },
      async (tx) => {
        await tx.delete(listingDrafts).where(eq(listingDrafts.id, draft.id));
      },
    );
  } catch (error) {
    // Over a per-seller limit, a photo no longer the seller's: said as the app would say it.
    if (error instanceof HTTPException && error.status < 500) {
      return { ok: false, reason: error.message };
    }
    throw error;
  }
  await saveSellState(
    deps.db,
    phone,
    sellerId,
    { awaiting: null, pendingOffer: null, lastListingId: row.id },
    deps.now,
  );
  const url = `${deps.env.PUBLIC_URL}/l/${row.id}`;
  // Words that read like a scam: which, why, and how an honest seller says it.
  const scam = row.heldFor ?? row.warnings?.find((w) => w.code === 'scam_pattern');
  if (scam) {
    const words = scam.words.map((word) => `"${word}"`).join(', ');
    const say = row.heldFor ? copy.publishedScamHeld : copy.publishedScamWarning;
    return {
      ok: true,
      messages: text(say(url, words, copy.scamWhy[scam.kind], copy.scamRephrase[scam.kind])),
    };
  }
  const held = row.moderationState !== null;
  const why = held ? heldWhy(row, copy) : null;
  const said = why
    ? copy.publishedHeldFor(url, why)
    : held
      ? copy.publishedHeld(url)
      : copy.published(url);
  // The same ad on offer already: buyers see it once, and the seller is told so.
  const repeated = row.warnings?.some((w) => w.code === 'repeated_ad');
  const lines = [said, repeated ? copy.repeatedAd : '', consentWords ?? ''].filter(Boolean);
  return { ok: true, messages: text(lines.join('\n\n')) };
}

/** Why the marketplace holds it, in the chat's language; null for a reason without words here. */
function heldWhy(
  row: Pick<ListingRow, 'moderationReasonCode' | 'moderationReasonParams'>,
  copy: SellCopy,
): string | null {
  const reason = sellerReasonOf({
    code: row.moderationReasonCode ?? undefined,
    params: row.moderationReasonParams ?? undefined,
  });
  switch (reason?.code) {
    case 'prohibited_content':
    case 'reposted':
      return copy.heldWhy[reason.code];
    case 'repeated_ad_copies':
    case 'repeated_ad_photo':
      return copy.heldWhy[reason.code](reason.count);
    default:
      return null;
  }
}

async function markSold(deps: EndDeps, sellerId: string, listingId: string, copy: SellCopy) {
  const row = await setStatus(
    { db: deps.db, env: deps.env, jobs: deps.jobs },
    { sellerId, listingId, status: 'sold', now: deps.now },
  );
  return text(row ? copy.soldDone(row.title) : copy.soldNone);
}

/** "SOLD": the listing last published by chat, or a list of the seller's listings on offer. */
export async function soldTurn(
  deps: EndDeps,
  phone: string,
  sellerId: string,
  copy: SellCopy,
  chosen?: string,
): Promise<OutboundMessage[]> {
  if (chosen) return markSold(deps, sellerId, chosen, copy);
  const offered = await deps.db
    .select({ id: listings.id, title: listings.title })
    .from(listings)
    .where(and(eq(listings.sellerId, sellerId), eq(listings.status, 'active')))
    .orderBy(desc(listings.createdAt))
    .limit(10);
  if (offered.length === 0) return text(copy.soldNone);
  const last = (await loadSellState(deps.db, phone))?.lastListingId;
  const lastOffered = offered.find((row) => row.id === last);
  if (lastOffered) return markSold(deps, sellerId, lastOffered.id, copy);
  if (offered.length === 1) return markSold(deps, sellerId, offered[0]!.id, copy);
  return [
    {
      kind: 'list',
      body: copy.soldWhich,
      button: copy.listButton,
      sectionTitle: copy.listButton,
      rows: offered.map((row) => ({ id: `${SELL.sold}${row.id}`, title: row.title })),
    },
  ];
}

/**
 * A sign-in link that opens the draft in the app's editor. The link is a secret: the message
 * carries `redactedAs`, so only the seller ever sees it (never the log or the stored chat).
 */
export async function appLink(
  deps: EndDeps,
  phone: string,
  draft: ChatDraft,
  copy: SellCopy,
  language: Language,
): Promise<OutboundMessage[]> {
  // Only a seller who is not suspended gets here (knownSeller).
  const challenge = await issueLoginChallenge(deps.db, phone, deps.now);
  const next = encodeURIComponent(draftEditorPath(draft.id));
  const url = `${deps.env.PUBLIC_URL}/login?token=${encodeURIComponent(challenge.linkToken)}&next=${next}&lang=${language}`;
  const minutes = Math.max(
    1,
    Math.round((challenge.expiresAt.getTime() - deps.now.getTime()) / 60_000),
  );
  return [{ kind: 'text', text: copy.appLink(url, minutes), redactedAs: SIGN_IN_SENT }];
}
