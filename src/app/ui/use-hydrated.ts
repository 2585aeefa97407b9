import { useSyncExternalStore } from 'react';

const never = () => () => undefined;

/**
 * False while React hydrates a page prerendered at build time (and in that prerender), true once
 * the page's own handlers are attached; always true for a page rendered in the browser.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}
