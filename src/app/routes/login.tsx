import { createFileRoute, redirect } from '@tanstack/react-router';
import { getCurrentUserId } from '../local/session';
import { LoginPage } from '../features/auth/login-page';

export interface LoginSearch {
  /** The single-use link token the chat bot sends; present means "sign in with it now". */
  token?: string;
}

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.token === 'string' && search.token ? { token: search.token } : {},
  beforeLoad: ({ search }) => {
    // A signed-in seller has nothing to do here, unless a fresh link asks to sign in again.
    if (!search.token && getCurrentUserId()) throw redirect({ to: '/', replace: true });
  },
  component: LoginPage,
});
