/**
 * The seller's language, kept in step between this device, the server profile and the chat. A
 * choice in Settings is active at once and remembered on the device, then sent to the profile
 * (again when the connection returns, if it could not be), which is also the language the bot
 * answers in. A sign-in link from the chat names the chat's language (`?lang=`): the app opens in
 * it and the profile learns it. A sign-in without one (the code, another device) opens in the
 * profile's language.
 */
import type { Language } from '@/domain/language';
import { ApiError, apiRequest, onReachable } from '@/app/api/client';
import { getCurrentUser, onSessionChange, setCurrentUser } from '@/app/local/session';
import {
  ADDRESS_LANGUAGE,
  activateLanguage,
  asLanguage,
  currentLanguage,
  storedLanguage,
} from '@/app/ui/i18n';

/** A choice the profile has not heard of yet (made offline, or before signing in). */
const UNSAVED_KEY = 'languageUnsaved';

function unsaved(): Language | null {
  try {
    return asLanguage(localStorage.getItem(UNSAVED_KEY));
  } catch {
    return null;
  }
}

function markUnsaved(language: Language | null): void {
  try {
    if (language) localStorage.setItem(UNSAVED_KEY, language);
    else localStorage.removeItem(UNSAVED_KEY);
  } catch {
    // No storage: the profile hears of it while this page is open, or not at all.
  }
}

let sending: Promise<void> | null = null;

/** Sends the unsaved choice to the profile; a failure leaves it for the next chance. */
function sendUnsaved(): Promise<void> {
  const language = unsaved();
  const user = getCurrentUser();
  if (!language || !user || sending) return sending ?? Promise.resolve();
  sending = apiRequest(`/users/${encodeURIComponent(user._id)}/language`, {
    method: 'PUT',
    body: { language },
  })
    .then(() => {
      if (unsaved() === language) markUnsaved(null);
      const now = getCurrentUser();
      if (now?._id === user._id) setCurrentUser({ ...now, language });
    })
    .catch((failure: unknown) => {
      // Refused (not the network, not the server busy): sending it again would be refused too.
      if (failure instanceof ApiError && !failure.retryable && failure.status !== 401) {
        markUnsaved(null);
      }
    })
    .finally(() => {
      sending = null;
    });
  return sending;
}

/** Settings: the app speaks `language` now, on this device, and the profile hears of it. */
export async function chooseLanguage(language: Language): Promise<void> {
  await activateLanguage(language);
  if (getCurrentUser()?.language !== language) {
    markUnsaved(language);
    void sendUnsaved();
  }
}

let watching = false;

/** Follows sign-ins (see the file's comment) and sends an unsaved choice when it can. */
export function watchSellerLanguage(): void {
  if (watching) return;
  watching = true;
  let seller = getCurrentUser()?._id ?? null;
  onSessionChange((user) => {
    const signedInNow = user !== null && user._id !== seller;
    seller = user?._id ?? null;
    if (!user) return;
    if (signedInNow) {
      const chosen = ADDRESS_LANGUAGE ?? user.language ?? storedLanguage();
      if (chosen && chosen !== currentLanguage()) void activateLanguage(chosen);
      if (chosen && chosen !== user.language) markUnsaved(chosen);
    }
    void sendUnsaved();
  });
  onReachable(() => void sendUnsaved());
  void sendUnsaved();
}
