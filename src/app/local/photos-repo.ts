/**
 * Photos a seller adds in the editor. The compressed image is kept here (a Blob in IndexedDB) from
 * the moment compression ends until the server has it, so a reload or a dead network loses nothing.
 *
 * A listing's `images` hold references: a local photo id (`photo-...`) until the upload is
 * confirmed, a server file id otherwise. `usePhotoSrc` turns either into something an <img> shows.
 */
import { useEffect, useRef, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { API_BASE } from '@/app/api/client';
import { currentDb, dbFor, type LocalPhoto, type SellerDb } from './db';
import { newId } from './outbox-repo';

export const LOCAL_PHOTO_PREFIX = 'photo-';

export function isLocalPhotoId(ref: string): boolean {
  return ref.startsWith(LOCAL_PHOTO_PREFIX);
}

/** The address the server serves a file at. */
export function fileUrl(fileId: string, thumbnail = false): string {
  return `${API_BASE}/files/${encodeURIComponent(fileId)}${thumbnail ? '?thumbnail=1' : ''}`;
}

/**
 * Starts a photo: the tile shows it compressing until its upload is queued (`photo.upload`) or
 * `markPhotoFailed`. The photo joins its draft's list in the same transaction, so leaving the
 * editor at once (a tap on the menu, a sign-out, a closed tab) never leaves it out of the draft:
 * the draft's own save waits for typing to pause, and one started as the page goes away may never
 * land.
 */
export async function addPhoto(
  sellerId: string,
  draftId: string,
  file: { name: string; type: string; size: number },
): Promise<string> {
  const id = newId(LOCAL_PHOTO_PREFIX);
  const db = dbFor(sellerId);
  await db.transaction('rw', db.photos, db.drafts, async () => {
    await db.photos.add({
      id,
      sellerId,
      draftId,
      name: file.name,
      type: file.type,
      originalSize: file.size,
      status: 'compressing',
      progress: 0,
      createdAt: new Date().toISOString(),
    });
    await updateDraftPhotos(db, draftId, (ids) => [...ids, id]);
  });
  return id;
}

/** Changes a draft's list of photos (if the draft is there and the list changes). */
export async function updateDraftPhotos(
  db: SellerDb,
  draftId: string | undefined,
  change: (ids: string[]) => string[],
): Promise<void> {
  const draft = draftId ? await db.drafts.get(draftId) : undefined;
  if (!draft) return;
  const photoIds = change(draft.photoIds);
  if (photoIds.join() === draft.photoIds.join()) return;
  await db.drafts.update(draft.id, { photoIds, updatedAt: new Date().toISOString() });
}

/*
 * The writes of a photo's compression go to its seller's database whoever is signed in when they
 * land: a sign-out (or a 401) during the compression must not leave the photo 'compressing'.
 */

export async function setPhotoProgress(
  sellerId: string,
  id: string,
  progress: number,
): Promise<void> {
  await dbFor(sellerId).photos.update(id, {
    progress: Math.max(0, Math.min(100, Math.round(progress))),
  });
}

export async function markPhotoFailed(sellerId: string, id: string, error: string): Promise<void> {
  await dbFor(sellerId).photos.update(id, { status: 'failed', error });
}

/** Keeps the original file of a photo whose compression failed, so 'retry' can start again. */
const originals = new Map<string, Blob>();

export function rememberOriginal(id: string, file: Blob): void {
  originals.set(id, file);
}

export function originalOf(id: string): Blob | undefined {
  return originals.get(id);
}

export function forgetOriginal(id: string): void {
  originals.delete(id);
}

/** Photos of a draft by id, live. */
export function usePhotos(ids: readonly string[]): Map<string, LocalPhoto> {
  const key = ids.join(',');
  return (
    useLiveQuery(async () => {
      const local = ids.filter(isLocalPhotoId);
      const map = new Map<string, LocalPhoto>();
      const db = currentDb();
      if (!db) return map;
      const rows = await db.photos.bulkGet(local);
      rows.forEach((row) => row && map.set(row.id, row));
      return map;
    }, [key]) ?? new Map<string, LocalPhoto>()
  );
}

/**
 * Object URLs of the device's photo copies, shared by every image showing the same photo and
 * revoked when the last one goes. Keyed by photo id and size, not by Blob instance: each read from
 * IndexedDB yields a new Blob, and a new URL per read would make the picture flicker.
 */
const objectUrls = new Map<string, { url: string; size: number; users: number }>();

function acquireObjectUrl(id: string, blob: Blob): string {
  const known = objectUrls.get(id);
  if (known && known.size === blob.size) {
    known.users += 1;
    return known.url;
  }
  const entry = { url: URL.createObjectURL(blob), size: blob.size, users: 1 };
  objectUrls.set(id, entry);
  return entry.url;
}

function releaseObjectUrl(id: string, url: string): void {
  const known = objectUrls.get(id);
  if (!known || known.url !== url) {
    URL.revokeObjectURL(url);
    return;
  }
  known.users -= 1;
  if (known.users <= 0) {
    objectUrls.delete(id);
    URL.revokeObjectURL(url);
  }
}

/**
 * The address to show an image reference at: the device's copy while the photo waits for the
 * server, the server's file (its thumbnail when asked) once uploaded.
 */
export function usePhotoSrc(ref: string | undefined, thumbnail = false): string | undefined {
  const photo = useLiveQuery(
    async () =>
      ref && isLocalPhotoId(ref) ? ((await currentDb()?.photos.get(ref)) ?? null) : null,
    [ref],
  );
  const blob = photo?.blob;
  const blobKey = photo && blob ? `${photo.id}:${blob.size}` : '';
  const blobRef = useRef<Blob | undefined>(undefined);
  blobRef.current = blob;
  const [objectUrl, setObjectUrl] = useState<string>();
  useEffect(() => {
    const current = blobRef.current;
    if (!blobKey || !current || typeof URL.createObjectURL !== 'function') {
      setObjectUrl(undefined);
      return;
    }
    const id = blobKey.slice(0, blobKey.lastIndexOf(':'));
    const url = acquireObjectUrl(id, current);
    setObjectUrl(url);
    return () => releaseObjectUrl(id, url);
  }, [blobKey]);
  if (!ref) return undefined;
  if (!isLocalPhotoId(ref)) return fileUrl(ref, thumbnail);
  if (objectUrl) return objectUrl;
  return photo?.serverId ? fileUrl(photo.serverId, thumbnail) : undefined;
}

/** Starts compression again for a photo whose compression failed. */
export async function restartPhoto(sellerId: string, id: string): Promise<void> {
  await dbFor(sellerId).photos.update(id, { status: 'compressing', progress: 0, error: undefined });
}
