import { Button, Center, Code, Stack, Title } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';

/**
 * Shown when a screen throws (spec section 8). 'Back home' is a full page load on purpose: the
 * state that broke the screen should not survive the way back.
 */
export function ErrorFallback({ error }: Partial<ErrorComponentProps>) {
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={1} size="h2">
          Sorry, something went wrong.
        </Title>
        {import.meta.env.DEV && error instanceof Error ? <Code block>{error.message}</Code> : null}
        <Button component="a" href="/" mt="sm">
          Back home
        </Button>
      </Stack>
    </Center>
  );
}
