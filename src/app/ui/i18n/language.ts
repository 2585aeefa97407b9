/**
 * The app's language: the one the sign-in link carries (`?lang=`, the chat's language), else the
 * one chosen on this device, else the signed-in seller's profile's (another device's choice), else
 * the browser's if it is one of ours, else English. Kept on the
 * device (localStorage) and, for a signed-in seller, on the server profile (Settings sends it).
 */
import { i18n, type Messages } from '@lingui/core';
import type { Language } from '@/domain/language';
import type { CataloguePart } from './catalogue-parts';

/**
 * The app's languages. Written here rather than taken from the domain's `LANGUAGES`, whose module
 * carries the bot's word lists for telling languages apart: the first load has no use for them.
 */
export const APP_LANGUAGES = ['en', 'sn', 'nd'] as const satisfies readonly Language[];

export const LANGUAGE_KEY = 'language';

/**
 * Each catalogue is three chunks (catalogue-parts.ts): a first load fetches the first part of its
 * language alone; the editor's and a listing's page's words come when one of them opens, the
 * sign-in screens' when /login opens.
 */
const CATALOGUES: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('./locales/en.po?first'),
  sn: () => import('./locales/sn.po?first'),
  nd: () => import('./locales/nd.po?first'),
};
type LaterPart = Exclude<CataloguePart, 'first'>;
const PARTS: Record<LaterPart, Record<Language, () => Promise<{ messages: Messages }>>> = {
  later: {
    en: () => import('./locales/en.po?later'),
    sn: () => import('./locales/sn.po?later'),
    nd: () => import('./locales/nd.po?later'),
  },
  signIn: {
    en: () => import('./locales/en.po?signIn'),
    sn: () => import('./locales/sn.po?signIn'),
    nd: () => import('./locales/nd.po?signIn'),
  },
};

/** The parts a screen has needed: a switch loads them with the first. */
const wanted = new Set<LaterPart>();
/** The parts in the active catalogue, as `language:part`. */
const loaded = new Set<string>();
/** The activation under way (a page load's language may still be loading). */
let activating: Promise<unknown> = Promise.resolve();

async function loadPart(part: LaterPart): Promise<void> {
  wanted.add(part);
  // The language this page load starts in, not English while its first part is on the way.
  await activating;
  const language = currentLanguage();
  if (loaded.has(`${language}:${part}`)) return;
  const { messages } = await PARTS[part][language]();
  // The seller may have switched while it loaded: the new language loads its own.
  if (currentLanguage() !== language) return;
  i18n.load(language, messages);
  loaded.add(`${language}:${part}`);
}

/**
 * The rest of the active language's catalogue, for the editor and a listing's page: their routes
 * wait for it before they draw. Loaded once per language.
 */
export function loadLaterMessages(): Promise<void> {
  return loadPart('later');
}

/** The sign-in screens' words in the active language: /login waits for them before it draws. */
export function loadSignInMessages(): Promise<void> {
  return loadPart('signIn');
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
export function activateLanguage(language: Language, { remember = true } = {}) {
  const parts = [...wanted];
  const activation = Promise.all([
    CATALOGUES[language](),
    ...parts.map((part) => PARTS[part][language]()),
  ]).then((catalogues) => {
    i18n.loadAndActivate({
      locale: language,
      messages: Object.assign({}, ...catalogues.map((catalogue) => catalogue.messages)),
    });
    loaded.clear();
    for (const part of parts) loaded.add(`${language}:${part}`);
    if (typeof document !== 'undefined') document.documentElement.lang = language;
    if (!remember) return;
    try {
      localStorage.setItem(LANGUAGE_KEY, language);
    } catch {
      // No storage: the language lasts this visit.
    }
  });
  activating = activation.catch(() => undefined);
  return activation;
}
