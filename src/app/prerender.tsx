/**
 * Build time only (scripts/vite/prerender.ts loads it in Node): the HTML the app renders at an
 * address before any script has run, so the public pages paint from the first byte and the
 * browser's script only hydrates them.
 */
import { createMemoryHistory } from '@tanstack/react-router';
import { renderToString } from 'react-dom/server';
import { App } from './app';
import { createAppRouter } from './router';

export async function renderPage(href: string): Promise<string> {
  const router = createAppRouter(createMemoryHistory({ initialEntries: [href] }));
  await router.load();
  return renderToString(<App router={router} />);
}
