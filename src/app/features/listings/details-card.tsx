import { Anchor, Divider, Group, Stack, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import type { LocalListing } from '@/app/local/db';
import { i18n } from '@/app/ui/i18n';
import { detailRows, locationRows, type DetailRow } from './detail-rows';
import { safeWebsiteUrl } from './website-link';
import { SectionCard } from '@/app/ui/section-card';

function Rows({ rows }: { rows: DetailRow[] }) {
  return rows.map((row) => (
    <Group key={row.label} justify="space-between" wrap="nowrap" gap="md">
      <Text size="sm" c="dimmed">
        {row.label}
      </Text>
      <Text size="sm" fw={500} ta="right">
        {row.value}
      </Text>
    </Group>
  ));
}

/** The listing's details and location, label beside value. */
export function DetailsCard({ listing }: { listing: LocalListing }) {
  const website = safeWebsiteUrl(listing.website);
  return (
    <SectionCard title={i18n._('detail.details')}>
      <Stack gap={8}>
        <Rows rows={detailRows(listing)} />
        {listing.website ? (
          <Group justify="space-between" wrap="nowrap" gap="md">
            <Text size="sm" c="dimmed">
              {i18n._('detail.website')}
            </Text>
            {website ? (
              <Anchor
                href={website}
                target="_blank"
                rel="noopener noreferrer nofollow"
                size="sm"
                fw={500}
                style={{ overflowWrap: 'anywhere' }}
              >
                <Group gap={4} wrap="nowrap" component="span">
                  {listing.website}
                  <IconExternalLink size={14} />
                </Group>
              </Anchor>
            ) : (
              <Text size="sm" fw={500}>
                {listing.website}
              </Text>
            )}
          </Group>
        ) : null}
      </Stack>
      <Divider my="md" />
      <Stack gap={8}>
        <Rows rows={locationRows(listing)} />
      </Stack>
    </SectionCard>
  );
}
