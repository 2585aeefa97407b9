import { ConfirmDialog } from '@/app/ui/confirm-dialog';

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
      title="Are you sure?"
      cancelLabel="Cancel"
      confirmLabel="Delete Listing"
      busy={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      This action cannot be undone. This will permanently delete the listing and remove all
      associated data.
    </ConfirmDialog>
  );
}
