import 'fake-indexeddb/auto';
import '@testing-library/jest-dom/vitest';
import { setTokenGetter } from '@/app/api/client';
import { getToken } from '@/app/local/session';
import { i18n } from '@/app/ui/i18n';
import { messages } from '@/app/ui/i18n/locales/en.po';

// The app hands the API client the session's credential at start (router.ts); tests that call
// the client or the sync engine without a router get the same wiring.
setTokenGetter(getToken);

// The app starts in the device's language (main.tsx); tests render in English, the source.
i18n.loadAndActivate({ locale: 'en', messages });

// A test file may run in node instead (`@vitest-environment node`): it has no window to patch.
if (typeof window !== 'undefined') {
  // jsdom lacks the layout APIs Mantine reads; these answer like a wide desktop window.
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (typeof globalThis.ResizeObserver === 'undefined') {
    globalThis.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  }
  if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {};
  window.scrollTo = () => {};
}
