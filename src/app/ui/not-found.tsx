import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { i18n } from './i18n';

/** Any path the app does not know (spec). */
export function NotFound() {
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1} size="h2">
          {i18n._('notFound.title')}
        </Title>
        <Text c="dimmed">{i18n._('notFound.text')}</Text>
        <Button component={Link} to="/" mt="sm">
          {i18n._('notFound.home')}
        </Button>
      </Stack>
    </Center>
  );
}
