import { ConfirmDialog } from '@/app/ui/confirm-dialog';
import { i18n } from '@/app/ui/i18n';

export function DeleteDialog({
  opened,
  deleting,
  onCancel,
  onConfirm,
}: {
  opened: boolean;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  return (
    <ConfirmDialog
      opened={opened}
      title={i18n._('delete.title')}
      cancelLabel={i18n._('delete.cancel')}
      confirmLabel={i18n._('delete.confirm')}
      busy={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {i18n._('delete.text')}
    </ConfirmDialog>
  );
}
