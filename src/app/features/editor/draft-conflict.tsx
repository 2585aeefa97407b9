import { useState } from 'react';
import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core';
import { i18n } from '@/app/ui/i18n';

export interface DraftConflictProps {
  title: string;
  onKeep: () => Promise<void>;
  onLatest: () => Promise<void>;
}

/**
 * The seller's unsaved changes began from an older copy of the listing than the one the server
 * holds now. Neither side wins silently: the seller chooses.
 */
export function DraftConflict({ title, onKeep, onLatest }: DraftConflictProps) {
  const [busy, setBusy] = useState(false);
  const choose = (action: () => Promise<void>) => () => {
    setBusy(true);
    void action().finally(() => setBusy(false));
  };
  return (
    <Container size="sm" py="md">
      <Alert color="yellow" title={i18n._('editor.conflict.title')}>
        <Stack gap="sm">
          <Text size="sm">
            {title
              ? i18n._('editor.conflict.text', { title })
              : i18n._('editor.conflict.textUntitled')}
          </Text>
          <Group gap="sm">
            <Button onClick={choose(onKeep)} disabled={busy}>
              {i18n._('editor.conflict.keep')}
            </Button>
            <Button variant="default" onClick={choose(onLatest)} disabled={busy}>
              {i18n._('editor.conflict.latest')}
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Container>
  );
}
