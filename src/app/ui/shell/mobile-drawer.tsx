import { Box, Drawer, Stack } from '@mantine/core';
import { Logo } from './logo';
import type { NavKey } from './nav-items';
import { NavLinks } from './nav-links';
import { WelcomeCard } from './welcome-card';

/** The phone's slide-in nav: logo, the nav and the welcome card. Loaded on first open. */
export default function MobileDrawer({
  opened,
  onClose,
  active,
}: {
  opened: boolean;
  onClose: () => void;
  active: NavKey;
}) {
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      size={290}
      hiddenFrom="md"
      title={<Logo onClick={onClose} />}
      aria-label="Navigation"
    >
      <Stack gap="xs">
        <NavLinks active={active} vertical onNavigate={onClose} />
        <Box mt="md">
          <WelcomeCard />
        </Box>
      </Stack>
    </Drawer>
  );
}
