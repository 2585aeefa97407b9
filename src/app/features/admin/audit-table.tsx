import { Badge, Stack, Text } from '@mantine/core';
import type { MRT_ColumnDef } from 'mantine-react-table';
import { formatPhone, type AuditAction, type AuditEntry } from '@/domain';
import { useAuditLog } from '@/app/features/admin/api/admin-moderation';
import { AdminTable } from './admin-table';
import { formatDateTime } from './format';
import { useServerTable } from './use-server-table';

export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  hide: 'Hid listing',
  approve: 'Approved listing',
  dismiss: 'Dismissed case',
  suspend: 'Suspended seller',
  restore: 'Restored seller',
};

const AUDIT_COLORS: Record<AuditAction, string> = {
  hide: 'red',
  approve: 'green',
  dismiss: 'gray',
  suspend: 'red',
  restore: 'blue',
};

/** One recorded value as words: a moderation record by its state, a flag as yes or no. */
export function describeValue(value: unknown): string {
  if (value === undefined || value === null) return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if (typeof value === 'object' && 'state' in value && typeof value.state === 'string')
    return value.state;
  return JSON.stringify(value);
}

/** The recorded fields as the admin reads them; the case's ids are summed up separately. */
const FIELD_LABELS: Record<string, string> = {
  status: 'Status',
  moderation: 'Moderation',
  sellerSuspended: 'Seller suspended',
  suspended: 'Suspended',
  suspensionReason: 'Suspension reason',
};
const CASE_FIELDS = new Set(['closedCase', 'coveredReports']);

/**
 * The fields that changed, as 'Field: before → after' (every field when none changed), and
 * whether the action closed a case and how many reports that covered.
 */
export function describeChange(entry: Pick<AuditEntry, 'before' | 'after'>): string[] {
  const keys = [...new Set([...Object.keys(entry.before), ...Object.keys(entry.after)])].filter(
    (key) => !CASE_FIELDS.has(key),
  );
  const lines = keys.map((key) => ({
    label: FIELD_LABELS[key] ?? key,
    before: describeValue(entry.before[key]),
    after: describeValue(entry.after[key]),
  }));
  const changed = lines.filter((line) => line.before !== line.after);
  const out = (changed.length ? changed : lines).map(
    (line) => `${line.label}: ${line.before} → ${line.after}`,
  );
  if (entry.after.closedCase !== undefined) {
    const covered = Array.isArray(entry.after.coveredReports)
      ? entry.after.coveredReports.length
      : 0;
    out.push(
      covered ? `Case closed (${covered} ${covered === 1 ? 'report' : 'reports'})` : 'Case closed',
    );
  }
  return out;
}

const columns: MRT_ColumnDef<AuditEntry>[] = [
  {
    id: 'createdAt',
    header: 'When',
    size: 150,
    enableSorting: false,
    Cell: ({ row }) => formatDateTime(row.original.createdAt),
  },
  {
    id: 'admin',
    header: 'Admin',
    size: 150,
    enableSorting: false,
    Cell: ({ row }) => formatPhone(row.original.adminPhone),
  },
  {
    id: 'action',
    header: 'Action',
    size: 150,
    enableSorting: false,
    Cell: ({ row }) => (
      <Badge color={AUDIT_COLORS[row.original.action]} variant="light" radius="sm">
        {AUDIT_ACTION_LABELS[row.original.action]}
      </Badge>
    ),
  },
  {
    id: 'target',
    header: 'Listing / seller',
    size: 200,
    enableSorting: false,
    Cell: ({ row }) => (
      <Stack gap={0}>
        {row.original.listingId ? (
          <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
            {row.original.listingTitle ?? `Listing ${row.original.listingId} (deleted)`}
          </Text>
        ) : null}
        {row.original.sellerId ? (
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {row.original.sellerName || row.original.sellerPhone
              ? [row.original.sellerName, formatPhone(row.original.sellerPhone)]
                  .filter(Boolean)
                  .join(' · ')
              : `Seller ${row.original.sellerId}`}
          </Text>
        ) : null}
      </Stack>
    ),
  },
  {
    id: 'reason',
    header: 'Reason',
    size: 260,
    enableSorting: false,
    Cell: ({ row }) => (
      <Text size="sm" style={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
        {row.original.reason}
      </Text>
    ),
  },
  {
    id: 'change',
    header: 'Before → after',
    size: 220,
    enableSorting: false,
    Cell: ({ row }) => (
      <Stack gap={0}>
        {describeChange(row.original).map((line) => (
          <Text key={line} size="xs" style={{ overflowWrap: 'anywhere' }}>
            {line}
          </Text>
        ))}
      </Stack>
    ),
  },
];

/** Every admin decision, newest first; entries are never changed or removed. */
export function AuditTable() {
  const server = useServerTable('', []);
  const query = useAuditLog(server.request);
  return (
    <AdminTable
      label="Audit log"
      columns={columns}
      server={server}
      query={query}
      emptyText="No admin actions yet."
    />
  );
}
