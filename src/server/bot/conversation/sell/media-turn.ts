/**
 * A photo, video, sticker, document or voice note from a known seller: photos go into the chat
 * draft (photos.ts); everything else is answered with what to send instead, so nothing a seller
 * sends is silently dropped. A photo from an unknown phone is a would-be seller: Login first.
 */
import type { OutboundMessage } from '@/server/bot/outbound';
import type { InboundEvent } from '@/server/bot/whatsapp/webhook-payload';
import { addDraftPhoto, ensureChatDraft } from '@/server/listings/chat-drafts';
import { nextStep, saveState, sellContext, type SellTurnDeps } from './context';
import { MAX_PHOTOS, mediaFileId, storeChatPhoto } from './photos';
import { sellText } from './turn';

const IMAGE_DOCUMENT = /^image\/(?:jpeg|png|webp)\b/i;

export async function sellMedia(
  deps: SellTurnDeps,
  event: InboundEvent,
): Promise<OutboundMessage[] | null> {
  const media = event.media;
  if (!media) return null;
  const ctx = await sellContext(deps, event.from, event.text);
  const asPhoto =
    media.kind === 'image' || (media.kind === 'document' && IMAGE_DOCUMENT.test(media.mime ?? ''));
  if (!ctx) {
    if (!asPhoto) return null;
    // An offer in the caption: Login first. Anything else (a buyer's photo of what they
    // want, a caption that reads as a search) is answered as before.
    return event.text ? sellText(deps, event.from, event.text) : null;
  }
  const { copy } = ctx;
  const say = (body: string): OutboundMessage[] => [{ kind: 'text', text: body }];
  if (!asPhoto) {
    if (media.kind === 'video') return say(copy.video);
    if (media.kind === 'sticker') return say(copy.sticker);
    if (media.kind === 'audio') return say(copy.audio);
    return say(copy.document);
  }
  if (!deps.sell) return say(copy.photoFailed);
  const replies: OutboundMessage[] = [];
  let draft = ctx.draft;
  // A draft holding its four photos already: a photo more is neither downloaded nor stored (so
  // it costs nothing against the hourly upload limit), and the seller is told so once a draft.
  if (draft && draft.images.length >= MAX_PHOTOS && !draft.images.includes(mediaFileId(media.id))) {
    if (ctx.state?.photosFullTold !== draft.id) {
      replies.push(...say(copy.photoFull(MAX_PHOTOS)));
      await saveState(ctx, { photosFullTold: draft.id });
    }
    if (event.text) replies.push(...((await sellText(deps, event.from, event.text)) ?? []));
    return replies;
  }
  const stored = await storeChatPhoto(
    {
      db: deps.db,
      env: deps.env,
      sell: deps.sell,
      ...(deps.logger ? { logger: deps.logger } : {}),
    },
    ctx.sellerId,
    media,
    copy,
    ctx.now,
  );
  if (!stored.ok) {
    replies.push(...say(stored.answer));
  } else {
    draft ??= await ensureChatDraft(deps.db, ctx.sellerId, ctx.now);
    const added = await addDraftPhoto(deps.db, ctx.sellerId, stored.fileId, ctx.now);
    const hasWords = typeof draft.fields.title === 'string';
    if (!added.added) {
      replies.push(...say(copy.photoFull(MAX_PHOTOS)));
      await saveState(ctx, { photosFullTold: draft.id });
    } else if (!hasWords && added.count === 1 && !event.text) replies.push(...say(copy.photoStart));
    else replies.push(...say(copy.photoAdded(added.count, MAX_PHOTOS)));
    draft = {
      ...draft,
      images:
        added.added && !draft.images.includes(stored.fileId)
          ? [...draft.images, stored.fileId]
          : draft.images,
    };
    // The photo the draft was waiting for: on to the next question, or the summary.
    if (added.added && hasWords && ctx.state?.awaiting === 'photos' && !event.text) {
      replies.push(...(await nextStep(ctx, draft)));
    }
  }
  // The caption: the seller's words about the photo.
  if (event.text) replies.push(...((await sellText(deps, event.from, event.text)) ?? []));
  return replies;
}
