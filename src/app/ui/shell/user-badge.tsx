import { Avatar, Group, Menu, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconLogout, IconSettings, IconUser } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { HEADER_NAME_MAX } from '@/domain/constants';
import { truncate } from '@/domain/format';
import { signOutEverywhere } from '@/app/features/auth/sign-out';

export function UserBadge({ displayName }: { displayName?: string }) {
  const name = displayName?.trim() || 'Seller';
  return (
    <Menu position="bottom-end" width={200} shadow="md">
      <Menu.Target>
        <UnstyledButton aria-label="Account menu">
          <Group gap={8} wrap="nowrap">
            <Avatar color="brand" radius="xl" size={36}>
              {Array.from(name)[0]?.toUpperCase()}
            </Avatar>
            <Stack gap={0} visibleFrom="xsm">
              <Text size="sm" fw={600} lh={1.2} title={name}>
                {truncate(name, HEADER_NAME_MAX)}
              </Text>
              <Text size="xs" c="dimmed" lh={1.2}>
                Seller Profile
              </Text>
            </Stack>
          </Group>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={Link} to="/profile" leftSection={<IconUser size={16} />}>
          Profile
        </Menu.Item>
        <Menu.Item component={Link} to="/settings" leftSection={<IconSettings size={16} />}>
          Settings
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item
          color="red"
          leftSection={<IconLogout size={16} />}
          onClick={() => void signOutEverywhere()}
        >
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
