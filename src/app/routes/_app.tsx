import { createFileRoute, redirect } from '@tanstack/react-router';
import { getCurrentUserId } from '@/app/local/session';
import { SellerShell } from '@/app/shell/seller-shell';

/** Every seller screen sits in the shell, and only for a signed-in seller (spec). */
export const Route = createFileRoute('/_app')({
  beforeLoad: () => {
    if (!getCurrentUserId()) throw redirect({ to: '/login', replace: true });
  },
  component: SellerShell,
});
