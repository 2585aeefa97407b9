import { useEffect } from 'react';
import { Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Navigate, createFileRoute, redirect, useNavigate } from '@tanstack/react-router';
import { AdminPage, type AdminTab } from '@/app/features/admin';
import { pull } from '@/app/sync/pull/pull';
import { getCurrentUserId } from '@/app/local/session';
import { useSessionUser } from '@/app/local/use-session';
import QueryProvider from '@/app/ui/query-provider';
import { ThemeToggle } from '@/app/shell/theme-toggle';

export interface AdminSearch {
  /** The open tab, so a reload or a shared link opens the same list. Listings when absent. */
  tab?: Exclude<AdminTab, 'listings'>;
}

// Written out here: a value imported from features/admin would pull its code into the main bundle.
const OTHER_TABS: readonly unknown[] = [
  'sellers',
  'contacts',
  'moderation',
  'audit',
  'whatsapp',
] satisfies Exclude<AdminTab, 'listings'>[];

// The admin dashboard sits outside the seller shell (a desktop screen of its own) and needs a
// signed-in user. Only the guard stays in the main bundle: the component, and with it everything
// in features/admin, is split into chunks that load when /admin is visited.
export const Route = createFileRoute('/admin')({
  validateSearch: (search: Record<string, unknown>): AdminSearch =>
    OTHER_TABS.includes(search.tab) ? { tab: search.tab as Exclude<AdminTab, 'listings'> } : {},
  beforeLoad: () => {
    if (!getCurrentUserId()) throw redirect({ to: '/login', replace: true });
  },
  component: AdminRoute,
});

function AdminRoute() {
  const user = useSessionUser();
  const { tab = 'listings' } = Route.useSearch();
  const navigate = useNavigate({ from: '/admin' });
  // The seller shell's pull is what refreshes the stored user's admin flag; opening /admin
  // directly (a bookmark, a new tab) must not judge rights by a stale copy.
  useEffect(() => void pull(), []);
  // Signed out while here (another tab, or a 401): back to the landing page.
  if (!user) return <Navigate to="/login" replace />;
  const home = (
    <Button component={Link} to="/" variant="light" leftSection={<IconArrowLeft size={16} />}>
      My listings
    </Button>
  );
  return (
    <QueryProvider>
      <AdminPage
        isAdmin={user.isAdmin}
        phone={user.phone}
        tab={tab}
        onTabChange={(next: AdminTab) =>
          void navigate({ search: next === 'listings' ? {} : { tab: next }, replace: true })
        }
        actions={
          <Group gap="xs">
            {home}
            <ThemeToggle />
          </Group>
        }
        forbiddenAction={home}
      />
    </QueryProvider>
  );
}
