import { Button, Center, Code, MantineProvider, Stack, Title } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { colorSchemeManager, cssVariablesResolver, theme } from './theme';
import { i18n } from './i18n';

/**
 * Shown when a screen throws (spec). 'Back home' is a full page load on purpose: the
 * state that broke the screen should not survive the way back.
 */
export function ErrorFallback({ error }: Partial<ErrorComponentProps>) {
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm" maw={480} ta="center">
        <Title order={1} size="h2">
          {i18n._('error.title')}
        </Title>
        {import.meta.env.DEV && error instanceof Error ? <Code block>{error.message}</Code> : null}
        <Button component="a" href="/" mt="sm">
          {i18n._('notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}

/**
 * The error screen for any route. It brings its own theme: when the root itself fails, the
 * providers it would sit in are gone.
 */
export function RouteError(props: ErrorComponentProps) {
  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="light"
    >
      <ErrorFallback {...props} />
    </MantineProvider>
  );
}
