/**
 * Photos uploaded before photo hashing have no hash, so the "photo reused" check cannot see them.
 * A periodic job hashes them from the stored thumbnail (what an upload hashes), a batch at a
 * time, newest first; a photo that cannot be read is marked tried and left alone.
 */
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { files } from '@/server/db/schema';
import type { FileStore } from '@/server/files/store';
import { photoHash } from './photo-hash';

export const PHOTO_BACKFILL_BATCH = 100;

async function readAll(body: ReadableStream<Uint8Array>): Promise<Buffer> {
  return Buffer.from(await new Response(body).arrayBuffer());
}

/** Hashes up to `limit` unhashed photos; answers how many were hashed and how many unreadable. */
export async function hashOlderPhotos(
  db: Db,
  store: FileStore,
  now: Date,
  limit = PHOTO_BACKFILL_BATCH,
): Promise<{ hashed: number; unreadable: number }> {
  const batch = await db
    .select({ id: files.id })
    .from(files)
    .where(and(isNull(files.phash), isNull(files.phashTriedAt)))
    .orderBy(desc(files.createdAt))
    .limit(limit);
  let hashed = 0;
  let unreadable = 0;
  for (const { id } of batch) {
    let hash: bigint | null = null;
    try {
      const stored = (await store.get(id, 'thumbnail')) ?? (await store.get(id, 'original'));
      if (stored) hash = await photoHash(await readAll(stored.body));
    } catch {
      hash = null;
    }
    // Only if still unhashed: two processes, or an upload hashing it meanwhile, agree anyway.
    if (hash === null) {
      unreadable++;
      await db
        .update(files)
        .set({ phashTriedAt: now })
        .where(and(eq(files.id, id), isNull(files.phash)));
    } else {
      hashed++;
      await db
        .update(files)
        .set({ phash: hash })
        .where(and(eq(files.id, id), isNull(files.phash)));
    }
  }
  return { hashed, unreadable };
}
