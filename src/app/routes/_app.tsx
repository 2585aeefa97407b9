import { createFileRoute, redirect } from '@tanstack/react-router';
import { getCurrentUserId } from '@/app/local/session';
import { SellerShell } from '@/app/shell/seller-shell';

/**
 * Every seller screen sits in the shell, and only for a signed-in seller (spec). A signed-out
 * visitor signs in first and then comes back here (`next`, e.g. the chat's link to a draft).
 */
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => {
    if (getCurrentUserId()) return;
    const next = location.href === '/' ? undefined : location.href;
    throw redirect({ to: '/login', search: next ? { next } : {}, replace: true });
  },
  component: SellerShell,
});
