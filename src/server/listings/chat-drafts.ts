/**
 * Chat drafts (listing by chat): at most one per seller, kept until published, cancelled or left
 * alone for CHAT_DRAFT_TTL_MS, when it is removed with its photos. Every change is one statement,
 * so two processes working on one seller's draft never lose each other's photo.
 */
import { and, eq, inArray, isNull, lt, sql } from 'drizzle-orm';
import { CHAT_DRAFT_TTL_MS } from '@/domain/schemas/listing-draft';
import { IMAGE_LIMITS } from '@/domain/constants';
import type { Db } from '@/server/db/client';
import { files, listingDrafts, type ListingDraftRow } from '@/server/db/schema';
import type { FileStore } from '@/server/files/store';

export type ChatDraft = ListingDraftRow;

const chatDraftOf = (sellerId: string) =>
  and(eq(listingDrafts.sellerId, sellerId), eq(listingDrafts.source, 'whatsapp'));

export async function findChatDraft(db: Db, sellerId: string): Promise<ChatDraft | undefined> {
  const [row] = await db.select().from(listingDrafts).where(chatDraftOf(sellerId));
  return row;
}

/** The seller's chat draft, made empty when there is none (one per seller, whoever comes first). */
export async function ensureChatDraft(db: Db, sellerId: string, now: Date): Promise<ChatDraft> {
  await db
    .insert(listingDrafts)
    .values({
      sellerId,
      source: 'whatsapp',
      fields: {},
      images: [],
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing();
  const draft = await findChatDraft(db, sellerId);
  if (!draft) throw new Error('The chat draft could not be made');
  return draft;
}

/** Replaces the draft's fields (what is known so far). */
export async function saveDraftFields(
  db: Db,
  sellerId: string,
  fields: Record<string, unknown>,
  now: Date,
): Promise<void> {
  await db.update(listingDrafts).set({ fields, updatedAt: now }).where(chatDraftOf(sellerId));
}

export type PhotoAdded = { added: boolean; count: number };

/**
 * Adds a stored photo to the seller's draft, unless it is there already (the same photo handled
 * twice) or the draft holds the most a listing may. One statement: never more than the limit.
 */
export async function addDraftPhoto(
  db: Db,
  sellerId: string,
  fileId: string,
  now: Date,
): Promise<PhotoAdded> {
  const max = IMAGE_LIMITS.maxFiles;
  const [row] = await db
    .update(listingDrafts)
    .set({
      images: sql`CASE WHEN ${fileId} = ANY(${listingDrafts.images})
                         OR cardinality(${listingDrafts.images}) >= ${max}
                       THEN ${listingDrafts.images}
                       ELSE array_append(${listingDrafts.images}, ${fileId}::text) END`,
      updatedAt: now,
    })
    .where(chatDraftOf(sellerId))
    .returning({ images: listingDrafts.images });
  const images = row?.images ?? [];
  const at = images.indexOf(fileId);
  return { added: at >= 0, count: at >= 0 ? at + 1 : images.length };
}

/** Drops photos from the draft (kept in the store until the draft or its photos go). */
export async function keepDraftPhotos(
  db: Db,
  sellerId: string,
  keep: readonly string[],
  now: Date,
): Promise<void> {
  await db
    .update(listingDrafts)
    .set({ images: [...keep], updatedAt: now })
    .where(chatDraftOf(sellerId));
}

/** Removes photos no listing shows: their rows, then their files in the store. */
export async function removeLoosePhotos(db: Db, store: FileStore, ids: readonly string[]) {
  if (ids.length === 0) return;
  const gone = await db
    .delete(files)
    .where(and(inArray(files.id, [...ids]), isNull(files.listingId)))
    .returning({ id: files.id });
  for (const { id } of gone) await store.remove(id);
}

/** Removes the seller's chat draft and the photos it held that no listing shows. */
export async function removeChatDraft(db: Db, store: FileStore, sellerId: string): Promise<void> {
  const gone = await db
    .delete(listingDrafts)
    .where(chatDraftOf(sellerId))
    .returning({ images: listingDrafts.images });
  await removeLoosePhotos(
    db,
    store,
    gone.flatMap((row) => row.images),
  );
}

/** Drafts left alone for CHAT_DRAFT_TTL_MS, removed with their photos; returns how many. */
export async function expireChatDrafts(db: Db, store: FileStore, now: Date): Promise<number> {
  const cutoff = new Date(now.getTime() - CHAT_DRAFT_TTL_MS);
  const gone = await db
    .delete(listingDrafts)
    .where(lt(listingDrafts.updatedAt, cutoff))
    .returning({ images: listingDrafts.images });
  await removeLoosePhotos(
    db,
    store,
    gone.flatMap((row) => row.images),
  );
  return gone.length;
}
