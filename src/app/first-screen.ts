/**
 * My Listings as the seller last saw it, painted by a small script of its own as soon as the page
 * is parsed (first-screen-start.ts): before the app's code arrives, before React renders and
 * before the store is read. It is a picture, not the page: inert (nothing in it takes a tap or the
 * focus; the page underneath is laid out but not painted meanwhile), hidden from assistive
 * technology, and taken away in the frame where the page draws its own rows (or as soon as the
 * app goes anywhere else).
 *
 * The picture is the page's own markup (React escaped every text in it), kept once the page has
 * been still for a second (use-first-screen.ts), only while it shows the first rows unsearched,
 * unfiltered and unscrolled. It belongs to one seller, one window width and one build of the app,
 * and names the style sheets it was drawn with: it is painted only for that seller at that width
 * by that build, once those sheets are in (the app then uses the same sheets; an app updated since
 * paints nothing). Signing out forgets it.
 */
const KEY = 'firstScreen';
const VERSION = 1;
/** Larger pictures are not kept (storage is small on a cheap phone and shared with the app). */
const MAX_CHARS = 600_000;
/** The page takes over by then whatever happens (an error screen, a session that ended). */
const LONGEST_MS = 4_000;

interface Picture {
  v: typeof VERSION;
  /** The build that drew it (index.html's `app-build`): another build's files are not mixed in. */
  build: string | null;
  user: string;
  path: string;
  width: number;
  scheme: string | null;
  sheets: string[];
  html: string;
}

/**
 * The painter runs as a script of its own (first-screen-start.ts) and the app has its own copy of
 * this module: they meet in the page, through the picture's element and a mark on <html>.
 */
const LAYER_ID = 'first-screen';
const GONE = 'data-first-screen-gone';

/** This page's build, as index.html names it (none in development). */
function currentBuild(): string | null {
  return document.querySelector('meta[name="app-build"]')?.getAttribute('content') ?? null;
}

function read(): Picture | null {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return null;
    const picture = JSON.parse(raw) as Partial<Picture>;
    return picture.v === VERSION &&
      typeof picture.user === 'string' &&
      typeof picture.html === 'string' &&
      Array.isArray(picture.sheets)
      ? (picture as Picture)
      : null;
  } catch {
    return null;
  }
}

/** Adds the style sheets the picture was drawn with; resolves false if one cannot be loaded. */
function withSheets(hrefs: string[]): Promise<boolean> {
  const present = new Set(
    [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (link) => link.href,
    ),
  );
  const loads = hrefs
    .filter((href) => !present.has(href))
    .map(
      (href) =>
        new Promise<boolean>((resolve) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.crossOrigin = '';
          link.href = href;
          link.onload = () => resolve(true);
          link.onerror = () => {
            link.remove();
            resolve(false);
          };
          document.head.append(link);
        }),
    );
  return Promise.all(loads).then((loaded) => loaded.every(Boolean));
}

/**
 * From the page's own first script: paints the saved picture of this page for `userId` (the
 * signed-in seller, null when nobody is). True when a picture is on its way.
 */
export function paintFirstScreen(userId: string | null): boolean {
  if (!userId) return false;
  const picture = read();
  if (
    !picture ||
    picture.build !== currentBuild() ||
    picture.user !== userId ||
    picture.path !== location.pathname + location.search ||
    picture.width !== window.innerWidth
  ) {
    return false;
  }
  void withSheets(picture.sheets).then((ok) => {
    if (!ok || document.documentElement.hasAttribute(GONE)) return;
    const root = document.getElementById('root');
    if (!root) return;
    const html = document.documentElement;
    if (picture.scheme && !html.hasAttribute('data-mantine-color-scheme')) {
      html.setAttribute('data-mantine-color-scheme', picture.scheme);
    }
    const layer = document.createElement('div');
    layer.id = LAYER_ID;
    layer.inert = true;
    layer.setAttribute('aria-hidden', 'true');
    layer.style.cssText =
      'position:fixed;inset:0;z-index:2147483000;overflow:hidden;background:var(--mantine-color-body)';
    layer.innerHTML = picture.html;
    root.after(layer);
    // The page drawing underneath is laid out (its rows measure their box) but not painted.
    root.style.visibility = 'hidden';
    setTimeout(releaseFirstScreen, LONGEST_MS);
  });
  return true;
}

/** The page drew its own first screen (or went elsewhere): the picture goes. */
export function releaseFirstScreen(): void {
  document.documentElement.setAttribute(GONE, '');
  const layer = document.getElementById(LAYER_ID);
  if (!layer) return;
  layer.remove();
  document.getElementById('root')?.style.removeProperty('visibility');
}

/** True while the picture is on screen. */
export function firstScreenShown(): boolean {
  return document.getElementById(LAYER_ID) !== null;
}

/**
 * Keeps the page as it is drawn now for the next start of the app. The caller says the page shows
 * its first rows, unsearched and unfiltered; a page scrolled away from its top is not kept.
 */
export function saveFirstScreen(userId: string): void {
  const root = document.getElementById('root');
  if (!root || firstScreenShown()) return;
  if (window.scrollY > 0 || [...root.querySelectorAll('*')].some((el) => el.scrollTop > 0)) return;
  const copy = root.cloneNode(true) as HTMLElement;
  // A photo still only on this device is an object URL, gone once the page is closed.
  for (const img of copy.querySelectorAll('img[src^="blob:"]')) img.removeAttribute('src');
  const html = copy.innerHTML;
  if (html.length > MAX_CHARS) return forgetFirstScreen();
  const picture: Picture = {
    v: VERSION,
    build: currentBuild(),
    user: userId,
    path: location.pathname + location.search,
    width: window.innerWidth,
    scheme: document.documentElement.getAttribute('data-mantine-color-scheme'),
    sheets: [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].map(
      (link) => link.href,
    ),
    html,
  };
  try {
    localStorage.setItem(KEY, JSON.stringify(picture));
  } catch {
    // Storage full or refused: the next start draws without a picture.
    forgetFirstScreen();
  }
}

/** Signing out (or another seller): the picture names this seller's listings, so it goes. */
export function forgetFirstScreen(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored.
  }
}
