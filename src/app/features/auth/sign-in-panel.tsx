import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { chatLink, displayNumber } from '@/app/ui/chat-links';
import { ENTER_CODE_LINK, SEND_LOGIN, SIGN_IN_TITLE, VERIFYING_LINK } from '@/domain/landing-copy';

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
          {SIGN_IN_TITLE}
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          Send <b>Login</b> to <b>{displayNumber()}</b> on WhatsApp. The chatbot replies with an
          access link and a code.
        </Text>
      </div>
      {verifyingLink ? (
        <Alert color="brand" variant="light" icon={<Loader size={16} />} role="status">
          {VERIFYING_LINK}
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
        {SEND_LOGIN}
      </Button>
      <Text size="sm" ta="center">
        <Anchor component="button" type="button" onClick={onEnterCode}>
          {ENTER_CODE_LINK}
        </Anchor>
      </Text>
    </Stack>
  );
}
