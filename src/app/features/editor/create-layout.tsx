import { useId, type ReactNode } from 'react';
import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { WIZARD_STEPS } from '@/domain';
import { i18n } from '@/app/ui/i18n';
import { StepHeader, TipBox } from './step-header';
import type { ListingEditor } from './use-listing-editor';

export interface CreateLayoutProps {
  editor: ListingEditor;
  body: ReactNode;
  alert: ReactNode;
  dialog: ReactNode;
}

/** Create mode: the five-step wizard with Previous, Next and, on the last step, Submit. */
export function CreateLayout({ editor, body, alert, dialog }: CreateLayoutProps) {
  const { step, submitting } = editor;
  const isLast = step === WIZARD_STEPS.length - 1;
  const consentId = useId();
  const consent = isLast ? editor.consentWords : null;
  return (
    <Stack ref={editor.top} gap="md">
      <Title order={1} size="h2">
        {i18n._('editor.create.title')}
      </Title>
      <StepHeader step={WIZARD_STEPS[step]!} index={step} total={WIZARD_STEPS.length} />
      <TipBox />
      {alert}
      <Paper withBorder radius="md" p="md">
        {body}
      </Paper>
      {consent ? (
        // A first listing: what publishing agrees to, where the seller publishes it.
        <Text size="sm" id={consentId}>
          {consent}
        </Text>
      ) : null}
      <Group justify="space-between">
        <Button variant="default" onClick={editor.previous} disabled={step === 0 || submitting}>
          {i18n._('editor.previous')}
        </Button>
        {isLast ? (
          <Button
            onClick={() => void editor.submit()}
            disabled={editor.submitDisabled}
            aria-describedby={consent ? consentId : undefined}
          >
            {submitting ? i18n._('editor.creating') : i18n._('editor.submit')}
          </Button>
        ) : (
          <Button onClick={editor.next} disabled={editor.nextDisabled}>
            {i18n._('editor.next')}
          </Button>
        )}
      </Group>
      {dialog}
    </Stack>
  );
}
