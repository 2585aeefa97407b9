import { StrictMode } from 'react';
import { RouterProvider } from '@tanstack/react-router';
import type { createAppRouter } from './router';

/** The whole app. */
export function App({ router }: { router: ReturnType<typeof createAppRouter> }) {
  return (
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>
  );
}
