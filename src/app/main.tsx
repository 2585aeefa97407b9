import '@mantine/core/styles.css';
import '@/app/ui/fonts';
import '@/app/ui/install-prompt';
import { startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { prefetchTableCode } from '@/app/features/listings/table-code';
import { activateLanguage, initialLanguage } from '@/app/ui/i18n';
import { App } from './app';
import { createAppRouter } from './router';
import { getCurrentUser } from '@/app/local/session';

// Before anything else runs: the table's code, on a device that draws it (table-code.ts).
prefetchTableCode();
// The catalogue of the page's language loads beside the first screen's code; screens draw once
// it is in (the sign-in link's `?lang=`, the device's choice, the profile's, or the browser's).
void activateLanguage(initialLanguage(getCurrentUser()?.language)).catch(() =>
  activateLanguage('en', { remember: false }),
);
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
