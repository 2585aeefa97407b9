import '@mantine/core/styles.css';
import './ui/fonts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from '@tanstack/react-router';
import { createAppRouter } from './router';
import { onUnauthorized } from './api/client';
import { signOut } from './local/session';

const router = createAppRouter();

// Any 401 ends the session. Only the credential is forgotten: drafts, photos and queued changes
// stay on the device for when the same seller signs in again.
onUnauthorized(() => {
  signOut();
});

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
