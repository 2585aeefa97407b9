/**
 * The landing and the sign-in steps are rendered to HTML at build time and hydrated in the
 * browser: the browser's first render must produce exactly the prerendered markup, or React
 * throws the page away and paints it again.
 */
import { act } from '@testing-library/react';
import { createMemoryHistory } from '@tanstack/react-router';
import { hydrateRoot } from 'react-dom/client';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '@/app/app';
import { renderPage } from '@/app/prerender';
import { createAppRouter } from '@/app/router';
import './app-harness';

afterEach(() => {
  document.body.innerHTML = '';
});

describe.each(['/login', '/login?step=sign-in', '/login?step=code'])('prerendered %s', (href) => {
  it('hydrates without a mismatch, keeping the painted elements', async () => {
    const html = await renderPage(href);
    expect(html).toContain('Seller');
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const painted = container.querySelector('h1, h2');
    expect(painted).not.toBeNull();

    const router = createAppRouter(createMemoryHistory({ initialEntries: [href] }));
    await router.load();
    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(container, <App router={router} />, {
        onRecoverableError: (error) => errors.push(error),
      });
    });
    expect(errors.map(String)).toEqual([]);
    expect(container.querySelector('h1, h2')).toBe(painted);
  });
});
