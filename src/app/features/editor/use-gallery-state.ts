import { useMemo, useState } from 'react';
import { isLocalPhotoId, usePhotos } from '@/app/local/photos-repo';
import { useSyncStatus } from '@/app/sync/use-sync-status';

export interface GalleryState {
  photoIds: string[];
  setPhotoIds: (ids: string[]) => void;
  /** The server cannot be reached: queued photos wait in the outbox. */
  offline: boolean;
  /** At least one photo is on the server, or (offline) waits to go there. */
  ready: boolean;
  /** A photo is still compressing, or (online) still uploading: Next and Submit wait. */
  busy: boolean;
  /** Photos waiting for a connection. */
  waiting: number;
  /** The image ids to send: server ids, and local photos that are not failed or compressing. */
  sendableIds: () => string[];
}

/** The pictures step's state: the photo order, and how far each photo has got. */
export function useGalleryState(initial: readonly string[]): GalleryState {
  const [photoIds, setPhotoIds] = useState<string[]>(() => [...initial]);
  const status = useSyncStatus();
  const offline =
    !status.reachable || (typeof navigator !== 'undefined' && navigator.onLine === false);
  const photos = usePhotos(photoIds);
  const counts = useMemo(() => {
    let uploaded = 0;
    let waiting = 0;
    let compressing = 0;
    for (const ref of photoIds) {
      if (!isLocalPhotoId(ref)) {
        uploaded += 1;
        continue;
      }
      const photo = photos.get(ref);
      if (!photo) continue;
      if (photo.status === 'done') uploaded += 1;
      else if (photo.status === 'queued' || photo.status === 'uploading') waiting += 1;
      else if (photo.status === 'compressing') compressing += 1;
    }
    return { uploaded, waiting, compressing };
  }, [photoIds, photos]);
  return {
    photoIds,
    setPhotoIds,
    offline,
    ready: counts.uploaded > 0 || (offline && counts.waiting > 0),
    busy: counts.compressing > 0 || (!offline && counts.waiting > 0),
    waiting: counts.waiting,
    sendableIds: () =>
      photoIds.filter((ref) => {
        if (!isLocalPhotoId(ref)) return true;
        const photo = photos.get(ref);
        return photo !== undefined && photo.status !== 'failed' && photo.status !== 'compressing';
      }),
  };
}
