import type { ReactNode } from 'react';
import { Button, Chip, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconArrowLeft } from '@tabler/icons-react';
import { WIZARD_STEPS } from '@/domain';
import { i18n } from '@/app/ui/i18n';
import classes from './edit-layout.module.css';
import { STEP_DESCRIPTIONS, STEP_TITLES } from './editor-words';
import type { ListingEditor } from './use-listing-editor';

export interface EditLayoutProps {
  editor: ListingEditor;
  body: ReactNode;
  alert: ReactNode;
  dialog: ReactNode;
  onBack: () => void;
}

/** Edit mode: 'Update Listing' with Back, free step tabs (chips on small screens), Save Changes. */
export function EditLayout({ editor, body, alert, dialog, onBack }: EditLayoutProps) {
  const smallScreen = useMediaQuery('(max-width: 600px)');
  const { step, setStep } = editor;
  const current = WIZARD_STEPS[step]!;
  const paper = (
    <Paper withBorder radius="md" p="md">
      <Text fw={600} mb={4}>
        {i18n._(STEP_TITLES[current.id])}
        <Text span size="sm" c="dimmed" fw={400}>
          {' · '}
          {i18n._('editor.stepOf', { step: step + 1, total: WIZARD_STEPS.length })}
        </Text>
      </Text>
      <Text size="sm" c="dimmed" mb="md">
        {i18n._(STEP_DESCRIPTIONS[current.id])}
      </Text>
      {body}
    </Paper>
  );
  return (
    <Stack ref={editor.top} gap="md">
      <Group justify="space-between">
        <Group gap="xs">
          <Button variant="subtle" leftSection={<IconArrowLeft size={16} />} onClick={onBack}>
            {i18n._('editor.back')}
          </Button>
          <Title order={1} size="h2">
            {i18n._('editor.edit.title')}
          </Title>
        </Group>
        <Button
          onClick={() => void editor.submit()}
          loading={editor.submitting}
          disabled={editor.submitDisabled}
        >
          {i18n._('editor.save')}
        </Button>
      </Group>
      {alert}
      {smallScreen ? (
        <>
          <Chip.Group multiple={false} value={String(step)} onChange={(v) => setStep(Number(v))}>
            <Group gap="xs">
              {WIZARD_STEPS.map((s, index) => (
                <Chip key={s.id} value={String(index)} size="sm">
                  {i18n._(STEP_TITLES[s.id])}
                </Chip>
              ))}
            </Group>
          </Chip.Group>
          {paper}
        </>
      ) : (
        <Tabs
          value={String(step)}
          onChange={(v) => v !== null && setStep(Number(v))}
          variant="pills"
          radius="xl"
        >
          <Tabs.List aria-label={i18n._('editor.steps')} style={{ gap: 8 }}>
            {WIZARD_STEPS.map((s, index) => (
              <Tabs.Tab
                key={s.id}
                value={String(index)}
                px="md"
                py={10}
                fw={600}
                leftSection={
                  <span aria-hidden className={classes.number}>
                    {index + 1}
                  </span>
                }
                className={classes.tab}
              >
                {i18n._(STEP_TITLES[s.id])}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          {/* The step's form is the selected tab's panel (a tab names the panel it controls). */}
          {WIZARD_STEPS.map((s, index) => (
            <Tabs.Panel key={s.id} value={String(index)} pt="md">
              {index === step ? paper : null}
            </Tabs.Panel>
          ))}
        </Tabs>
      )}
      {dialog}
    </Stack>
  );
}
