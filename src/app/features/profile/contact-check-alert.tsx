import { Alert, Button, Stack, Text } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import type { User } from '@/domain';
import { isBusinessScopedId } from '@/domain/whatsapp-id';
import { chatLink, displayNumber } from '@/app/ui/chat-links';
import { Trans, i18n } from '@/app/ui/i18n';

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
    <Alert color="blue" variant="light" title={i18n._('profile.contactCheck.title')}>
      <Stack gap="xs">
        <Text size="sm">
          {isBusinessScopedId(user.phone)
            ? i18n._('profile.contactCheck.viaMarketplace', {
                number: displayNumber(check.number),
              })
            : i18n._('profile.contactCheck.viaLogin', {
                phone: displayNumber(user.phone),
                number: displayNumber(check.number),
              })}
        </Text>
        {message ? (
          <>
            <Text size="sm">
              <Trans
                id={/*i18n*/ 'profile.contactCheck.send'}
                values={{ number: displayNumber(check.number), message, chat: displayNumber() }}
                components={{ 0: <strong /> }}
              />
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
              {i18n._('profile.contactCheck.button')}
            </Button>
          </>
        ) : (
          <Text size="sm">{i18n._('profile.contactCheck.expired')}</Text>
        )}
      </Stack>
    </Alert>
  );
}
