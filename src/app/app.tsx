import { StrictMode } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import type { createAppRouter } from './router';

/** The whole app; the browser and the build-time prerender render the very same tree. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
}
