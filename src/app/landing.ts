/**
 * The landing's only script (a few KB, built on its own by scripts/vite/landing-script.ts): the
 * server's HTML pages work without it, and it adds what a script can.
 *
 * - A seller already signed in on this phone goes on into the app (as does a suspended account,
 *   whose notice the app shows).
 * - Code entry moves on from the phone's digits to the code and sends itself once both are
 *   complete, through the API as the app does, with the app's words when it fails (which clear
 *   after 5 s); signed in, the session is kept as the app keeps it and the app opens.
 * - 'Install app' appears while the browser offers installation.
 * - Poppins comes after the first paint (the files the page names in `data-fonts`): the text is
 *   painted at once in the metric-matched fallback and takes Poppins when it arrives, without
 *   moving (src/server/landing/landing-assets.ts says why).
 * - Once the page is idle, the service worker is registered: it precaches the app in the
 *   background, so the way in is already on the phone.
 */
import { LOGIN_CODE_LENGTH, PHONE_SUFFIX_LENGTH, SIGNIN_MESSAGE_MS } from '@/domain/constants';
import { POPPINS_LATIN_RANGE } from '@/domain/landing-fonts';
import { ApiError } from '@/app/api/client';
import { signInWithCode } from '@/app/features/auth/sign-in-api';
import { signInFailure } from '@/app/features/auth/sign-in-failure';
import { getCurrentUserId, signIn } from '@/app/local/session';
import { safeNextPath } from '@/domain/next-path';

/** Where the app keeps a suspended account's notice (features/account/suspension.ts). */
const SUSPENSION_KEY = 'accountSuspension';

function suspensionNoted(): boolean {
  try {
    return localStorage.getItem(SUSPENSION_KEY) !== null;
  } catch {
    return false;
  }
}

/** Into the app: where the address (or the form) says to go next, else home. */
function intoTheApp(): void {
  const kept = document.querySelector<HTMLInputElement>('input[name="next"]')?.value;
  const next = safeNextPath(kept ?? new URLSearchParams(location.search).get('next'));
  location.replace(next ?? '/');
}

/** The messages area of code entry: one message at a time, cleared after 5 s. */
function messages(area: HTMLElement) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const clear = () => {
    clearTimeout(timer);
    area.replaceChildren();
  };
  const show = (text: string, kind: 'error' | 'progress') => {
    clear();
    const box = document.createElement('div');
    box.className = kind === 'error' ? 'alert red' : 'alert brand';
    box.setAttribute('role', kind === 'error' ? 'alert' : 'status');
    if (kind === 'progress') {
      const spinner = document.createElement('span');
      spinner.className = 'spin';
      spinner.setAttribute('aria-hidden', 'true');
      box.append(spinner);
    }
    box.append(text);
    area.append(box);
    if (kind === 'error') timer = setTimeout(clear, SIGNIN_MESSAGE_MS);
  };
  // A message the server wrote (a try without the script) clears itself likewise.
  if (area.childElementCount > 0) timer = setTimeout(clear, SIGNIN_MESSAGE_MS);
  return { show, clear };
}

/**
 * The words for a failed try: the account's suspension in the server's words, else the words
 * the server put on the form in the page's language (`src/server/landing/sign-in-pages.ts`).
 */
function failureWords(failure: unknown, words: DOMStringMap): string {
  if (
    failure instanceof ApiError &&
    failure.status === 403 &&
    failure.body &&
    typeof failure.body === 'object' &&
    'message' in failure.body &&
    typeof failure.body.message === 'string'
  )
    return failure.body.message;
  const why = signInFailure(failure, 'code');
  switch (why.kind) {
    case 'code-used':
      return words.used ?? '';
    case 'no-connection':
      return words.offline ?? '';
    case 'unreachable':
      return words.unreachable ?? '';
    case 'too-many':
      if (why.minutes === null) return words.locked ?? '';
      if (why.minutes === 1) return words.lockedOne ?? '';
      return (words.lockedMany ?? '').replace('{minutes}', String(why.minutes));
    default:
      return words.failed ?? '';
  }
}

function enhanceCodeForm(form: HTMLFormElement): void {
  const suffix = form.elements.namedItem('lastThreeDigits') as HTMLInputElement | null;
  const code = form.elements.namedItem('code') as HTMLInputElement | null;
  const area = document.querySelector<HTMLElement>('[data-messages]');
  if (!suffix || !code || !area) return;
  const shown = messages(area);
  let verifying = false;

  const complete = () =>
    suffix.value.length === PHONE_SUFFIX_LENGTH && code.value.length === LOGIN_CODE_LENGTH;

  const verify = async () => {
    if (verifying || !complete()) return;
    verifying = true;
    suffix.readOnly = code.readOnly = true;
    shown.show(form.dataset.verifying ?? '', 'progress');
    try {
      const signedIn = await signInWithCode(suffix.value, code.value);
      signIn(signedIn.user, signedIn.token);
      intoTheApp();
      return;
    } catch (failure) {
      shown.show(failureWords(failure, form.dataset), 'error');
      // A wrong code is typed again; the digits of the phone are most likely right.
      code.value = '';
    }
    verifying = false;
    suffix.readOnly = code.readOnly = false;
    code.focus();
  };

  const digitsOnly = (input: HTMLInputElement, max: number) => {
    const clean = input.value.replace(/\D/g, '').slice(0, max);
    if (clean !== input.value) input.value = clean;
  };
  suffix.addEventListener('input', () => {
    digitsOnly(suffix, PHONE_SUFFIX_LENGTH);
    if (suffix.value.length === PHONE_SUFFIX_LENGTH) {
      code.focus();
      void verify();
    }
  });
  code.addEventListener('input', () => {
    digitsOnly(code, LOGIN_CODE_LENGTH);
    void verify();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void verify();
  });
  // Digits typed before this script ran count as typed now.
  digitsOnly(suffix, PHONE_SUFFIX_LENGTH);
  digitsOnly(code, LOGIN_CODE_LENGTH);
  if (suffix.value.length === PHONE_SUFFIX_LENGTH && document.activeElement === suffix)
    code.focus();
  void verify();
}

/** The in-page Back of code entry is the browser's Back when it came from the sign-in step. */
function backIsHistory(link: HTMLAnchorElement): void {
  link.addEventListener('click', (event) => {
    if (document.referrer && document.referrer === link.href) {
      event.preventDefault();
      history.back();
    }
  });
}

interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
}

function offerInstall(button: HTMLButtonElement): void {
  let offer: InstallPromptEvent | null = null;
  addEventListener('beforeinstallprompt', (event) => {
    // The page offers installation where it fits, not the browser's own mini-infobar.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    button.hidden = false;
  });
  const gone = () => {
    offer = null;
    button.hidden = true;
  };
  addEventListener('appinstalled', gone);
  button.addEventListener('click', () => {
    const prompt = offer;
    gone();
    void prompt?.prompt().catch(() => undefined);
  });
}

/** Registers the service worker once the page is idle: it precaches the app meanwhile. */
function precacheWhenIdle(): void {
  if (!('serviceWorker' in navigator)) return;
  const register = () =>
    void navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch(() => undefined);
  const idle = () =>
    'requestIdleCallback' in window
      ? requestIdleCallback(register, { timeout: 5000 })
      : setTimeout(register, 1000);
  if (document.readyState === 'complete') idle();
  else addEventListener('load', idle, { once: true });
}

/** Loads the page's Poppins files once the first frame is painted. */
function fontsAfterFirstPaint(): void {
  const named = document.documentElement.dataset.fonts;
  if (!named || typeof FontFace === 'undefined' || !('fonts' in document)) return;
  const load = () => {
    for (const entry of named.split(',')) {
      const [weight, href] = entry.split(' ');
      if (!weight || !href) continue;
      const face = new FontFace('Poppins', `url(${href}) format("woff2")`, {
        weight,
        style: 'normal',
        display: 'swap',
        unicodeRange: POPPINS_LATIN_RANGE,
      });
      document.fonts.add(face);
      void face.load().catch(() => undefined);
    }
  };
  // After the first contentful paint, as the browser reports it; where it does not, once the
  // page has loaded.
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const paints = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      paints.disconnect();
      setTimeout(load, 0);
    });
    paints.observe({ type: 'paint', buffered: true });
  } else if (document.readyState === 'complete') {
    setTimeout(load, 0);
  } else {
    addEventListener('load', () => setTimeout(load, 0), { once: true });
  }
}

function start(): void {
  if (getCurrentUserId() || suspensionNoted()) {
    intoTheApp();
    return;
  }
  fontsAfterFirstPaint();
  const form = document.querySelector<HTMLFormElement>('form[data-code-form]');
  if (form) enhanceCodeForm(form);
  const back = document.querySelector<HTMLAnchorElement>('a[data-back]');
  if (back) backIsHistory(back);
  const install = document.querySelector<HTMLButtonElement>('button[data-install]');
  if (install) offerInstall(install);
  precacheWhenIdle();
}

start();
