import { Button, type ButtonProps } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { i18n } from './i18n';
import { useInstallPrompt } from './install-prompt';

/** 'Install app', only where the browser offers installation (see install-prompt.ts). */
export function InstallButton(props: ButtonProps) {
  const install = useInstallPrompt();
  if (!install) return null;
  return (
    <Button
      variant="light"
      leftSection={<IconDownload size={18} />}
      onClick={() => void install()}
      {...props}
    >
      {i18n._('common.installApp')}
    </Button>
  );
}
