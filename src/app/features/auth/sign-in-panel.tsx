import { Anchor, Stack, Text, Title } from '@mantine/core';
import { ChatButton } from '@/app/ui/chat-button';
import { displayNumber } from '@/app/ui/chat-links';
import { Trans, i18n } from '@/app/ui/i18n';
import { SignInStatus } from './sign-in-status';

/** How to get an access link and a code: send 'Login' to the chat number. */
export function SignInPanel({
  verifyingLink,
  error,
  onEnterCode,
}: {
  verifyingLink: boolean;
  error: string | null;
  onEnterCode: () => void;
}) {
  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h3">
          {i18n._('signIn.title')}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          <Trans
            id={/*i18n*/ 'signIn.instructions'}
            values={{ number: displayNumber() }}
            components={{ 0: <b />, 1: <b /> }}
          />
        </Text>
      </div>
      <SignInStatus busy={verifyingLink} busyText={i18n._('signIn.verifyingLink')} error={error} />
      <ChatButton text="Login">{i18n._('signIn.sendLogin')}</ChatButton>
      <Text size="sm" ta="center">
        {/* A finger's target (44 px high) without pushing the card apart, as on the landing. */}
        <Anchor
          component="button"
          type="button"
          onClick={onEnterCode}
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            minHeight: 44,
            margin: '-12px 0',
            verticalAlign: 'middle',
          }}
        >
          {i18n._('signIn.enterCode')}
        </Anchor>
      </Text>
    </Stack>
  );
}
