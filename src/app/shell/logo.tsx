import { Group, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { i18n } from '@/app/ui/i18n';

/**
 * The app's mark; a click goes home. In the header (`compact`) the words show from 480 px: on a
 * phone the header's room goes to the seller's name and 'Seller Profile' (spec).
 */
export function Logo({ onClick, compact = false }: { onClick?: () => void; compact?: boolean }) {
  return (
    <UnstyledButton
      component={Link}
      to="/"
      activeOptions={{ exact: true, includeSearch: false }}
      onClick={onClick}
      aria-label={i18n._('shell.home')}
      mih={44}
      miw={44}
      display="flex"
      style={{ alignItems: 'center', justifyContent: 'center' }}
    >
      <Group gap={8} wrap="nowrap">
        <ThemeIcon size={34} radius="xl" color="brand">
          <IconBrandWhatsapp size={20} />
        </ThemeIcon>
        <Text fw={700} size="lg" lh={1.1} visibleFrom={compact ? 'xsm' : undefined}>
          {i18n._('shell.logo.first')}{' '}
          <Text span inherit c="brand">
            {i18n._('shell.logo.second')}
          </Text>
        </Text>
      </Group>
    </UnstyledButton>
  );
}
