import { Group, Text } from '@mantine/core';
import { InstallButton } from '@/app/ui/install-button';
import { useInstallPrompt } from '@/app/ui/install-prompt';
import { i18n } from '@/app/ui/i18n';
import { SectionCard } from '@/app/ui/section-card';

/** Settings' install offer, shown only while the browser offers installation. */
export function InstallCard() {
  if (!useInstallPrompt()) return null;
  return (
    <SectionCard title={i18n._('settings.app')}>
      <Group justify="space-between" gap="sm">
        <Text size="sm" c="dimmed" maw={460}>
          {i18n._('settings.app.install')}
        </Text>
        <InstallButton />
      </Group>
    </SectionCard>
  );
}
