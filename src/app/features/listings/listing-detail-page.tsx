import { Title } from '@mantine/core';

export function ListingDetailPage() {
  return <Title order={1}>Listing</Title>;
}
