import { act, configure, render } from '@testing-library/react';
import { RouterProvider, createMemoryHistory } from '@tanstack/react-router';
import { createAppRouter } from '@/app/router';
import './app-harness';

// Route screens load on demand; on a busy two-core machine the first one can take a while.
configure({ asyncUtilTimeout: 5000 });

/**
 * Renders the whole app (router, theme, shell) at `path`, as a visitor opening that address;
 * into `container` when given (the page's `#root`).
 */
export async function renderApp(path: string, options: { container?: HTMLElement } = {}) {
  const history = createMemoryHistory({ initialEntries: [path] });
  const router = createAppRouter(history);
  const view = render(<RouterProvider router={router} />, options);
  await act(async () => {
    await router.load();
  });
  return { router, history, view };
}
