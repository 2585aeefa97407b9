import { useMemo, useState } from 'react';
import { Button, Stack } from '@mantine/core';
import type { MRT_ColumnDef } from 'mantine-react-table';
import type { ModerationCase } from '@/domain';
import { useModerationCases, type CaseAction } from '@/app/features/admin/api/admin-moderation';
import { AdminTable } from './admin-table';
import { CaseActionModal } from './case-action-modal';
import { ACTION_COPY } from './decision-copy';
import { CaseListing, CaseReasons, CaseReports, CaseSeller } from './moderation-cells';
import { formatDateTime } from './format';
import { useServerTable } from './use-server-table';

/** The decisions a case offers: approve only for a held listing, restore only when suspended. */
export function actionsFor(item: ModerationCase): CaseAction[] {
  const actions: CaseAction[] = [];
  if (item.listingId) {
    actions.push('dismiss');
    if (item.moderation?.state !== 'hidden') actions.push('hide');
    if (item.moderation?.state === 'in_review') actions.push('approve');
  }
  actions.push(item.sellerSuspended ? 'restore' : 'suspend');
  return actions;
}

const ACTION_LABELS: Record<CaseAction, string> = {
  dismiss: 'Dismiss',
  hide: 'Hide',
  approve: 'Approve',
  suspend: 'Suspend seller',
  restore: 'Restore seller',
};

function columns(
  onAction: (item: ModerationCase, action: CaseAction) => void,
): MRT_ColumnDef<ModerationCase>[] {
  return [
    {
      id: 'listing',
      header: 'Listing',
      size: 260,
      enableSorting: false,
      Cell: ({ row }) => <CaseListing item={row.original} />,
    },
    {
      id: 'seller',
      header: 'Seller',
      size: 170,
      enableSorting: false,
      Cell: ({ row }) => <CaseSeller item={row.original} />,
    },
    {
      id: 'reasons',
      header: 'Why',
      size: 240,
      enableSorting: false,
      Cell: ({ row }) => <CaseReasons item={row.original} />,
    },
    {
      id: 'reports',
      header: 'Reports',
      size: 260,
      enableSorting: false,
      Cell: ({ row }) => <CaseReports item={row.original} />,
    },
    {
      id: 'openedAt',
      header: 'Opened',
      size: 130,
      enableSorting: false,
      Cell: ({ row }) => formatDateTime(row.original.openedAt),
    },
    {
      id: 'actions',
      header: 'Actions',
      size: 150,
      enableSorting: false,
      Cell: ({ row }) => {
        const item = row.original;
        const about = item.listingTitle ?? item.sellerName ?? item.sellerPhone ?? 'this case';
        return (
          <Stack gap={6} align="stretch">
            {actionsFor(item).map((action) => (
              <Button
                key={action}
                size="xs"
                variant={action === 'dismiss' ? 'default' : 'light'}
                color={ACTION_COPY[action].color}
                aria-label={`${ACTION_LABELS[action]}: ${about}`}
                onClick={() => onAction(item, action)}
              >
                {ACTION_LABELS[action]}
              </Button>
            ))}
          </Stack>
        );
      },
    },
  ];
}

/** The open cases, newest and most reported first (the server's order), a page at a time. */
export function ModerationTable({ search }: { search: string }) {
  const server = useServerTable(search, []);
  const [pending, setPending] = useState<{ case: ModerationCase; action: CaseAction } | null>(null);
  // New reports appear on their own, except while a decision is open.
  const query = useModerationCases(server.request, pending === null);
  const caseColumns = useMemo(
    () => columns((item, action) => setPending({ case: item, action })),
    [],
  );
  return (
    <>
      <AdminTable
        label="Open cases"
        columns={caseColumns}
        server={server}
        query={query}
        emptyText="No open cases. Reported and flagged listings appear here."
      />
      <CaseActionModal pending={pending} onClose={() => setPending(null)} />
    </>
  );
}
