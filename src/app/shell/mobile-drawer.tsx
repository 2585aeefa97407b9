import { Avatar, Box, Drawer, Group, Stack, Text } from '@mantine/core';
import { HEADER_NAME_MAX } from '@/domain/constants';
import { truncate } from '@/domain/format';
import { Logo } from './logo';
import type { NavKey } from './nav-items';
import { NavLinks } from './nav-links';
import { WelcomeCard } from './welcome-card';
import { i18n } from '@/app/ui/i18n';

/** The phone's slide-in nav: logo, the nav and the welcome card. Loaded on first open. */
export default function MobileDrawer({
  opened,
  onClose,
  active,
  displayName,
  isAdmin,
}: {
  opened: boolean;
  onClose: () => void;
  active: NavKey | null;
  displayName?: string;
  isAdmin?: boolean;
}) {
  const name = displayName?.trim() || i18n._('shell.seller');
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={290}
      hiddenFrom="md"
      title={<Logo onClick={onClose} />}
    >
      <Stack gap="xs">
        {/* The header has no room for the name on a phone; the drawer shows who is signed in. */}
        <Group gap="sm" wrap="nowrap" px="xs" pb="sm">
          <Avatar color="brand" radius="xl">
            {Array.from(name)[0]?.toUpperCase()}
          </Avatar>
          <div>
            <Text fw={600} size="sm" title={name}>
              {truncate(name, HEADER_NAME_MAX)}
            </Text>
            <Text size="xs" c="dimmed">
              {i18n._('shell.sellerProfile')}
            </Text>
          </div>
        </Group>
        <Stack component="nav" aria-label={i18n._('shell.mainNav')} gap="xs">
          <NavLinks active={active} vertical isAdmin={isAdmin} onNavigate={onClose} />
        </Stack>
        <Box mt="md">
          <WelcomeCard />
        </Box>
      </Stack>
    </Drawer>
  );
}
