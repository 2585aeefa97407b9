import { Avatar, Group, Menu, Stack, Text, UnstyledButton, VisuallyHidden } from '@mantine/core';
import { IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { HEADER_NAME_MAX } from '@/domain/constants';
import { truncate } from '@/domain/format';
import { signOutEverywhere } from '@/app/features/auth/sign-out';
import { i18n } from '@/app/ui/i18n';

export function UserBadge({ displayName }: { displayName?: string }) {
  const name = displayName?.trim() || i18n._('shell.seller');
  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        {/* Named by what it shows (the seller's name and 'Seller Profile', at every width) and
            then what it is, so a voice command that says the visible words finds it (WCAG 2.5.3). */}
        <UnstyledButton miw={44} mih={44}>
          <Group gap={8} wrap="nowrap" mih={44}>
            <Avatar color="brand" radius="xl" size={36} aria-hidden>
              {Array.from(name)[0]?.toUpperCase()}
            </Avatar>
            <Stack gap={0} miw={0} maw={120}>
              <Text size="sm" fw={600} lh={1.2} title={name} truncate>
                {truncate(name, HEADER_NAME_MAX)}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2} truncate>
                {i18n._('shell.sellerProfile')}
              </Text>
            </Stack>
            <VisuallyHidden>{i18n._('shell.accountMenu')}</VisuallyHidden>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
          {i18n._('nav.profile')}
        </Menu.Item>
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} />}>
          {i18n._('nav.settings')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          // Mantine's red-6 reads at 3.3:1 on white; the theme's text red at 4.5:1 in both themes.
          color="var(--mantine-color-red-text)"
          leftSection={<IconLogout size={16} />}
          onClick={() => void signOutEverywhere()}
        >
          {i18n._('settings.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
