import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/app/api/client';
import { z } from 'zod';
import { adminContactSchema, conversationMessageSchema } from '@/domain';
import { ADMIN_QUERY_DEFAULTS, parseAnswer } from './query-defaults';
import type { AdminContact, ConversationMessage } from './types';

const contactsSchema = z.array(adminContactSchema);
const conversationSchema = z.array(conversationMessageSchema);

export async function getAdminContacts(signal?: AbortSignal): Promise<AdminContact[]> {
  return parseAnswer(contactsSchema, await apiRequest<unknown>('/admin/contacts', { signal }));
}

export async function getConversation(
  phoneNumber: string,
  signal?: AbortSignal,
): Promise<ConversationMessage[]> {
  const path = `/admin/contacts/${encodeURIComponent(phoneNumber)}/conversation`;
  return parseAnswer(conversationSchema, await apiRequest<unknown>(path, { signal }));
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
