import '@mantine/core/styles.css';
import '@/app/ui/fonts';
import '@/app/ui/install-prompt';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchTableCode } from '@/app/features/listings/table-code';
import { App } from './app';
import { createAppRouter } from './router';

// Before anything else runs: the table's code, on a device that draws it (table-code.ts).
prefetchTableCode();
const router = createAppRouter();
// Earlier versions kept a copy of My Listings' markup here: no seller's listings stay behind it.
try {
  localStorage.removeItem('firstScreen');
} catch {
  // No storage: nothing was kept.
}

const root = document.getElementById('root');
if (!root) throw new Error('missing #root');

startTransition(() => {
  createRoot(root).render(<App router={router} />);
});
