import { createFileRoute, redirect } from '@tanstack/react-router';
import { getCurrentUserId } from '@/app/local/session';
import { LoginPage } from '@/app/features/auth/login-page';
import { linkAlreadyAccepted } from '@/app/features/auth/link-sign-in';
import { parseLoginSearch } from '@/app/features/auth/login-search';
import { loadSignInMessages } from '@/app/ui/i18n/language';

export const Route = createFileRoute('/login')({
  validateSearch: parseLoginSearch,
  beforeLoad: ({ search }) => {
    // A signed-in seller has nothing to do here, unless a fresh link asks to sign in again (a
    // link this browser already signed in with is spent: it leads home, or where `next` says).
    if (getCurrentUserId() && (!search.token || linkAlreadyAccepted(search.token)))
      throw search.next
        ? redirect({ href: search.next, replace: true })
        : redirect({ to: '/', replace: true });
  },
  // The sign-in screens' words are a catalogue part of their own (catalogue-parts.ts).
  loader: () => loadSignInMessages(),
  component: LoginPage,
});
