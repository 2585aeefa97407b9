import { Paper, SimpleGrid, Skeleton, Table, Text, Title } from '@mantine/core';
import type { AdminStats } from '@/app/features/admin/api/types';
import { formatCount } from './format';

/** A rate or a cost in US dollars: $0.0040, $12.34. */
function formatUsd(value: number, rate = false): string {
  return `$${value.toLocaleString('en-US', {
    minimumFractionDigits: rate ? 4 : 2,
    maximumFractionDigits: 4,
  })}`;
}

const CATEGORY_LABEL = {
  utility: 'Utility',
  marketing: 'Marketing',
  authentication: 'Authentication',
} as const;

/** Refusal reasons as the admin reads them (the metric's reasons, from the database). */
const REASON_LABEL: Record<string, string> = {
  marketing_cap: 'Marketing limit per person (131049)',
  pair_rate: 'Too many to one person (131056)',
  outside_window: 'Outside the 24-hour window (131047)',
  throughput: 'Our sending rate (130429)',
  undeliverable: 'Undeliverable (131026)',
  other: 'Other codes',
};

interface WhatsappPanelProps {
  whatsapp: AdminStats['whatsapp'];
  loading: boolean;
}

/**
 * WhatsApp this month: templates the marketplace sent by Meta's category with the estimated cost
 * (delivered templates at the configured rate), and WhatsApp's refusals by reason.
 */
export function WhatsappPanel({ whatsapp, loading }: WhatsappPanelProps) {
  if (loading) return <Skeleton height={160} data-testid="whatsapp-skeleton" />;
  if (!whatsapp) return <Text c="dimmed">No WhatsApp figures yet.</Text>;
  const month = new Date(whatsapp.since).toLocaleDateString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'Africa/Harare',
  });
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="lg" mb="xs">
          Templates in {month}
        </Title>
        <Table aria-label="Templates this month" striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">Category</Table.Th>
              <Table.Th scope="col">Sent</Table.Th>
              <Table.Th scope="col">Delivered</Table.Th>
              <Table.Th scope="col">Rate</Table.Th>
              <Table.Th scope="col">Estimated cost</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {whatsapp.templates.map((row) => (
              <Table.Tr key={row.category}>
                <Table.Th scope="row">{CATEGORY_LABEL[row.category]}</Table.Th>
                <Table.Td>{formatCount(row.sent)}</Table.Td>
                <Table.Td>{formatCount(row.delivered)}</Table.Td>
                <Table.Td>{formatUsd(row.rateUsd, true)}</Table.Td>
                <Table.Td>{formatUsd(row.costUsd)}</Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" colSpan={4}>
                Estimated cost this month
              </Table.Th>
              <Table.Td>{formatUsd(whatsapp.costUsd)}</Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
        <Text size="xs" c="dimmed" mt="xs">
          Meta charges a template when it is delivered; replies inside the 24-hour window are free.
          Rates: WHATSAPP_RATES_USD.
        </Text>
      </Paper>
      <Paper withBorder radius="md" p="md">
        <Title order={2} fz="lg" mb="xs">
          Refusals in {month}
        </Title>
        {whatsapp.refusals.length ? (
          <Table aria-label="Refusals by reason" striped>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Reason</Table.Th>
                <Table.Th scope="col">Messages</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {whatsapp.refusals.map((row) => (
                <Table.Tr key={row.reason}>
                  <Table.Th scope="row">{REASON_LABEL[row.reason] ?? row.reason}</Table.Th>
                  <Table.Td>{formatCount(row.count)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : (
          <Text c="dimmed">WhatsApp refused no message this month.</Text>
        )}
      </Paper>
    </SimpleGrid>
  );
}
