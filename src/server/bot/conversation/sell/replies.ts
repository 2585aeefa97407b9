/** Taps on listing by chat's buttons and list rows (ids starting `sell:`). */
import type { OutboundMessage } from '@/server/bot/outbound';
import { keepDraftPhotos, removeLoosePhotos } from '@/server/listings/chat-drafts';
import { CHANGEABLE, type Changeable } from './answers';
import { choicesFor as choicesOf } from '@/server/discovery/offer';
import { nextStep, saveState, sellContext, type SellContext, type SellTurnDeps } from './context';
import { SELL, questionMessage } from './draft-view';
import { replaceDraft } from './offer';
import { answer, cancelDraft, publish, soldTurn } from './turn';
import { sellCopyFor } from './copy';
import { offerListingForm } from './flow/flow-turn';
import type { OfferQuestionField } from '@/server/discovery/offer';
import { QUESTION_ORDER } from '@/server/discovery/offer';

const text = (body: string): OutboundMessage[] => [{ kind: 'text', text: body }];

const isQuestionField = (field: string): field is OfferQuestionField =>
  (QUESTION_ORDER as readonly string[]).includes(field);

function changeList(ctx: SellContext): OutboundMessage[] {
  return [
    {
      kind: 'list',
      body: ctx.copy.changeWhich,
      button: ctx.copy.listButton,
      sectionTitle: ctx.copy.listButton,
      rows: CHANGEABLE.map((field) => ({
        id: `${SELL.field}${field}`,
        title: ctx.copy.fieldNames[field],
      })),
    },
  ];
}

/** "Change" then a field: its question again (photos: the draft's photos go, new ones are sent). */
async function changeField(ctx: SellContext, field: Changeable): Promise<OutboundMessage[]> {
  const draft = ctx.draft!;
  if (field === 'photos') {
    await keepDraftPhotos(ctx.deps.db, ctx.sellerId, [], ctx.now);
    if (ctx.deps.sell) await removeLoosePhotos(ctx.deps.db, ctx.deps.sell.store, draft.images);
    await saveState(ctx, { awaiting: 'photos' });
    return text(ctx.copy.ask.photos);
  }
  await saveState(ctx, { awaiting: field });
  const choices = choicesOf(field, draft.fields);
  return [
    questionMessage({ field, closed: Boolean(choices), ...(choices ? { choices } : {}) }, ctx.copy),
  ];
}

/** The Sell button under the welcome: the form for a seller, Login first for anyone else. */
async function formTapped(deps: SellTurnDeps, ctx: SellContext | null) {
  if (!ctx) return text(sellCopyFor((await deps.chatLanguage()) ?? 'en').loginFirst);
  if (typeof ctx.draft?.fields.title === 'string') return nextStep(ctx, ctx.draft);
  return (await offerListingForm(ctx)) ?? text(ctx.copy.noDraft);
}

export async function sellReply(
  deps: SellTurnDeps,
  phone: string,
  replyId: string,
): Promise<OutboundMessage[]> {
  const ctx = await sellContext(deps, phone);
  if (replyId === SELL.form) return formTapped(deps, ctx);
  if (!ctx) return [];
  if (replyId.startsWith(SELL.sold)) {
    return soldTurn(
      { db: deps.db, env: deps.env, now: ctx.now },
      phone,
      ctx.sellerId,
      ctx.copy,
      replyId.slice(SELL.sold.length),
    );
  }
  if (!ctx.draft) return text(ctx.copy.noDraft);
  if (replyId === SELL.publish) return publish(ctx);
  if (replyId === SELL.cancel) return cancelDraft(ctx);
  if (replyId === SELL.replace) return replaceDraft(ctx);
  if (replyId === SELL.keep) {
    await saveState(ctx, { pendingOffer: null });
    return nextStep(ctx, ctx.draft, ctx.copy.kept);
  }
  if (replyId === SELL.change) {
    await saveState(ctx, { awaiting: 'change' });
    return changeList(ctx);
  }
  if (replyId.startsWith(SELL.field)) {
    const field = replyId.slice(SELL.field.length);
    const known = CHANGEABLE.find((f) => f === field);
    return known ? changeField(ctx, known) : changeList(ctx);
  }
  if (replyId.startsWith(SELL.set)) {
    const [field = '', ...rest] = replyId.slice(SELL.set.length).split(':');
    if (!isQuestionField(field)) return nextStep(ctx, ctx.draft);
    return answer(ctx, field, { value: rest.join(':') });
  }
  if (replyId.startsWith(SELL.page)) {
    const [field = '', page = '0'] = replyId.slice(SELL.page.length).split(':');
    const choices = isQuestionField(field) ? choicesOf(field, ctx.draft.fields) : undefined;
    if (!isQuestionField(field) || !choices) return nextStep(ctx, ctx.draft);
    await saveState(ctx, { awaiting: field });
    return [questionMessage({ field, closed: true, choices }, ctx.copy, Number(page) || 0)];
  }
  return nextStep(ctx, ctx.draft);
}
