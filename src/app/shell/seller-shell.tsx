import { AppShell, Burger, Box, Group } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet, useNavigate, useRouterState } from '@tanstack/react-router';
import { Suspense, lazy, useEffect, useState, type ReactNode } from 'react';
import { startPulling } from '@/app/sync/pull/pull';
import { startSync } from '@/app/sync/engine-instance';
import { useStoredUser } from '@/app/local/queries';
import { useSessionUser } from '@/app/local/use-session';
import { Logo } from './logo';
import { activeNavKey } from './nav-items';
import { NavLinks } from './nav-links';

import { SyncIndicator } from './sync-indicator';
import { ThemeToggle } from './theme-toggle';
import { UserBadge } from './user-badge';
import { i18n } from '@/app/ui/i18n';

// Both are rarely needed (a phone's menu, a seller without a name): their code loads on demand.
const MobileDrawer = lazy(() => import('./mobile-drawer'));
const CompleteProfileModal = lazy(() =>
  import('@/app/features/profile/complete-profile-modal').then((module) => ({
    default: module.CompleteProfileModal,
  })),
);

/**
 * The frame of every seller screen: header, nav, the phone drawer, and the profile prompt. It
 * draws the route's screen, or `children` (the 404 page, which is no route and no nav item).
 */
export function SellerShell({ children }: { children?: ReactNode } = {}) {
  const session = useSessionUser();
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const [drawerOpen, drawer] = useDisclosure(false);
  const [drawerUsed, setDrawerUsed] = useState(false);
  // Once shown, the profile prompt stays mounted until it says it is done: it waits for the
  // server's answer (or shows the offline notice) after the name already exists on this phone.
  const [profilePrompt, setProfilePrompt] = useState(false);
  const sellerId = session?._id ?? null;
  const stored = useStoredUser(sellerId);
  const user = stored ?? session;

  // Every route change starts at the top of the page, with the drawer closed.
  useEffect(() => {
    window.scrollTo(0, 0);
    drawer.close();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathname]);

  // Signed out (button, another tab, or a 401): back to the landing page. Local data stays.
  useEffect(() => {
    if (!session) void navigate({ to: '/login', replace: true });
  }, [session, navigate]);

  useEffect(() => (sellerId ? startPulling() : undefined), [sellerId]);
  // The outbox engine lives for the page; it only ever sends the signed-in seller's items.
  useEffect(() => startSync(), []);

  if (!session || !sellerId) return null;
  const active = children ? null : activeNavKey(pathname);
  const profileIncomplete = !(user ?? session).displayName?.trim();
  if (profileIncomplete && !profilePrompt) setProfilePrompt(true);
  // The session user carries the server's admin flag (refreshed by every pull).
  const isAdmin = session.isAdmin === true;

  return (
    <AppShell header={{ height: 64 }} padding={0}>
      <AppShell.Header px={{ base: 'sm', sm: 'md' }}>
        <Group h="100%" justify="space-between" wrap="nowrap" gap="xs">
          <Group gap="xs" wrap="nowrap">
            <Burger
              opened={drawerOpen}
              onClick={() => {
                setDrawerUsed(true);
                drawer.toggle();
              }}
              hiddenFrom="md"
              size="sm"
              aria-label={i18n._('shell.openNav')}
            />
            <Logo compact />
          </Group>
          <Group
            component="nav"
            aria-label={i18n._('shell.mainNav')}
            gap={4}
            visibleFrom="md"
            wrap="nowrap"
          >
            <NavLinks active={active} isAdmin={isAdmin} />
          </Group>
          <Group gap={6} wrap="nowrap">
            <SyncIndicator sellerId={sellerId} />
            <ThemeToggle />
            <UserBadge displayName={user?.displayName} />
          </Group>
        </Group>
      </AppShell.Header>

      {drawerUsed ? (
        <Suspense fallback={null}>
          <MobileDrawer
            opened={drawerOpen}
            onClose={drawer.close}
            active={active}
            displayName={user?.displayName}
            isAdmin={isAdmin}
          />
        </Suspense>
      ) : null}

      <AppShell.Main>
        <Box maw={1280} mx="auto" px={{ base: 'sm', sm: 'md', lg: 'xl' }} py="md">
          {children ?? <Outlet />}
        </Box>
      </AppShell.Main>

      {profilePrompt ? (
        <Suspense fallback={null}>
          <CompleteProfileModal
            sellerId={sellerId}
            user={user ?? session}
            onDone={() => setProfilePrompt(false)}
          />
        </Suspense>
      ) : null}
    </AppShell>
  );
}
