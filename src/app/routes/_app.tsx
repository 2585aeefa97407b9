import { createFileRoute, redirect } from '@tanstack/react-router';
import { adoptCookieSession } from '@/app/features/auth/adopt-session';
import { getCookieToken, getCurrentUserId } from '@/app/local/session';
import { SellerShell } from '@/app/shell/seller-shell';

/** Every seller screen sits in the shell, and only for a signed-in seller (spec). */
export const Route = createFileRoute('/_app')({
  beforeLoad: async () => {
    if (getCurrentUserId()) return;
    // Signed in by the landing's plain form: the cookie is there, the seller not yet known.
    if (getCookieToken() && (await adoptCookieSession())) return;
    throw redirect({ to: '/login', replace: true });
  },
  component: SellerShell,
});
