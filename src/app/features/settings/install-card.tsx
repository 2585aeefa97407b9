import { Card, Group, Text, Title } from '@mantine/core';
import { InstallButton } from '@/app/ui/install-button';
import { useInstallPrompt } from '@/app/ui/install-prompt';
import { i18n } from '@/app/ui/i18n';

/** Settings' install offer, shown only while the browser offers installation. */
export function InstallCard() {
  if (!useInstallPrompt()) return null;
  return (
    <Card withBorder radius="lg" p="lg">
      <Title order={2} size="h4" mb="xs">
        {i18n._('settings.app')}
      </Title>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" maw={460}>
          {i18n._('settings.app.install')}
        </Text>
        <InstallButton />
      </Group>
    </Card>
  );
}
