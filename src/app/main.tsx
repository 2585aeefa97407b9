import '@mantine/core/styles.css';
import '@/app/ui/fonts';
import '@/app/ui/install-prompt';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchTableCode } from '@/app/features/listings/table-code';
import { App } from './app';
import { releaseFirstScreen } from './first-screen';
import { createAppRouter } from './router';

// Before anything else runs: the table's code, on a device that draws it (table-code.ts).
prefetchTableCode();
const router = createAppRouter();
// Anywhere but My Listings, the picture of its first screen has no place.
router.subscribe('onResolved', ({ toLocation }) => {
  if (toLocation.pathname !== '/') releaseFirstScreen();
});

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

startTransition(() => {
  createRoot(root).render(<App router={router} />);
});
