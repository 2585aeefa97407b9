import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../api/client';
import { ADMIN_QUERY_DEFAULTS } from './query-defaults';
import type { AdminContact, ConversationMessage } from './types';

export function getAdminContacts(signal?: AbortSignal): Promise<AdminContact[]> {
  return apiRequest<AdminContact[]>('/admin/contacts', { signal });
}

export function getConversation(
  phoneNumber: string,
  signal?: AbortSignal,
): Promise<ConversationMessage[]> {
  return apiRequest<ConversationMessage[]>(
    `/admin/contacts/${encodeURIComponent(phoneNumber)}/conversation`,
    { signal },
  );
}

export const adminContactsQuery = () =>
  queryOptions({
    queryKey: ['admin', 'contacts'] as const,
    queryFn: ({ signal }) => getAdminContacts(signal),
    ...ADMIN_QUERY_DEFAULTS,
  });

export const conversationQuery = (phoneNumber: string) =>
  queryOptions({
    queryKey: ['admin', 'contacts', phoneNumber, 'conversation'] as const,
    queryFn: ({ signal }) => getConversation(phoneNumber, signal),
    ...ADMIN_QUERY_DEFAULTS,
  });

/** The contacts tab's list; fetched only once the tab is selected. */
export const useAdminContacts = (enabled: boolean) =>
  useQuery({ ...adminContactsQuery(), enabled });

export const useConversation = (phoneNumber: string | null) =>
  useQuery({ ...conversationQuery(phoneNumber ?? ''), enabled: phoneNumber !== null });
