import { Title } from '@mantine/core';

export function SettingsPage() {
  return <Title order={1}>Settings</Title>;
}
