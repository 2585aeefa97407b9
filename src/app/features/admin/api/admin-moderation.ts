import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/app/api/client';
import {
  auditEntrySchema,
  moderationCaseSchema,
  type AuditEntry,
  type ModerationAction,
  type ModerationCase,
} from '@/domain';
import { requestSuspension } from './admin-sellers';
import { getPage, type PageOf, type PageRequest } from './paged';
import { ADMIN_QUERY_DEFAULTS } from './query-defaults';

/**
 * The moderation queue and the audit log come in the server's own order (the queue newest and
 * most reported first, the log newest first): neither is sorted or searched by the table.
 */
const NO_SORT: Record<string, string> = {};

export function getModerationCases(
  request: PageRequest,
  signal?: AbortSignal,
): Promise<PageOf<ModerationCase>> {
  return getPage('/admin/moderation', moderationCaseSchema, request, NO_SORT, signal);
}

export function getAuditLog(
  request: PageRequest,
  signal?: AbortSignal,
): Promise<PageOf<AuditEntry>> {
  return getPage('/admin/audit', auditEntrySchema, request, NO_SORT, signal);
}

/**
 * How often the open queue asks the server again while an admin has it on screen: a buyer's
 * report shows within seconds, without a reload. Not while the page is in the background.
 */
export const MODERATION_REFRESH_MS = 10_000;

/** `refresh: false` while an admin is deciding a case: the rows do not move under the decision. */
export const moderationCasesQuery = (request: PageRequest, refresh = true) =>
  queryOptions({
    queryKey: ['admin', 'moderation', 'page', request] as const,
    queryFn: ({ signal }) => getModerationCases(request, signal),
    placeholderData: keepPreviousData,
    ...ADMIN_QUERY_DEFAULTS,
    refetchInterval: refresh ? MODERATION_REFRESH_MS : false,
    refetchIntervalInBackground: false,
  });

export const auditLogQuery = (request: PageRequest) =>
  queryOptions({
    queryKey: ['admin', 'audit', 'page', request] as const,
    queryFn: ({ signal }) => getAuditLog(request, signal),
    placeholderData: keepPreviousData,
    ...ADMIN_QUERY_DEFAULTS,
  });

export const useModerationCases = (request: PageRequest, refresh = true) =>
  useQuery(moderationCasesQuery(request, refresh));

export const useAuditLog = (request: PageRequest) => useQuery(auditLogQuery(request));

/** What an admin may do from a case; each is sent with the admin's reason. */
export type CaseAction = ModerationAction | 'suspend' | 'restore';

/** Sends one decision. Resolves only when the server accepted it. */
export async function sendCaseAction(
  target: { listingId?: string | undefined; sellerId: string },
  action: CaseAction,
  reason: string,
): Promise<void> {
  if (action === 'suspend' || action === 'restore') {
    await requestSuspension(target.sellerId, action, reason);
    return;
  }
  if (!target.listingId) throw new Error('This case is not about a listing.');
  const path = `/admin/listings/${encodeURIComponent(target.listingId)}/moderation`;
  await apiRequest<unknown>(path, { method: 'POST', body: { action, reason } });
}
