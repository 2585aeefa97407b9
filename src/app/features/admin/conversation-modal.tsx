import { useEffect, useRef } from 'react';
import { Alert, Box, Center, Loader, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useConversation } from '@/app/features/admin/api/admin-contacts';
import { errorMessage } from '@/app/features/admin/api/query-defaults';
import type { AdminContact, ConversationMessage } from '@/app/features/admin/api/types';
import { dateValue, formatDateTime } from './format';
import type { ContactRole } from '@/domain';
import { formatPhone } from '@/domain/format';

/** Only web addresses (absolute or on this server) become image sources. */
export function safeImageUrl(url: string | null | undefined): string | null {
  if (!url) return null;
  if (url.startsWith('/')) return url;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : null;
  } catch {
    return null;
  }
}

function inOrder(messages: ConversationMessage[]): ConversationMessage[] {
  // A stable sort keeps the server's order for messages stored in the same millisecond.
  return [...messages].sort((a, b) => dateValue(a.createdAt) - dateValue(b.createdAt));
}

/** How the person writing to the bot is named: by who they are, not by which way they wrote. */
export const ROLE_LABELS: Record<ContactRole, string> = {
  buyer: 'Buyer',
  seller: 'Seller',
  admin: 'Admin',
};

function Bubble({ message, role }: { message: ConversationMessage; role: ContactRole }) {
  const inbound = message.direction === 'inbound';
  const image = safeImageUrl(message.content?.imageUrl);
  const who = inbound ? ROLE_LABELS[role] : 'Bot';
  return (
    <Box
      data-direction={message.direction}
      aria-label={`${who} message`}
      role="article"
      style={{
        alignSelf: inbound ? 'flex-start' : 'flex-end',
        maxWidth: '82%',
        background: inbound ? 'var(--mantine-color-gray-1)' : 'var(--mantine-color-brand-0)',
        color: 'var(--mantine-color-black)',
        borderRadius: inbound ? '4px 14px 14px 14px' : '14px 4px 14px 14px',
        padding: '8px 12px',
      }}
    >
      <Text size="xs" fw={600} c={inbound ? 'gray.7' : 'brand.9'}>
        {who}
      </Text>
      {image ? (
        <a href={image} target="_blank" rel="noreferrer noopener">
          <img
            src={image}
            alt={`Image sent by the ${who.toLowerCase()}`}
            // A fixed box: the layout does not jump when the photo arrives, so the
            // conversation stays scrolled to its newest message.
            width={280}
            height={200}
            style={{
              display: 'block',
              width: 280,
              maxWidth: '100%',
              height: 200,
              objectFit: 'cover',
              borderRadius: 8,
              marginTop: 4,
              background: 'var(--mantine-color-default-hover)',
            }}
          />
        </a>
      ) : null}
      {message.content?.text ? (
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {message.content.text}
        </Text>
      ) : null}
      {/* The bubble is light in both themes: a fixed grey, not the theme's dimmed text. */}
      <Text size="xs" c="gray.7" ta="right" mt={2}>
        <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
      </Text>
    </Box>
  );
}

interface ConversationModalProps {
  /** The contact whose conversation is open; null when none is. */
  contact: AdminContact | null;
  onClose: () => void;
}

/** A contact as admins read it: the phone, or the username where WhatsApp gives no phone. */
export function contactLabel(contact: Pick<AdminContact, 'phoneNumber' | 'username'>): string {
  return contact.username ?? formatPhone(contact.phoneNumber);
}

/** A contact's conversation with the bot, oldest first, like a chat. */
export function ConversationModal({ contact, onClose }: ConversationModalProps) {
  const phoneNumber = contact?.phoneNumber ?? null;
  const role = contact?.role ?? 'buyer';
  const narrow = useMediaQuery('(max-width: 600px)');
  const query = useConversation(phoneNumber);
  const messages = query.data ? inOrder(query.data) : [];
  const end = useRef<HTMLDivElement>(null);
  // Like a chat app, open at the newest message; older ones are a scroll up.
  useEffect(() => {
    if (query.data?.length) end.current?.scrollIntoView({ block: 'end' });
  }, [query.data]);
  return (
    <Modal
      opened={phoneNumber !== null}
      onClose={onClose}
      title={`Conversation with ${contact ? contactLabel(contact) : ''}`}
      size="lg"
      fullScreen={Boolean(narrow)}
    >
      {query.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading conversation" />
        </Center>
      ) : query.error ? (
        <Alert color="red" role="alert" title="Could not load the conversation">
          {errorMessage(query.error)}
        </Alert>
      ) : messages.length === 0 ? (
        <Text c="dimmed">No messages in this conversation.</Text>
      ) : (
        <Stack gap="xs" aria-label="Messages">
          <Text size="sm" c="dimmed">
            {[ROLE_LABELS[role], contact?.name].filter(Boolean).join(': ')}
          </Text>
          {messages.map((message, i) => (
            <Bubble key={message._id ?? i} message={message} role={role} />
          ))}
          <div ref={end} />
        </Stack>
      )}
    </Modal>
  );
}
