import { Button, Text } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { i18n } from './i18n';
import { PageMessage } from './page-message';

/** Any path the app does not know (spec). */
export function NotFound() {
  return (
    <PageMessage title={i18n._('notFound.title')} maw={420}>
      <Text c="dimmed">{i18n._('notFound.text')}</Text>
      <Button component={Link} to="/" mt="sm">
        {i18n._('notFound.home')}
      </Button>
    </PageMessage>
  );
}
