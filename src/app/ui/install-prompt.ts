/**
 * The browser's offer to install the app (`beforeinstallprompt`, Chromium browsers on Android and
 * desktop). The event can fire before any screen is drawn, so it is caught as soon as the app
 * starts and kept until a screen offers the Install button. Where a browser never offers
 * installation (iOS Safari, Firefox, an installed app), there is no event and no button.
 */
import { useSyncExternalStore } from 'react';

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

if (typeof window !== 'undefined') {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Keep the browser's own mini-infobar away: the app offers installation where it fits.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener('appinstalled', () => {
    offer = null;
    changed();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** Shows the browser's install dialog; an offer can be used once. */
async function install(): Promise<void> {
  const current = offer;
  if (!current) return;
  offer = null;
  changed();
  await current.prompt();
  await current.userChoice.catch(() => undefined);
}

/**
 * `install` while the browser offers installation, else null. Prerendered pages have no offer,
 * so hydration starts without it and the button appears right after.
 */
export function useInstallPrompt(): (() => Promise<void>) | null {
  const available = useSyncExternalStore(
    subscribe,
    () => offer !== null,
    () => false,
  );
  return available ? install : null;
}
