import { Button, Card, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlus, IconSparkles } from '@tabler/icons-react';
import { Link } from '@tanstack/react-router';
import { i18n } from '@/app/ui/i18n';

export function EmptyHero() {
  return (
    <Card withBorder radius="lg" py={48} px="md">
      <Stack align="center" ta="center" gap="sm" maw={460} mx="auto">
        <ThemeIcon size={64} radius="xl" variant="light">
          <IconSparkles size={34} />
        </ThemeIcon>
        <Title order={2} size="h3">
          {i18n._('listings.empty.title')}
        </Title>
        <Text c="dimmed">{i18n._('listings.empty.text')}</Text>
        <Button component={Link} to="/editor" size="md" leftSection={<IconPlus size={18} />}>
          {i18n._('listings.empty.create')}
        </Button>
      </Stack>
    </Card>
  );
}
