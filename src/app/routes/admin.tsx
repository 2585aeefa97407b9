import { Button, Group } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Navigate, createFileRoute, redirect } from '@tanstack/react-router';
import { AdminPage } from '../features/admin';
import { getCurrentUserId } from '../local/session';
import { useSessionUser } from '../local/use-session';
import { ThemeToggle } from '../ui/shell/theme-toggle';

// The admin dashboard sits outside the seller shell (a desktop screen of its own) and needs a
// signed-in user. Only the guard stays in the main bundle: the component, and with it everything
// in features/admin, is split into chunks that load when /admin is visited.
export const Route = createFileRoute('/admin')({
  beforeLoad: () => {
    if (!getCurrentUserId()) throw redirect({ to: '/login', replace: true });
  },
  component: AdminRoute,
});

function AdminRoute() {
  const user = useSessionUser();
  // Signed out while here (another tab, or a 401): back to the landing page.
  if (!user) return <Navigate to="/login" replace />;
  const isAdmin = (user as { isAdmin?: unknown }).isAdmin;
  const home = (
    <Button component={Link} to="/" variant="light" leftSection={<IconArrowLeft size={16} />}>
      My listings
    </Button>
  );
  return (
    <AdminPage
      isAdmin={typeof isAdmin === 'boolean' ? isAdmin : undefined}
      phone={user.phone}
      actions={
        <Group gap="xs">
          {home}
          <ThemeToggle />
        </Group>
      }
      forbiddenAction={home}
    />
  );
}
