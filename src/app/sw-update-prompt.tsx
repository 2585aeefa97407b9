import { useEffect, useState } from 'react';
import { Button, Group, Notification, Text } from '@mantine/core';
import { applyUpdate, onUpdateOffer, registerServiceWorker } from './sw-register';
import { i18n } from '@/app/ui/i18n';

/**
 * Registers the service worker and offers a waiting update. Mount once in the app root. The offer
 * hides while a form is being filled (see holdUpdates) and never reloads by itself.
 */
export function UpdatePrompt() {
  const [offer, setOffer] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  useEffect(() => {
    registerServiceWorker();
    return onUpdateOffer(setOffer);
  }, []);
  if (!offer || dismissed) return null;
  return (
    <Notification
      title={i18n._('update.title')}
      onClose={() => setDismissed(true)}
      style={{
        position: 'fixed',
        bottom: 16,
        right: 16,
        left: 16,
        maxWidth: 420,
        marginLeft: 'auto',
        zIndex: 400,
      }}
    >
      <Group justify="space-between" wrap="nowrap">
        <Text size="sm">{i18n._('update.text')}</Text>
        <Button size="xs" onClick={applyUpdate}>
          {i18n._('update.reload')}
        </Button>
      </Group>
    </Notification>
  );
}
