/**
 * A seller's words that read as an offer, written into their chat draft: merged into a draft that
 * has photos and no words yet, or kept aside while the seller says whether it replaces the draft
 * they already have (one draft per seller in the chat).
 */
import { and, gte, inArray } from 'drizzle-orm';
import type { OfferFields } from '@/server/discovery/offer';
import { understandOffer } from '@/server/discovery/offer';
import { correctSpelling } from '@/server/discovery/spelling';
import { files } from '@/server/db/schema';
import type { OutboundMessage } from '@/server/bot/outbound';
import { clip } from '@/server/bot/outbound';
import {
  ensureChatDraft,
  findChatDraft,
  keepDraftPhotos,
  removeLoosePhotos,
  saveDraftFields,
} from '@/server/listings/chat-drafts';
import { nextStep, saveState, type SellContext } from './context';
import { SELL } from './draft-view';

/** Photos sent this long before a replacing offer belong to it, not to the draft it replaces. */
const NEW_PHOTOS_MS = 10 * 60 * 1000;

/** The listing fields a seller's words give (spelling mended first, as for searches). */
export async function offerFields(
  ctx: SellContext,
  words: string,
): Promise<Record<string, unknown>> {
  const mended = await correctSpelling(ctx.deps.db, clip(words, 300));
  const { photos: _photos, ...fields }: OfferFields = understandOffer(mended, ctx.now).fields;
  return fields;
}

const hasWords = (fields: Record<string, unknown>) => typeof fields.title === 'string';

export async function takeOffer(ctx: SellContext, words: string): Promise<OutboundMessage[]> {
  const current = ctx.draft;
  if (current && hasWords(current.fields)) {
    await saveState(ctx, { pendingOffer: clip(words, 1000), awaiting: null });
    return [
      {
        kind: 'buttons',
        body: ctx.copy.replaceAsk(String(current.fields.title)),
        buttons: [
          { id: SELL.replace, title: ctx.copy.buttons.replace },
          { id: SELL.keep, title: ctx.copy.buttons.keep },
        ],
      },
    ];
  }
  const draft = current ?? (await ensureChatDraft(ctx.deps.db, ctx.sellerId, ctx.now));
  const fields = { ...draft.fields, ...(await offerFields(ctx, words)) };
  await saveDraftFields(ctx.deps.db, ctx.sellerId, fields, ctx.now);
  return nextStep(ctx, { ...draft, fields });
}

/**
 * "Replace it": the kept offer becomes the draft. Photos sent just before it stay with it; the
 * replaced draft's own photos are removed.
 */
export async function replaceDraft(ctx: SellContext): Promise<OutboundMessage[]> {
  const words = ctx.state?.pendingOffer;
  const draft = ctx.draft;
  if (!words || !draft) return [{ kind: 'text', text: ctx.copy.noDraft }];
  const since = new Date((ctx.state?.updatedAt ?? ctx.now).getTime() - NEW_PHOTOS_MS);
  const recent = draft.images.length
    ? await ctx.deps.db
        .select({ id: files.id })
        .from(files)
        .where(and(inArray(files.id, draft.images), gte(files.createdAt, since)))
    : [];
  const keep = draft.images.filter((id) => recent.some((row) => row.id === id));
  await keepDraftPhotos(ctx.deps.db, ctx.sellerId, keep, ctx.now);
  if (ctx.deps.sell) {
    await removeLoosePhotos(
      ctx.deps.db,
      ctx.deps.sell.store,
      draft.images.filter((id) => !keep.includes(id)),
    );
  }
  const fields = await offerFields(ctx, words);
  await saveDraftFields(ctx.deps.db, ctx.sellerId, fields, ctx.now);
  const fresh = await findChatDraft(ctx.deps.db, ctx.sellerId);
  return fresh ? nextStep(ctx, fresh) : [{ kind: 'text', text: ctx.copy.noDraft }];
}
