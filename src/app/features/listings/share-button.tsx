import { Button, CopyButton, Menu, Text, Tooltip } from '@mantine/core';
import { IconBrandWhatsapp, IconCheck, IconCopy, IconShare } from '@tabler/icons-react';
import { statusOf } from '@/domain/listing-status';
import type { LocalListing } from '@/app/local/db';
import { isLocalListingId } from '@/app/local/outbox-repo';
import { publicListingUrl, whatsappShareUrl } from '@/app/ui/share-links';
import { i18n } from '@/app/ui/i18n';

type ShareNavigator = Navigator & { share?: (data: ShareData) => Promise<void> };

/**
 * Share: the phone's share sheet (Web Share API) where there is one; elsewhere a menu with
 * WhatsApp and Copy link. A paused listing has no public page, and a listing the server has not
 * confirmed has no address yet: both explain why instead of sharing a dead link.
 */
export function ShareButton({ listing }: { listing: LocalListing }) {
  const unsent = isLocalListingId(listing._id);
  const paused = statusOf(listing.status) === 'paused';
  if (unsent || paused) {
    return (
      <Tooltip label={paused ? i18n._('share.paused') : i18n._('share.unsent')}>
        {/* Unavailable, and said so to assistive technology; still focusable, for the tooltip. */}
        <Button variant="default" leftSection={<IconShare size={16} />} data-disabled aria-disabled>
          {i18n._('share.share')}
        </Button>
      </Tooltip>
    );
  }
  const url = publicListingUrl(listing._id);
  const nav = navigator as ShareNavigator;
  if (typeof nav.share === 'function') {
    return (
      <Button
        variant="default"
        leftSection={<IconShare size={16} />}
        onClick={() =>
          // Closing the share sheet rejects; nothing to tell the seller then.
          void nav.share!({ title: listing.title, text: listing.title, url }).catch(() => undefined)
        }
      >
        {i18n._('share.share')}
      </Button>
    );
  }
  return (
    // A fixed width no wider than the screen, kept 8 px inside its edges: the address in the
    // menu wraps instead of pushing it off a 360 px phone.
    <Menu
      position="bottom-end"
      withinPortal
      width="min(300px, calc(100vw - 16px))"
      middlewares={{ flip: true, shift: { padding: 8 } }}
    >
      <Menu.Target>
        <Button variant="default" leftSection={<IconShare size={16} />}>
          {i18n._('share.share')}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          component="a"
          href={whatsappShareUrl(listing.title, url)}
          target="_blank"
          rel="noopener noreferrer"
          leftSection={<IconBrandWhatsapp size={16} />}
        >
          {i18n._('editor.success.share')}
        </Menu.Item>
        <CopyButton value={url}>
          {({ copied, copy }) => (
            <Menu.Item
              closeMenuOnClick={false}
              onClick={copy}
              leftSection={copied ? <IconCheck size={16} /> : <IconCopy size={16} />}
            >
              {copied ? i18n._('share.copied') : i18n._('share.copy')}
            </Menu.Item>
          )}
        </CopyButton>
        <Menu.Label>
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {url}
          </Text>
        </Menu.Label>
      </Menu.Dropdown>
    </Menu>
  );
}
