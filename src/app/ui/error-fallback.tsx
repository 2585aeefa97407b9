import { Button, Code } from '@mantine/core';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { AppTheme } from './app-theme';
import { i18n } from './i18n';
import { PageMessage } from './page-message';

/**
 * Shown when a screen throws (spec). 'Back home' is a full page load on purpose: the
 * state that broke the screen should not survive the way back.
 */
export function ErrorFallback({ error }: Partial<ErrorComponentProps>) {
  return (
    <PageMessage title={i18n._('error.title')} maw={480}>
      {import.meta.env.DEV && error instanceof Error ? <Code block>{error.message}</Code> : null}
      <Button component="a" href="/" mt="sm">
        {i18n._('notFound.home')}
      </Button>
    </PageMessage>
  );
}

/**
 * The error screen for any route. It brings its own theme: when the root itself fails, the
 * providers it would sit in are gone.
 */
export function RouteError(props: ErrorComponentProps) {
  return (
    <AppTheme>
      <ErrorFallback {...props} />
    </AppTheme>
  );
}
