import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** Any path the app does not know (spec). */
export function NotFound() {
  return (
    <Center mih="70vh" p="md">
      <Stack align="center" gap="sm" maw={420} ta="center">
        <Title order={1} size="h2">
          404 - Page Not Found
        </Title>
        <Text c="dimmed">The page you are looking for doesn&apos;t exist or has been moved.</Text>
        <Button component={Link} to="/" mt="sm">
          Back home
        </Button>
      </Stack>
    </Center>
  );
}
