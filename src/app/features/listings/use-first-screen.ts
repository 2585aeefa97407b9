import { useEffect, useLayoutEffect, useRef } from 'react';
import { releaseFirstScreen, saveFirstScreen } from '@/app/first-screen';
import { getCurrentUserId } from '@/app/local/session';

/** Quiet time after the page last changed before it is kept as the next picture. */
const SAVE_AFTER_MS = 1_000;

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/**
 * My Listings and the picture of its first screen (first-screen.ts): the picture goes in the frame
 * where the page has `drawn` its own rows; and while the page is `savable` (its first rows,
 * unsearched, unfiltered), it is kept as the next picture once it has been still for a second and
 * the browser is idle. Not when the page goes: that would put the work inside the next page's
 * load (a reload), and the page may be scrolled away by then.
 */
export function useFirstScreen(drawn: boolean, savable: boolean): void {
  useLayoutEffect(() => {
    if (drawn) releaseFirstScreen();
  }, [drawn]);

  const keep = useRef(savable);
  useEffect(() => {
    keep.current = savable;
  }, [savable]);

  useEffect(() => {
    const root = document.getElementById('root');
    if (!root) return;
    const scope = window as IdleWindow;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let idle: number | undefined;
    const save = () => {
      idle = undefined;
      const userId = getCurrentUserId();
      if (keep.current && userId) saveFirstScreen(userId);
    };
    const schedule = () => {
      clearTimeout(timer);
      if (idle !== undefined) scope.cancelIdleCallback?.(idle);
      idle = undefined;
      timer = setTimeout(() => {
        if (scope.requestIdleCallback) idle = scope.requestIdleCallback(save, { timeout: 2_000 });
        else save();
      }, SAVE_AFTER_MS);
    };
    const changes = new MutationObserver(schedule);
    changes.observe(root, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    });
    schedule();
    return () => {
      changes.disconnect();
      clearTimeout(timer);
      if (idle !== undefined) scope.cancelIdleCallback?.(idle);
    };
  }, []);
}
