import { Alert, Button, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useEffect, useState } from 'react';
import { getCurrentUser, setCurrentUser } from '../../local/session';
import { updateProfile } from '../../local/writes';
import { ProfileCitySelect } from './profile-city-select';
import {
  initialProfileValues,
  profileValidation,
  toProfileFields,
  type ProfileFormValues,
  type ProfileUser,
} from './profile-values';

export const PROFILE_FAILED = 'Failed to update profile. Please try again.';

/**
 * Opens by itself whenever the seller has no display name, and has no way to dismiss it: buyers
 * need a name to see. It closes once the save is recorded (the name then exists on the device,
 * and the outbox sends it to the server).
 */
export function CompleteProfileModal({ sellerId, user }: { sellerId: string; user: ProfileUser }) {
  const open = !user.displayName?.trim();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<ProfileFormValues>({
    initialValues: initialProfileValues(user),
    validate: profileValidation,
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
      const fields = toProfileFields(values, false);
      await updateProfile(sellerId, fields);
      const current = getCurrentUser();
      if (current?._id === sellerId) setCurrentUser({ ...current, ...fields });
    } catch {
      setError(PROFILE_FAILED);
    } finally {
      setSaving(false);
    }
  });

  return (
    <Modal
      opened={open}
      onClose={() => undefined}
      withCloseButton={false}
      closeOnClickOutside={false}
      closeOnEscape={false}
      centered
      radius="lg"
      title={
        <Text fw={700} size="lg">
          Complete Your Profile
        </Text>
      }
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Text size="sm" c="dimmed">
            List your services and products on the dashboard and let customers discover them through
            our WhatsApp chatbot marketplace
          </Text>
          {error ? (
            <Alert color="red" variant="light" role="alert">
              {error}
            </Alert>
          ) : null}
          <TextInput
            label="Marketplace Display Name"
            placeholder="e.g. Tendai's Plumbing"
            withAsterisk
            data-autofocus
            {...form.getInputProps('displayName')}
          />
          <TextInput
            label="Contact Number"
            type="tel"
            inputMode="tel"
            withAsterisk
            {...form.getInputProps('contactNumber')}
          />
          <ProfileCitySelect withAsterisk {...form.getInputProps('city')} />
          <TextInput
            label="Address (Optional)"
            placeholder="Enter address or locality"
            {...form.getInputProps('address')}
          />
          <Button type="submit" loading={false} disabled={saving} fullWidth mt="xs">
            {saving ? 'Saving...' : 'Complete Profile'}
          </Button>
        </Stack>
      </form>
    </Modal>
  );
}
