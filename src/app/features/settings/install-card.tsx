import { Card, Group, Text, Title } from '@mantine/core';
import { InstallButton } from '@/app/ui/install-button';
import { useInstallPrompt } from '@/app/ui/install-prompt';

/** Settings' install offer, shown only while the browser offers installation. */
export function InstallCard() {
  if (!useInstallPrompt()) return null;
  return (
    <Card withBorder radius="lg" p="lg">
      <Title order={2} size="h4" mb="xs">
        App
      </Title>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" maw={460}>
          Install the dashboard on this device: it opens from the home screen and works offline.
        </Text>
        <InstallButton />
      </Group>
    </Card>
  );
}
