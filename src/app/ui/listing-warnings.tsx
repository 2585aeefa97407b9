import { Alert, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCopy } from '@tabler/icons-react';
import type { ListingWarning } from '@/domain';
import { i18n } from '@/app/ui/i18n';

export interface ListingWarningsProps {
  warnings: readonly ListingWarning[] | undefined;
  onDismiss: (code: ListingWarning['code']) => void;
}

/** A warning's words in the app's language (the bot's, in the seller's chat, mean the same). */
function wordsOf(warning: ListingWarning): { title: string; text: string } {
  if (warning.code === 'repeated_ad') {
    return {
      title: i18n._('detail.warning.repeatedAd.title'),
      text: i18n._('detail.warning.repeatedAd'),
    };
  }
  const words = warning.words.map((word) => `“${word}”`).join(', ');
  return {
    title: i18n._('detail.warning.scam.title'),
    text: i18n._('detail.warning.scam', { words }),
  };
}

/**
 * What the server said of the listing's last save, each in a dismissible alert named by its
 * title: on the listing's page and in the editor's dialog when the answer arrives while it is
 * open. Nothing when there is none.
 */
export function ListingWarnings({ warnings, onDismiss }: ListingWarningsProps) {
  if (!warnings?.length) return null;
  return (
    <Stack gap="xs" w="100%">
      {warnings.map((warning) => {
        const { title, text } = wordsOf(warning);
        const Icon = warning.code === 'repeated_ad' ? IconCopy : IconAlertTriangle;
        return (
          <Alert
            key={warning.code}
            color={warning.code === 'repeated_ad' ? 'blue' : 'orange'}
            variant="light"
            radius="md"
            title={title}
            icon={<Icon size={20} aria-hidden />}
            withCloseButton
            closeButtonLabel={i18n._('detail.warning.dismiss')}
            onClose={() => onDismiss(warning.code)}
            ta="start"
          >
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {text}
            </Text>
          </Alert>
        );
      })}
    </Stack>
  );
}
