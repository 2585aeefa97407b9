/**
 * Listing by chat in the conversation: what a known seller (a phone that has signed in before)
 * says about their chat draft. Each entry answers when the message is listing by chat, and
 * gives null otherwise, so the message is taken as a search: a message that reads as a search
 * is never taken for an offer.
 *
 * - Words that read as an offer ('selling', a thing with a price, 'Sell', photos with a line):
 *   into the draft, then the next missing question or the summary with Publish / Change / Cancel.
 *   From an unknown phone: send Login first, and what the marketplace is.
 * - The answer to the question asked last (within ANSWER_WINDOW_MS).
 * - 'app': a sign-in link that opens the draft in the app. 'SOLD': the listing is sold.
 * - 'sell' alone, with no listing in progress: the listing form inside WhatsApp (a Flow) where
 *   one is configured (flow/flow-turn.ts); listing by chat stays open beside it.
 */
import { detectLanguage } from '@/domain/language';
import type { OutboundMessage } from '@/server/bot/outbound';
import { readPrice, readsAsOffer } from '@/server/discovery/offer';
import { correctSpelling } from '@/server/discovery/spelling';
import { clip } from '@/server/bot/outbound';
import { removeChatDraft, saveDraftFields } from '@/server/listings/chat-drafts';
import { applyAnswer, type Fields } from './answers';
import { sellCopyFor } from './copy';
import { nextStep, saveState, sellContext, type SellContext, type SellTurnDeps } from './context';
import { offerFields, takeOffer } from './offer';
import { appLink, publishDraft, soldTurn } from './publish';
import { questionMessage } from './draft-view';
import { nextQuestion } from './draft-view';
import { ANSWER_WINDOW_MS } from './state';
import { offerListingForm, SELL_ALONE } from './flow/flow-turn';
import type { OfferQuestionField } from '@/server/discovery/offer';

const text = (body: string): OutboundMessage[] => [{ kind: 'text', text: body }];

export const SOLD = /^\s*sold\s*[.!]*\s*$/i;
export const APP =
  /^\s*(?:app|the app|open (?:in )?(?:the )?app|(?:finish|edit|continue) (?:it )?in (?:the )?app|use the app|apu|i-?app)\s*[.!]*\s*$/i;
const CANCEL = /^\s*(?:cancel|kanzura|yekela)\s*[.!]*\s*$/i;
const PUBLISH = /^\s*publish\s*[.!]*\s*$/i;

const endDeps = (ctx: SellContext) => ({
  db: ctx.deps.db,
  env: ctx.deps.env,
  now: ctx.now,
  ...(ctx.deps.sell?.jobs ? { jobs: ctx.deps.sell.jobs } : {}),
});

export async function cancelDraft(ctx: SellContext): Promise<OutboundMessage[]> {
  if (!ctx.draft) return text(ctx.copy.noDraft);
  if (ctx.deps.sell) await removeChatDraft(ctx.deps.db, ctx.deps.sell.store, ctx.sellerId);
  await saveState(ctx, { awaiting: null, pendingOffer: null });
  return text(ctx.copy.cancelled);
}

export async function publish(ctx: SellContext): Promise<OutboundMessage[]> {
  const draft = ctx.draft;
  if (!draft) return text(ctx.copy.noDraft);
  // Nothing is published while a required field is missing: its question comes instead.
  if (nextQuestion(draft)) return nextStep(ctx, draft);
  const published = await publishDraft(
    endDeps(ctx),
    ctx.phone,
    ctx.sellerId,
    draft,
    ctx.copy,
    ctx.language,
  );
  return published.ok ? published.messages : text(ctx.copy.refused(published.reason));
}

export { appLink, soldTurn };

/** An answer to `field`, into the draft; the next step, or the question again when it did not fit. */
export async function answer(
  ctx: SellContext,
  field: OfferQuestionField,
  given: { value?: string; text?: string },
  /** The words also read as a new offer: taken as one when they do not answer the question. */
  offer = false,
): Promise<OutboundMessage[]> {
  const draft = ctx.draft;
  if (!draft) return text(ctx.copy.noDraft);
  let fields: Fields | null;
  if (field === 'title' && given.text) {
    // "What are you selling?" is often answered with the whole line: all of it is read.
    const understood = await offerFields(ctx, given.text);
    fields = applyAnswer({ ...draft.fields, ...understood }, 'title', {
      text: typeof understood.title === 'string' ? understood.title : given.text,
    });
  } else {
    fields = applyAnswer(draft.fields, field, given);
  }
  if (!fields && offer && given.text) return takeOffer(ctx, given.text);
  if (!fields) {
    const question = nextQuestion({ ...draft, fields: { ...draft.fields, [field]: undefined } });
    const again = question && question.field === field ? question : null;
    await saveState(ctx, { awaiting: field });
    return again
      ? [questionMessage(again, ctx.copy, 0, ctx.copy.notUnderstood)]
      : text(`${ctx.copy.notUnderstood}\n${ctx.copy.ask[field]}`);
  }
  await saveDraftFields(ctx.deps.db, ctx.sellerId, fields, ctx.now);
  return nextStep(ctx, { ...draft, fields });
}

/**
 * A correction of what the seller said a moment ago ('sorry i meant Gweru', 'no, $450',
 * 'kwete, ndaireva Gweru', 'hatshi, bengitsho iGweru'): the town or the price it names, whatever
 * the draft asks now.
 */
const CORRECTION =
  /^\s*(?:(?:sorry|oops|no|nope|actually|correction|kwete|aiwa|hatshi|hayi|uxolo|ndine\s+urombo)\b[\s,.!-]*)*(?:i\s+meant?|i\s+mean\s+to\s+say|ndaireva|ndanga\s+ndichireva|bengitsho|ngitsho|its|it\s+is)\s+(.+)$/i;

export function correction(fields: Fields, words: string): Fields | null {
  const said = CORRECTION.exec(words)?.[1]?.trim();
  if (!said || said.split(/\s+/).length > 4) return null;
  for (const field of ['city', 'price'] as const) {
    const out = applyAnswer(fields, field, { text: said });
    if (out) return out;
  }
  return null;
}

/** A text message: listing by chat when it is one, else null (a search, small talk...). */
export async function sellText(
  deps: SellTurnDeps,
  phone: string,
  words: string,
): Promise<OutboundMessage[] | null> {
  const ctx = await sellContext(deps, phone, words);
  if (!ctx) {
    // An unknown phone offering something: sign in first.
    if (SOLD.test(words) || APP.test(words)) return null;
    // Without an account a priced line ('house to rent in Harare 400usd') is a buyer's search far
    // more often than a seller's listing: only saying so ('selling …') asks them to sign in.
    const mended = await mend(deps, words);
    if (!isOffer(mended, 0) || !SAYS_SELLING.test(mended)) return null;
    return text(sellCopyFor(detectLanguage(words) ?? (await deps.chatLanguage())).loginFirst);
  }
  if (SOLD.test(words)) return soldTurn(endDeps(ctx), phone, ctx.sellerId, ctx.copy);
  const draft = ctx.draft;
  // "sell" with no listing in progress: the form inside WhatsApp, where one is configured.
  if (SELL_ALONE.test(words) && typeof draft?.fields.title !== 'string') {
    const form = await offerListingForm(ctx);
    if (form) return form;
  }
  if (draft) {
    if (APP.test(words)) return appLink(endDeps(ctx), phone, draft, ctx.copy, ctx.language);
    if (CANCEL.test(words)) return cancelDraft(ctx);
    if (PUBLISH.test(words)) return publish(ctx);
    const corrected = correction(draft.fields, words);
    if (corrected) {
      await saveDraftFields(ctx.deps.db, ctx.sellerId, corrected, ctx.now);
      return nextStep(ctx, { ...draft, fields: corrected });
    }
    const awaiting = ctx.state?.awaiting;
    const fresh = ctx.state && ctx.now.getTime() - ctx.state.updatedAt.getTime() < ANSWER_WINDOW_MS;
    const hasWords = typeof draft.fields.title === 'string';
    if (awaiting && awaiting !== 'change' && fresh && (hasWords || awaiting === 'title')) {
      const offer = isOffer(await mend(deps, words), 0);
      // A photo is awaited: words are a new offer, or a reminder to send the photo.
      if (awaiting !== 'photos' || !offer) {
        return answer(ctx, awaiting as OfferQuestionField, { text: words }, offer);
      }
    }
  }
  // Photos just sent, waiting for their words: a seller's Status, not a buyer's question.
  const photos = draft && typeof draft.fields.title !== 'string' ? draft.images.length : 0;
  if (!isOffer(await mend(deps, words), photos)) return null;
  return takeOffer(ctx, words);
}

/**
 * Saying so in the first person ('selling', 'ndiri kutengesa', 'ngiyathengisa'), or starting with
 * 'Sell' / 'List'. 'Toyota Corolla for sale' or 'imba iri kutengeswa' alone is how buyers search.
 */
const SAYS_SELLING =
  /^\s*(?:sell|list)\b|\b(?:selling|ndiri\s*kutengesa|ndirikutengesa|ndinotengesa|ngi(?:ya)?thengisa|ngidayisa)\b/i;

/**
 * Whether the words are a seller's offer: they read as one (readsAsOffer, where anything that
 * reads as a search never does) and carry what a buyer's search does not: a price with the
 * thing, photos, or the seller saying they sell.
 */
export function isOffer(mended: string, photos: number): boolean {
  if (!readsAsOffer(mended, { photos })) return false;
  return photos > 0 || SAYS_SELLING.test(mended) || readPrice(mended).price !== undefined;
}

/** The words with their typos mended, as the search reads them. */
const mend = (deps: SellTurnDeps, words: string) => correctSpelling(deps.db, clip(words, 300));
