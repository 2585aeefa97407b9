/**
 * A completed listing form between its delivery and its answer. The webhook stores the message
 * before acknowledging it and the bot answers later from the stored message (any process), so the
 * form's answers are kept by the message's WhatsApp id in listing_flow_replies, with the photos'
 * download keys, until the answer is made; the conversation log keeps a readable line of what the
 * seller sent instead (no token, no keys).
 */
import { eq, lt } from 'drizzle-orm';
import { labelFor, placeLabel } from '@/domain/format';
import type { Db } from '@/server/db/client';
import { listingFlowReplies } from '@/server/db/schema-bot';
import { clip } from '@/server/bot/outbound';
import { storable } from '@/server/bot/whatsapp/webhook-schemas';
import { FLOW_FIELDS } from './flow-json';

/** Keeps a form's answers for its message (a redelivery keeps the first). */
export async function keepFlowReply(
  db: Db,
  waMessageId: string,
  response: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db
    .insert(listingFlowReplies)
    .values({ waMessageId, response, createdAt: now })
    .onConflictDoNothing();
}

export async function flowReplyOf(
  db: Db,
  waMessageId: string,
): Promise<Record<string, unknown> | null> {
  const [row] = await db
    .select({ response: listingFlowReplies.response })
    .from(listingFlowReplies)
    .where(eq(listingFlowReplies.waMessageId, waMessageId));
  return row?.response ?? null;
}

/** Once the form is answered its answers (and keys) go. */
export async function forgetFlowReply(db: Db, waMessageId: string): Promise<void> {
  await db.delete(listingFlowReplies).where(eq(listingFlowReplies.waMessageId, waMessageId));
}

/** Forms never answered (their sender over the limit) go after a day. */
export async function expireFlowReplies(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(listingFlowReplies)
    .where(lt(listingFlowReplies.createdAt, new Date(now.getTime() - 24 * 60 * 60 * 1000)))
    .returning({ id: listingFlowReplies.waMessageId });
  return gone.length;
}

const word = (value: unknown, max = 80) =>
  typeof value === 'string' && value.trim() ? clip(storable(value), max) : '';

/**
 * The form as the conversation log shows it: '[listing form] Honda Fit 2010 · $4500 · Harare ·
 * Vehicle › Cars · 2 photos'. Only what the seller typed or picked, never a token or a key.
 */
export function flowReplyText(response: Record<string, unknown>): string {
  const f = FLOW_FIELDS;
  const photos = Array.isArray(response[f.photos]) ? (response[f.photos] as unknown[]).length : 0;
  const type = word(response[f.type], 40);
  const category = [
    labelFor('type', type),
    type ? labelFor('subType', word(response[f.subType], 40)) : '',
  ]
    .filter(Boolean)
    .join(' › ');
  const parts = [
    word(response[f.title]),
    word(response[f.price], 40),
    placeLabel({ city: word(response[f.city], 40), town: word(response[f.town]) }),
    category,
    `${photos} photo${photos === 1 ? '' : 's'}`,
  ].filter(Boolean);
  const description = word(response[f.description], 200);
  return `[listing form] ${parts.join(' · ')}${description ? `\n${description}` : ''}`;
}
