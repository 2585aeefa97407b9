import { Group, Paper, Progress, Text, ThemeIcon } from '@mantine/core';
import { IconBulb } from '@tabler/icons-react';
import type { WizardStep } from '@/domain';
import { i18n } from '@/app/ui/i18n';
import { STEP_DESCRIPTIONS, STEP_TITLES } from './editor-words';

/** Number, title, description, 'Step N of M' and a progress bar. */
export function StepHeader({
  step,
  index,
  total,
}: {
  step: WizardStep;
  index: number;
  total: number;
}) {
  return (
    <Paper withBorder radius="md" p="md">
      <Group wrap="nowrap" align="flex-start">
        <ThemeIcon size={40} radius="xl" aria-hidden>
          <Text fw={700}>{index + 1}</Text>
        </ThemeIcon>
        <div style={{ flex: 1 }}>
          <Group justify="space-between" wrap="wrap" gap={4}>
            <Text component="h2" fw={600} size="lg" m={0}>
              {i18n._(STEP_TITLES[step.id])}
            </Text>
            <Text size="sm" c="dimmed">
              {i18n._('editor.stepOf', { step: index + 1, total })}
            </Text>
          </Group>
          <Text size="sm" c="dimmed">
            {i18n._(STEP_DESCRIPTIONS[step.id])}
          </Text>
        </div>
      </Group>
      <Progress
        value={((index + 1) / total) * 100}
        mt="sm"
        aria-label={i18n._('editor.stepOf', { step: index + 1, total })}
      />
    </Paper>
  );
}

/** The tip box of the create wizard. */
export function TipBox() {
  return (
    <Paper withBorder radius="md" p="sm" bg="var(--mantine-color-yellow-light)">
      <Group wrap="nowrap" gap="sm">
        <IconBulb size={20} aria-hidden style={{ flexShrink: 0 }} />
        <Text size="sm">{i18n._('editor.tip')}</Text>
      </Group>
    </Paper>
  );
}
