import { useState } from 'react';
import { Alert, Button, Container, Group, Stack, Text } from '@mantine/core';

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
      <Alert color="yellow" title="This listing changed since you started editing it">
        <Stack gap="sm">
          <Text size="sm">
            You have unsaved changes to {title ? `"${title}"` : 'this listing'}, made to an older
            copy. Keep your changes to go on with them (saving them replaces the newer copy), or use
            the latest copy and discard your changes.
          </Text>
          <Group gap="sm">
            <Button onClick={choose(onKeep)} disabled={busy}>
              Keep my changes
            </Button>
            <Button variant="default" onClick={choose(onLatest)} disabled={busy}>
              Use the latest
            </Button>
          </Group>
        </Stack>
      </Alert>
    </Container>
  );
}
