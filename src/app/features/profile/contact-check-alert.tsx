import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import type { User } from '@/domain';
import { isBusinessScopedId } from '@/domain/whatsapp-id';
import { chatLink, displayNumber } from '@/app/ui/chat-links';

/**
 * A contact number waiting to be confirmed: buyers reach the login phone until that number
 * sends the marketplace "CONFIRM <code>" on WhatsApp. Once the code expired, saving the profile
 * gives a new one.
 */
export function ContactCheckAlert({
  user,
  now = new Date(),
}: {
  user: Pick<User, 'phone' | 'contactCheck'>;
  now?: Date;
}) {
  const check = user.contactCheck;
  if (!check) return null;
  const live = check.code && check.expiresAt && new Date(check.expiresAt) > now;
  const message = live ? `CONFIRM ${check.code}` : null;
  return (
    <Alert color="blue" variant="light" title="Confirm your contact number">
      <Stack gap="xs">
        <Text size="sm">
          {isBusinessScopedId(user.phone)
            ? 'Buyers write to you through the marketplace on WhatsApp until '
            : `Buyers reach you on your login phone, ${displayNumber(user.phone)}, until `}
          {displayNumber(check.number)} is confirmed.
        </Text>
        {message ? (
          <>
            <Text size="sm">
              From {displayNumber(check.number)}, send <strong>{message}</strong> to the marketplace
              on WhatsApp ({displayNumber()}).
            </Text>
            <Button
              component="a"
              href={chatLink(message)}
              target="_blank"
              rel="noopener noreferrer"
              variant="light"
              leftSection={<IconBrandWhatsapp size={18} aria-hidden />}
              style={{ alignSelf: 'flex-start' }}
            >
              Send it on WhatsApp
            </Button>
          </>
        ) : (
          <Text size="sm">The code has expired. Save your profile to get a new one.</Text>
        )}
      </Stack>
    </Alert>
  );
}
