import { createFileRoute, redirect } from '@tanstack/react-router';
import { getCurrentUserId } from '../local/session';
import { LoginPage } from '../features/auth/login-page';
import { linkAlreadyAccepted } from '../features/auth/link-sign-in';

export type LoginStep = 'sign-in' | 'code';

export interface LoginSearch {
  /** The single-use link token the chat bot sends; present means "sign in with it now". */
  token?: string;
  /** The sign-in screen and code entry are addresses of their own, so Back returns a step. */
  step?: LoginStep;
}

const STEPS: readonly unknown[] = ['sign-in', 'code'] satisfies LoginStep[];

export const Route = createFileRoute('/login')({
  validateSearch: (search: Record<string, unknown>): LoginSearch => {
    if (typeof search.token === 'string' && search.token) return { token: search.token };
    return STEPS.includes(search.step) ? { step: search.step as LoginStep } : {};
  },
  beforeLoad: ({ search }) => {
    // A signed-in seller has nothing to do here, unless a fresh link asks to sign in again (a
    // link this browser already signed in with is spent: it leads home).
    if (getCurrentUserId() && (!search.token || linkAlreadyAccepted(search.token)))
      throw redirect({ to: '/', replace: true });
  },
  component: LoginPage,
});
