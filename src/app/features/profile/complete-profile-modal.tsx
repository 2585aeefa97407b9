import { Alert, Button, Modal, Stack, Text, type ModalProps } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { saveProfile } from '@/app/sync/submit-profile';
import { useOffline } from '@/app/sync/use-sync-status';
import { profileFailedText, profileWaitingText } from '@/app/sync/ui/outbox-copy';
import { failureReason } from '@/app/sync/ui/error-words';
import { ProfileFields } from './profile-fields';
import {
  initialProfileValues,
  completeProfileValidation,
  toProfileFields,
  type ProfileFormValues,
  type ProfileUser,
} from './profile-values';
import { i18n } from '@/app/ui/i18n';

/** The modal under the profile's title: it has no close button; finishing is the way out. */
function ProfileModal(
  props: Omit<ModalProps, 'onClose' | 'withCloseButton' | 'centered' | 'radius' | 'title'>,
) {
  return (
    <Modal
      {...props}
      onClose={() => undefined}
      withCloseButton={false}
      centered
      radius="lg"
      title={
        <Text fw={700} size="lg">
          {i18n._('profile.complete.title')}
        </Text>
      }
    />
  );
}

export interface CompleteProfileModalProps {
  sellerId: string;
  user: ProfileUser;
  /** The modal has finished (saved, or the offline notice read): the shell may unmount it. */
  onDone?: () => void;
}

/**
 * Opens by itself whenever the seller has no display name, and has no way to dismiss it: buyers
 * need a name to see. Online it waits for the server and closes only once the server accepted the
 * profile; a refusal keeps it open with the values as typed. Offline it says the profile is saved
 * on this phone and will be sent, and closes when the seller has read that.
 */
export function CompleteProfileModal({ sellerId, user, onDone }: CompleteProfileModalProps) {
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<{ text: string; detail?: string } | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const offline = useOffline();
  const open = saving || notice !== null || !user.displayName?.trim();
  const form = useForm<ProfileFormValues>({
    initialValues: initialProfileValues(user),
    validate: completeProfileValidation,
    validateInputOnBlur: true,
  });

  // The pulled profile may arrive after the modal opened: take its contact number and city.
  const { contactNumber, city, address } = user;
  useEffect(() => {
    if (form.isDirty()) return;
    form.setValues(initialProfileValues({ ...user, contactNumber, city, address }));
    form.resetDirty();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [contactNumber, city, address]);

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setError(null);
    try {
      const result = await saveProfile(sellerId, toProfileFields(values, false), offline);
      if (result.state === 'refused')
        setError({ text: profileFailedText(), detail: failureReason(result.failure) });
      else if (result.state === 'waiting')
        setNotice(profileWaitingText(result.failure, result.nextAttemptAt));
      else onDone?.();
    } catch {
      setError({ text: profileFailedText() });
    } finally {
      setSaving(false);
    }
  });

  if (notice !== null) {
    return (
      <ProfileModal opened>
        <Stack gap="sm">
          <Alert color="blue" variant="light" role="status">
            {notice}
          </Alert>
          <Button
            fullWidth
            onClick={() => {
              setNotice(null);
              onDone?.();
            }}
          >
            {i18n._('common.ok')}
          </Button>
        </Stack>
      </ProfileModal>
    );
  }

  return (
    <ProfileModal opened={open} closeOnClickOutside={false} closeOnEscape={false}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            {i18n._('profile.complete.text')}
          </Text>
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error.text}
              {error.detail ? (
                <Text size="sm" mt={4}>
                  {error.detail}
                </Text>
              ) : null}
            </Alert>
          ) : null}
          <ProfileFields form={form} mode="complete" />
          <Button type="submit" loading={false} disabled={saving} fullWidth mt="xs">
            {saving ? i18n._('profile.saving') : i18n._('profile.complete.submit')}
          </Button>
        </Stack>
      </form>
    </ProfileModal>
  );
}
