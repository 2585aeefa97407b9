import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/app/api/client';
import { z } from 'zod';
import { adminContactSchema, conversationMessageSchema } from '@/domain';
import { getPage, type PageOf, type PageRequest } from './paged';
import { ADMIN_QUERY_DEFAULTS, parseAnswer } from './query-defaults';
import type { AdminContact, ConversationMessage } from './types';

const conversationSchema = z.array(conversationMessageSchema);

export const CONTACT_SORT_KEYS: Record<string, string> = {
  phoneNumber: 'phoneNumber',
  messageCount: 'messageCount',
  lastMessage: 'lastMessage',
};

export function getAdminContacts(
  request: PageRequest,
  signal?: AbortSignal,
): Promise<PageOf<AdminContact>> {
  return getPage('/admin/contacts', adminContactSchema, request, CONTACT_SORT_KEYS, signal);
}

export async function getConversation(
  phoneNumber: string,
  signal?: AbortSignal,
): Promise<ConversationMessage[]> {
  // The latest 200 messages, shown oldest first.
  const path = `/admin/contacts/${encodeURIComponent(phoneNumber)}/conversation?limit=200&order=desc`;
  const latest = parseAnswer(conversationSchema, await apiRequest<unknown>(path, { signal }));
  return latest.reverse();
}

export const adminContactsQuery = (request: PageRequest) =>
  queryOptions({
    queryKey: ['admin', 'contacts', 'page', request] as const,
    queryFn: ({ signal }) => getAdminContacts(request, signal),
    placeholderData: keepPreviousData,
    ...ADMIN_QUERY_DEFAULTS,
  });

export const conversationQuery = (phoneNumber: string) =>
  queryOptions({
    queryKey: ['admin', 'contacts', phoneNumber, 'conversation'] as const,
    queryFn: ({ signal }) => getConversation(phoneNumber, signal),
    ...ADMIN_QUERY_DEFAULTS,
  });

/** One page of the contacts tab. */
export const useAdminContacts = (request: PageRequest) => useQuery(adminContactsQuery(request));

export const useConversation = (phoneNumber: string | null) =>
  useQuery({ ...conversationQuery(phoneNumber ?? ''), enabled: phoneNumber !== null });
