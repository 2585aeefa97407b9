import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlus, IconSparkles } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';

export function EmptyHero() {
  return (
    <Card withBorder radius="lg" py={48} px="md">
      <Stack align="center" ta="center" gap="sm" maw={460} mx="auto">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconSparkles size={34} />
        </ThemeIcon>
        <Title order={2} size="h3">
          No listings yet
        </Title>
        <Text c="dimmed">
          Add what you sell or offer. Buyers on WhatsApp will find it when they ask the chatbot.
        </Text>
        <Button component={Link} to="/editor" size="md" leftSection={<IconPlus size={18} />}>
          Create Your First Listing
        </Button>
      </Stack>
    </Card>
  );
}
