import { Alert, Anchor, Button, Loader, Stack, Text, Title } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import { chatLink, displayNumber } from '@/app/ui/chat-links';

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
          Sign in with WhatsApp
        </Title>
        <Text c="dimmed" size="sm" mt={4}>
          Send <b>Login</b> to <b>{displayNumber()}</b> on WhatsApp. The chatbot replies with an
          access link and a code.
        </Text>
      </div>
      {verifyingLink ? (
        <Alert color="brand" variant="light" icon={<Loader size={16} />} role="status">
          Verifying link...
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
        Send Login on WhatsApp
      </Button>
      <Text size="sm" ta="center">
        <Anchor component="button" type="button" onClick={onEnterCode}>
          Already received a code? Enter it here
        </Anchor>
      </Text>
    </Stack>
  );
}
