/**
 * The prerendered pages' only script tag: a few hundred bytes that start the application's entry
 * once the page is on screen. The page is complete HTML, so nothing on it waits for the
 * application: its code is not even requested until the first frame is on screen, and never
 * competes with the page and its font on a slow link. The entry then hydrates the page.
 *
 * Classic and `defer` (a low-priority request that holds nothing up), and an external file, as
 * the Content-Security-Policy allows no inline script. The entry's address is the tag's
 * `data-entry`.
 */
import { createHash } from 'node:crypto';

/** Runs in the browser, serialised as it is: no imports, nothing from Node. */
function startEntryAfterPaint(): void {
  const entry = document.currentScript?.getAttribute('data-entry');
  if (!entry) return;
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const script = document.createElement('script');
    script.type = 'module';
    script.crossOrigin = '';
    script.src = entry;
    document.head.append(script);
  };
  // Once the browser reports the first contentful paint: on a busy phone the page can reach the
  // screen well after its first frame was drawn. A page opened in the background starts when it
  // is shown and painted. A browser without paint timing starts on `load`.
  if (
    typeof PerformanceObserver === 'undefined' ||
    !PerformanceObserver.supportedEntryTypes?.includes('paint')
  ) {
    addEventListener('load', start);
    return;
  }
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    setTimeout(start, 0);
  }).observe({ type: 'paint', buffered: true });
}

export function afterPaintScript(): { fileName: string; source: string } {
  const source = `(${startEntryAfterPaint.toString()})();\n`;
  const hash = createHash('sha256').update(source).digest('base64url').slice(0, 8);
  return { fileName: `assets/after-paint-${hash}.js`, source };
}
