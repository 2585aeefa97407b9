import { createFileRoute, redirect } from '@tanstack/react-router';
import { adoptCookieSession } from '@/app/features/auth/adopt-session';
import { getCookieToken, getCurrentUserId } from '@/app/local/session';
import { SellerShell } from '@/app/shell/seller-shell';

/**
 * Every seller screen sits in the shell, and only for a signed-in seller (spec). A signed-out
 * visitor signs in first and then comes back here (`next`, e.g. the chat's link to a draft).
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: async ({ location }) => {
    if (getCurrentUserId()) return;
    // Signed in by the landing's plain form: the cookie is there, the seller not yet known.
    if (getCookieToken() && (await adoptCookieSession())) return;
    const next = location.href === '/' ? undefined : location.href;
    throw redirect({ to: '/login', search: next ? { next } : {}, replace: true });
  },
  component: SellerShell,
});
