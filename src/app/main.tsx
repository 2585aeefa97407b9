import '@mantine/core/styles.css';
import './ui/fonts';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from './router';

const router = createAppRouter();

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
// A transition lets React yield to the browser while it builds the first screen, instead of
// holding the main thread for the whole render on a slow phone.
startTransition(() => {
  createRoot(root).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
});
