/**
 * The my-listings bench's hands in the page: a script installed before the app loads that notes
 * when the first listing row is painted, and, for each keystroke, the time from the key event to
 * the first painted frame whose rows answer the search typed (the rows' wrapper names the search
 * its rows answer in `data-search`), and the time from a click on a sort button to the frame
 * whose first row changed. Plain JavaScript, evaluated as is in Chromium.
 */
import { matchesListingSearch, normalizeListingSearch } from '../../src/domain/format';

export const PROBE = `
(() => {
  const bench = (window.__bench = { firstRow: null, events: [] });
  const rows = '#root tbody tr[aria-label], #root ul[aria-label="Listings"] li';
  // After the frame that shows the change: its paint comes right after the animation frame.
  const painted = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done(performance.now());
      channel.port2.postMessage(null);
    });
  const watch = new MutationObserver(() => {
    if (bench.firstRow === null && document.querySelector(rows)) {
      watch.disconnect();
      bench.firstRow = -1;
      painted((at) => (bench.firstRow = at));
    }
  });
  watch.observe(document, { childList: true, subtree: true });
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.events.push([entry.name, entry.duration]);
    }).observe({ type: 'event', durationThreshold: 16, buffered: true });
  } catch {}
  bench.arm = (search) =>
    new Promise((resolve) => {
      let started = null;
      const check = () => {
        const box = document.querySelector('[data-search]');
        if (box && box.getAttribute('data-search') === search) {
          painted((at) =>
            resolve({
              ms: at - started,
              reading: box.getAttribute('aria-busy') === 'true',
              titles: [...box.querySelectorAll('tbody tr[aria-label]')].map((row) =>
                row.getAttribute('aria-label'),
              ),
              noMatch: /No listings match/.test(box.textContent || ''),
            }),
          );
        } else requestAnimationFrame(check);
      };
      const onKey = (event) => {
        document.removeEventListener('keydown', onKey, true);
        started = event.timeStamp;
        requestAnimationFrame(check);
      };
      document.addEventListener('keydown', onKey, true);
    });
  // Clicks the button named \`label\` and resolves with the time to the painted frame whose first
  // row is another listing (a sort).
  bench.reorder = (label) =>
    new Promise((resolve) => {
      const first = () => document.querySelector(rows)?.getAttribute('aria-label');
      const before = first();
      const started = performance.now();
      document.querySelector('button[aria-label="' + label + '"]').click();
      const check = () => {
        if (first() !== before) painted((at) => resolve({ ms: at - started, first: first() }));
        else requestAnimationFrame(check);
      };
      check();
    });
  // Resolves once every listing is read and the rows answer the search.
  bench.settled = (search) =>
    new Promise((resolve) => {
      const check = () => {
        const box = document.querySelector('[data-search]');
        if (box && box.getAttribute('data-search') === search && box.getAttribute('aria-busy') === 'false')
          painted(resolve);
        else requestAnimationFrame(check);
      };
      check();
    });
})();
`;

export interface Stroke {
  ms: number;
  reading: boolean;
  titles: string[];
  noMatch: boolean;
}

const THINGS = ['House', 'Toyota Corolla', 'Laptop', 'Plumber', 'Sofa', 'Wedding dress'];
const MORE = ['Solar panel', 'Room'];
const CITIES = ['harare', 'bulawayo', 'mutare', 'gweru', 'masvingo', 'kwekwe', 'kariba'];

/** The listings `fillStore` writes, newest first, as far as a search sees them. */
export function benchListings(count: number) {
  const things = [...THINGS, ...MORE];
  return Array.from({ length: count }, (_, n) => {
    const i = count - 1 - n;
    return {
      title: `${things[i % things.length]} number ${i}`,
      city: CITIES[i % CITIES.length],
      address: i % 3 === 0 ? `${i} Samora Machel Avenue` : undefined,
    };
  });
}

/** The titles today's search shows for `query`, newest first. */
export function expectedTitles(listings: ReturnType<typeof benchListings>, query: string) {
  return listings.filter((l) => matchesListingSearch(l, query)).map((l) => l.title);
}

export { normalizeListingSearch };
