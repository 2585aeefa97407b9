import '@mantine/core/styles.css';
import '@/app/ui/fonts';
import '@/app/ui/install-prompt';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app';
import { createAppRouter } from './router';

const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

// A prerendered page paints with its inlined CSS; the full stylesheet, loaded without blocking
// that paint, now applies for every other screen.
document.querySelectorAll<HTMLLinkElement>('link[data-deferred]').forEach((link) => {
  link.media = 'all';
});

/**
 * A page prerendered at build time (the landing and the sign-in steps) is hydrated once its
 * route is loaded, keeping the painted HTML; when the address turned out to need another screen
 * (a signed-in seller sent on to /), or on any other page, the app renders from scratch. A
 * transition lets React yield to the browser while it builds the first screen on a slow phone.
 */
const prerendered = root.dataset.prerendered;
if (prerendered) {
  void router.load().then(() => {
    const { pathname, searchStr } = router.state.location;
    startTransition(() => {
      if (pathname + searchStr === prerendered) {
        hydrateRoot(root, <App router={router} />);
      } else {
        root.replaceChildren();
        delete root.dataset.prerendered;
        createRoot(root).render(<App router={router} />);
      }
    });
  });
} else {
  startTransition(() => {
    createRoot(root).render(<App router={router} />);
  });
}
