import { Title } from '@mantine/core';

export function MyListingsPage() {
  return <Title order={1}>My listings</Title>;
}
