import { Group, Text } from '@mantine/core';
import { IconCloudOff } from '@tabler/icons-react';
import { useEffect } from 'react';
import { useOnline } from './use-online';
import { i18n } from './i18n';

/** The bar's height; the page keeps this much room below its content while the bar shows. */
const BAR_HEIGHT = 56;

/**
 * A bar along the bottom of every screen while the browser is offline, so the seller knows at
 * once that what they do now stays on this phone until the connection returns (and a visitor
 * of the landing page, that signing in needs the connection).
 */
export function OfflineBar({ signedIn }: { signedIn: boolean }) {
  const online = useOnline();
  useEffect(() => {
    if (online) return;
    const body = document.body;
    const before = body.style.paddingBottom;
    body.style.paddingBottom = `${BAR_HEIGHT}px`;
    return () => {
      body.style.paddingBottom = before;
    };
  }, [online]);
  return (
    // The live region is always in the page, so the bar's words are announced when it appears.
    <div
      role="status"
      aria-live="polite"
      style={{ position: 'fixed', left: 0, right: 0, bottom: 0, zIndex: 150 }}
    >
      {online ? null : (
        <Group
          gap="xs"
          justify="center"
          wrap="nowrap"
          px="md"
          py={6}
          mih={BAR_HEIGHT}
          bg="dark.7"
          c="white"
        >
          <IconCloudOff size={18} aria-hidden style={{ flexShrink: 0 }} />
          <Text size="sm" fw={500} c="white">
            {signedIn ? i18n._('offline.signedIn') : i18n._('offline.signedOut')}
          </Text>
        </Group>
      )}
    </div>
  );
}
