/**
 * The app's language: the one the sign-in link carries (`?lang=`, the chat's language), else the
 * one chosen on this device, else the signed-in seller's profile's (another device's choice), else
 * the browser's if it is one of ours, else English. Kept on the
 * device (localStorage) and, for a signed-in seller, on the server profile (Settings sends it).
 */
import { i18n, type Messages } from '@lingui/core';
import type { Language } from '@/domain/language';

/**
 * The app's languages. Written here rather than taken from the domain's `LANGUAGES`, whose module
 * carries the bot's word lists for telling languages apart: the first load has no use for them.
 */
export const APP_LANGUAGES = ['en', 'sn', 'nd'] as const satisfies readonly Language[];

export const LANGUAGE_KEY = 'language';

/**
 * Each catalogue is two chunks (catalogue-parts.ts): a first load fetches the first part of its
 * language alone; the rest comes when the editor or a listing's page opens.
 */
const CATALOGUES: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en.po?first'),
  sn: () => import('./locales/sn.po?first'),
  nd: () => import('./locales/nd.po?first'),
};
const LATER: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en.po?later'),
  sn: () => import('./locales/sn.po?later'),
  nd: () => import('./locales/nd.po?later'),
};

/** Whether a screen has needed the later part: a switch then loads it with the first. */
let laterWanted = false;

/**
 * The rest of the active language's catalogue, for the editor and a listing's page: their routes
 * wait for it before they draw. Loaded once per language.
 */
export async function loadLaterMessages(): Promise<void> {
  laterWanted = true;
  const language = currentLanguage();
  if (i18n.messages['editor.next'] !== undefined) return;
  const { messages } = await LATER[language]();
  // The seller may have switched while it loaded: the new language loads its own.
  if (currentLanguage() === language) i18n.load(language, messages);
}

/** The languages as each is called in itself (the switch shows them so, whatever is active). */
export const LANGUAGE_NAMES: Record<Language, string> = {
  en: 'English',
  sn: 'ChiShona',
  nd: 'isiNdebele',
};

export function asLanguage(value: unknown): Language | null {
  return typeof value === 'string' && (APP_LANGUAGES as readonly string[]).includes(value)
    ? (value as Language)
    : null;
}

export function storedLanguage(): Language | null {
  try {
    return asLanguage(localStorage.getItem(LANGUAGE_KEY));
  } catch {
    return null;
  }
}

function browserLanguage(): Language | null {
  if (typeof navigator === 'undefined') return null;
  for (const tag of navigator.languages ?? [navigator.language]) {
    const language = asLanguage(tag.toLowerCase().split('-')[0]);
    if (language) return language;
  }
  return null;
}

/** The language the address of this page load named (`?lang=`: a sign-in link from the chat). */
export const ADDRESS_LANGUAGE: Language | null =
  typeof location === 'undefined'
    ? null
    : asLanguage(new URLSearchParams(location.search).get('lang'));

/** The language a page load starts in (see the file's comment). */
export function initialLanguage(profile?: Language | null): Language {
  return ADDRESS_LANGUAGE ?? storedLanguage() ?? profile ?? browserLanguage() ?? 'en';
}

/** The active language (English until one is loaded). */
export function currentLanguage(): Language {
  return asLanguage(i18n.locale) ?? 'en';
}

/**
 * Loads the language's catalogue and makes it the active one: every screen re-renders in it, the
 * document's `lang` follows (screen readers read with it) and the device remembers it.
 */
export async function activateLanguage(language: Language, { remember = true } = {}) {
  const [{ messages }, later] = await Promise.all([
    CATALOGUES[language](),
    laterWanted ? LATER[language]() : null,
  ]);
  i18n.loadAndActivate({ locale: language, messages: { ...messages, ...later?.messages } });
  if (typeof document !== 'undefined') document.documentElement.lang = language;
  if (!remember) return;
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // No storage: the language lasts this visit.
  }
}
