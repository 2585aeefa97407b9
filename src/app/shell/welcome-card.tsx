import { Card, Text } from '@mantine/core';
import { i18n } from '@/app/ui/i18n';

export function WelcomeCard() {
  return (
    <Card radius="lg" p="md" bg="var(--mantine-color-brand-light)">
      <Text fw={600} mb={4}>
        {i18n._('shell.welcome')}
      </Text>
      <Text size="sm">{i18n._('shell.welcome.text')}</Text>
    </Card>
  );
}
