/**
 * Listing through the form inside WhatsApp (a WhatsApp Flow): offering it, and taking its
 * completion into the seller's chat draft, which then goes on exactly as listing by chat does
 * (the next question, or the summary with Publish / Change / Cancel; Publish is the same listing
 * command). The form is offered only with WHATSAPP_LISTING_FLOW_ID and real WhatsApp; without,
 * "sell" is listing by chat as ever.
 *
 * A completion is taken only with a token this bot sent to this seller, once. Its answers go
 * through listing by chat's own answer rules (answers.ts): one that does not fit is left out and
 * becomes the draft's next question, as the chat would ask it. Its photos are checked as Meta
 * documents (flow-media.ts), then stored as a photo sent in the chat; one that fails is named to
 * the seller and the others are kept.
 */
import type { OutboundMessage } from '@/server/bot/outbound';
import { hasWhatsAppCredentials, type Env } from '@/server/env';
import type { InboundEvent } from '@/server/bot/whatsapp/webhook-payload';
import type { OfferQuestionField } from '@/server/discovery/offer';
import { dropHiddenFields } from '@/domain/payload';
import {
  addDraftPhoto,
  ensureChatDraft,
  findChatDraft,
  saveDraftFields,
} from '@/server/listings/chat-drafts';
import { applyAnswer, type Fields } from '@/server/bot/conversation/sell/answers';
import { sellCopyFor, type SellCopy } from '@/server/bot/conversation/sell/copy';
import {
  nextStep,
  saveState,
  sellContext,
  type SellContext,
  type SellTurnDeps,
} from '@/server/bot/conversation/sell/context';
import { nextQuestion, SELL } from '@/server/bot/conversation/sell/draft-view';
import type { Language } from '@/domain/language';
import { offerFields } from '@/server/bot/conversation/sell/offer';
import { MAX_PHOTOS, storePhoto } from '@/server/bot/conversation/sell/photos';
import { FLOW_FIELDS, FLOW_INITIAL_DATA, LISTING_SCREEN } from './flow-json';
import { flowPhotosOf, openFlowPhoto } from './flow-media';
import { flowReplyOf, forgetFlowReply } from './flow-replies';
import { issueFlowToken, takeFlowToken } from './flow-tokens';

const text = (body: string): OutboundMessage[] => [{ kind: 'text', text: body }];

/** "sell", "list", "sell something", "list an item": asking to list, with nothing said yet. */
export const SELL_ALONE =
  /^\s*(?:sell|list|sell (?:something|an item|my stuff)|list (?:something|an item)|(?:i want to|i wanna) (?:sell|list)(?: something)?|ndinoda kutengesa|ngifuna ukuthengisa)\s*[.!]*\s*$/i;

/** The listing form is offered only on real WhatsApp with a published Flow (never the dev chat). */
export function listingFlowId(env: Env): string | null {
  return hasWhatsAppCredentials(env) ? (env.WHATSAPP_LISTING_FLOW_ID ?? null) : null;
}

/** Where the listing form is configured, a Sell button under the welcome opens it. */
export function welcomeSell(env: Env, language: Language): OutboundMessage[] {
  if (!listingFlowId(env)) return [];
  const copy = sellCopyFor(language);
  return [
    {
      kind: 'buttons',
      body: copy.flowWelcome,
      buttons: [{ id: SELL.form, title: copy.flowWelcomeButton }],
    },
  ];
}

/** The listing form, with a new token, when one is configured; null where there is none. */
export async function offerListingForm(ctx: SellContext): Promise<OutboundMessage[] | null> {
  const flowId = listingFlowId(ctx.deps.env);
  if (!flowId) return null;
  const token = await issueFlowToken(ctx.deps.db, ctx.sellerId, ctx.phone, ctx.now);
  await saveState(ctx, { awaiting: null, pendingOffer: null });
  return [
    {
      kind: 'flow',
      body: ctx.copy.flowOffer,
      flowId,
      token,
      cta: ctx.copy.flowCta,
      screen: LISTING_SCREEN,
      data: FLOW_INITIAL_DATA,
    },
  ];
}

/** The form's answers in the order the chat asks them: picked values, or the seller's words. */
const ANSWERS: readonly [OfferQuestionField, string, 'value' | 'text'][] = [
  ['type', FLOW_FIELDS.type, 'value'],
  ['subType', FLOW_FIELDS.subType, 'value'],
  ['title', FLOW_FIELDS.title, 'text'],
  ['price', FLOW_FIELDS.price, 'text'],
  ['city', FLOW_FIELDS.city, 'value'],
  ['town', FLOW_FIELDS.town, 'text'],
  ['description', FLOW_FIELDS.description, 'text'],
];

/** What the title tells beyond the form's own fields (a make, a year, rent or sale). */
const FROM_TITLE = [
  'vehicleBrand',
  'electronicBrand',
  'modelYear',
  'realEstateDealType',
  'accommodationType',
];

/** The form's answers over the draft's fields; `failed` is the first answer that did not fit. */
async function formFields(ctx: SellContext, response: Record<string, unknown>, base: Fields) {
  let fields: Fields = { ...base };
  let failed: OfferQuestionField | null = null;
  for (const [field, key, how] of ANSWERS) {
    const given = response[key];
    if (typeof given !== 'string' || !given.trim()) continue;
    // The town typed beside a town other than 'Other' is not asked for: left out, as the app does.
    const next = applyAnswer(fields, field, how === 'value' ? { value: given } : { text: given });
    if (next) fields = next;
    else if (field !== 'town') failed ??= field;
  }
  if (typeof fields.title === 'string') {
    const understood = await offerFields(ctx, fields.title);
    for (const key of FROM_TITLE) {
      if (fields[key] === undefined && understood[key] !== undefined) fields[key] = understood[key];
    }
    fields = dropHiddenFields(fields);
  }
  return { fields, failed };
}

/** Stores the form's photos into the draft; the names of those that could not be taken. */
async function formPhotos(
  ctx: SellContext,
  response: Record<string, unknown>,
  copy: SellCopy,
): Promise<{ refused: string[]; full: boolean }> {
  const { photos, unread } = flowPhotosOf(response[FLOW_FIELDS.photos]);
  const refused: string[] = [];
  let full = false;
  const sell = ctx.deps.sell;
  for (const [index, photo] of photos.entries()) {
    const name = photo.name ?? copy.flowPhotoName(index + 1);
    if (!sell) {
      refused.push(name);
      continue;
    }
    const stored = await storePhoto(
      {
        db: ctx.deps.db,
        env: ctx.deps.env,
        sell,
        ...(ctx.deps.logger ? { logger: ctx.deps.logger } : {}),
      },
      ctx.sellerId,
      photo.key,
      copy,
      ctx.now,
      async () => {
        const opened = await openFlowPhoto(sell.media, photo);
        if (opened.ok) return opened;
        ctx.deps.logger?.warn('listing form photo refused', { reason: opened.detail });
        return {
          ok: false,
          answer: opened.reason === 'too_big' ? copy.photoTooBig : copy.photoFailed,
        };
      },
    );
    if (!stored.ok) {
      refused.push(name);
      continue;
    }
    const added = await addDraftPhoto(ctx.deps.db, ctx.sellerId, stored.fileId, ctx.now);
    if (!added.added) full = true;
  }
  for (let i = 0; i < unread; i++) refused.push(copy.flowPhotoName(photos.length + i + 1));
  return { refused, full };
}

/** A completed listing form: into the seller's chat draft, then its next question or summary. */
export async function completeListingForm(
  deps: SellTurnDeps,
  event: InboundEvent,
): Promise<OutboundMessage[]> {
  const answer = await takeListingForm(deps, event);
  // Once answered, the form's answers (and their photos' keys) are not kept. A failure above
  // leaves them for the answer to be tried again.
  await forgetFlowReply(deps.db, event.waMessageId);
  return answer;
}

async function takeListingForm(
  deps: SellTurnDeps,
  event: InboundEvent,
): Promise<OutboundMessage[]> {
  const response = event.flowResponse ?? (await flowReplyOf(deps.db, event.waMessageId));
  const ctx = await sellContext(deps, event.from);
  const copy = ctx?.copy ?? sellCopyFor((await deps.chatLanguage()) ?? 'en');
  const token = response?.flow_token;
  // Answered before (its answers gone): a repeat of a form already taken.
  if (!response || typeof token !== 'string') return text(copy.flowUsed);
  const now = ctx?.now ?? deps.now?.() ?? new Date();
  const verdict = await takeFlowToken(deps.db, token, event.from, event.waMessageId, now);
  if (!verdict.ok) return text(verdict.why === 'used' ? copy.flowUsed : copy.flowRefused);
  if (!ctx || ctx.sellerId !== verdict.sellerId) return text(copy.flowRefused);
  const draft = ctx.draft ?? (await ensureChatDraft(deps.db, ctx.sellerId, ctx.now));
  const { fields, failed } = await formFields(ctx, response, draft.fields);
  await saveDraftFields(deps.db, ctx.sellerId, fields, ctx.now);
  const photos = await formPhotos(ctx, response, copy);
  const replies: OutboundMessage[] = [];
  if (photos.refused.length) {
    replies.push(...text(copy.flowPhotosRefused(photos.refused.join(', '))));
  }
  if (photos.full) {
    replies.push(...text(copy.photoFull(MAX_PHOTOS)));
    await saveState(ctx, { photosFullTold: draft.id });
  }
  const fresh = (await findChatDraft(deps.db, ctx.sellerId)) ?? { ...draft, fields };
  // An answer that did not fit is asked again as the chat asks it, saying it was not understood.
  const lead = failed && nextQuestion(fresh)?.field === failed ? copy.notUnderstood : '';
  return [...replies, ...(await nextStep(ctx, fresh, lead))];
}
