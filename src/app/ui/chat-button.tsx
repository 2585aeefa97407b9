import { Button } from '@mantine/core';
import { IconBrandWhatsapp } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { chatLink } from './chat-links';

/** The screen's main button: opens the marketplace's WhatsApp chat with `text` typed in. */
export function ChatButton({ text, children }: { text: string; children: ReactNode }) {
  return (
    <Button
      component="a"
      href={chatLink(text)}
      target="_blank"
      rel="noopener noreferrer"
      size="md"
      leftSection={<IconBrandWhatsapp size={20} />}
      color="brand"
    >
      {children}
    </Button>
  );
}
