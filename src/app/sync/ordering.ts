/**
 * Which waiting item must wait for an earlier one: every change to a listing goes after the
 * listing's earlier changes (its create first), a listing or photo delete goes after the upload of
 * the photos it names, and profile changes go one at a time.
 */
import type { OutboxItem, SellerDb } from '@/app/local/db';
import { listingIdOf } from '@/app/local/outbox-repo';
import { isLocalPhotoId } from '@/app/local/photos-repo';

/** Local photo ids an item needs uploaded before it can be sent. */
function photosNeeded(item: OutboxItem): string[] {
  switch (item.kind) {
    case 'listing.create':
    case 'listing.update':
      return (item.payload.listing.images ?? []).filter(isLocalPhotoId);
    case 'photo.delete':
      return item.payload.photoId ? [item.payload.photoId] : [];
    default:
      return [];
  }
}

export function mustWait(item: OutboxItem, earlier: readonly OutboxItem[]): boolean {
  const listingId = listingIdOf(item);
  if (listingId !== undefined && earlier.some((e) => listingIdOf(e) === listingId)) return true;
  if (item.kind === 'profile.update' && earlier.some((e) => e.kind === 'profile.update'))
    return true;
  const photos = photosNeeded(item);
  return (
    photos.length > 0 &&
    earlier.some((e) => e.kind === 'photo.upload' && photos.includes(e.payload.photoId))
  );
}

/** The next item due at `now`, or when the soonest waiting one is due. */
export async function nextDue(
  db: SellerDb,
  now: number,
): Promise<{ item?: OutboxItem; soonest: number }> {
  const items = await db.outbox.orderBy('seq').toArray();
  let soonest = Infinity;
  for (let i = 0; i < items.length; i += 1) {
    const item = items[i]!;
    if (item.status === 'failed' || mustWait(item, items.slice(0, i))) continue;
    if (item.nextAttemptAt <= now) return { item, soonest };
    soonest = Math.min(soonest, item.nextAttemptAt);
  }
  return { soonest };
}
