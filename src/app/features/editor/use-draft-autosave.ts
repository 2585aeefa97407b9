import { useCallback, useEffect, useRef } from 'react';
import { cleanListingPayload, type ListingFormValues } from '@/domain';
import { createDraft, saveDraft } from '@/app/local/drafts-repo';
import { holdUpdates } from '@/app/sw-register';

/** Typing is saved this long after the last keystroke (and at once when the page is hidden). */
export const DRAFT_SAVE_DELAY_MS = 600;

export interface DraftSnapshot {
  values: ListingFormValues;
  step: number;
  photoIds: string[];
}

export interface DraftAutosaveOptions {
  sellerId: string;
  /** The listing being edited (or the local listing being fixed). */
  listingId: string | undefined;
  /** The draft being resumed, if any. */
  draftId: string | undefined;
  /** The server's version of the listing the edit started from (its updatedAt). */
  baseVersion: string | undefined;
  /** The server's draft (begun in the chat) the form continues. */
  chatDraftId?: string | undefined;
  /** The form as it is now. */
  current: DraftSnapshot;
  /** A draft was created: the address should now point at it, so a reload resumes it. */
  onDraftCreated: (draftId: string) => void;
}

export interface DraftAutosave {
  /** The draft id, creating the draft now if needed (the first photo needs one). */
  ensureDraftId: () => Promise<string>;
  /** The draft the form saves into, if there is one yet. */
  draftId: () => string | undefined;
  /** The draft went out with a write: stop saving until the seller changes something again. */
  settle: () => void;
}

/** What makes a change real: what the form would send, and the photos. */
const contentOf = (snapshot: DraftSnapshot) =>
  JSON.stringify([cleanListingPayload(snapshot.values), snapshot.photoIds]);

/**
 * Saves the editor's form as a draft on the device while the seller works, so a reload, a crash
 * or a closed tab loses nothing. Opening the editor is not a change: no draft exists until what
 * the form would send, or its photos, differ from what it opened with. A resumed draft follows
 * every change, including the step.
 */
export function useDraftAutosave(options: DraftAutosaveOptions): DraftAutosave {
  const { sellerId, listingId, baseVersion, current, onDraftCreated } = options;
  const draftId = useRef(options.draftId);
  const creating = useRef<Promise<string> | null>(null);
  const latest = useRef(current);
  latest.current = current;
  const baseline = useRef<string | null>(null);
  baseline.current ??= contentOf(current);
  const base = useRef(baseVersion);

  const ensureDraftId = useCallback(async (): Promise<string> => {
    if (draftId.current) return draftId.current;
    if (!creating.current) {
      const { values, step, photoIds } = latest.current;
      creating.current = createDraft(sellerId, {
        listingId,
        values: values as Record<string, unknown>,
        step,
        photoIds,
        ...(base.current ? { baseVersion: base.current } : {}),
        ...(options.chatDraftId ? { chatDraftId: options.chatDraftId } : {}),
      }).then((id) => {
        draftId.current = id;
        onDraftCreated(id);
        return id;
      });
    }
    return creating.current;
  }, [sellerId, listingId, onDraftCreated, options.chatDraftId]);

  const flush = useCallback(async () => {
    const snapshot = latest.current;
    if (!draftId.current && !creating.current && contentOf(snapshot) === baseline.current) return;
    const id = await ensureDraftId();
    const { values, step, photoIds } = latest.current;
    await saveDraft(sellerId, id, { values: values as Record<string, unknown>, step, photoIds });
  }, [sellerId, ensureDraftId]);

  const { values, step, photoIds } = current;
  useEffect(() => {
    const timer = setTimeout(() => void flush(), DRAFT_SAVE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [values, step, photoIds, flush]);

  useEffect(() => {
    const onHide = () => void flush();
    const onVisibility = () => document.visibilityState === 'hidden' && onHide();
    window.addEventListener('pagehide', onHide);
    document.addEventListener('visibilitychange', onVisibility);
    const release = holdUpdates();
    return () => {
      window.removeEventListener('pagehide', onHide);
      document.removeEventListener('visibilitychange', onVisibility);
      release();
      void flush();
    };
  }, [flush]);

  return {
    ensureDraftId,
    draftId: () => draftId.current,
    settle: () => {
      draftId.current = undefined;
      creating.current = null;
      baseline.current = contentOf(latest.current);
      // The server's new version is not known yet; a later draft has nothing to compare with.
      base.current = undefined;
    },
  };
}
