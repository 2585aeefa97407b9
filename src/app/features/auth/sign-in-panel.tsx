import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { chatLink, displayNumber } from '@/app/ui/chat-links';
import { Trans, i18n } from '@/app/ui/i18n';

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
      {verifyingLink ? (
        <Alert color="brand" variant="light" icon={<Loader size={16} />} role="status">
          {i18n._('signIn.verifyingLink')}
        </Alert>
      ) : null}
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : null}
      <Button
        component="a"
        href={chatLink('Login')}
        target="_blank"
        rel="noopener noreferrer"
        size="md"
        leftSection={<IconBrandWhatsapp size={20} />}
        color="brand"
      >
        {i18n._('signIn.sendLogin')}
      </Button>
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
