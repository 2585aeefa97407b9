import {
  Alert,
  Button,
  Card,
  Loader,
  SimpleGrid,
  Stack,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { PROFILE_BANNER_MS } from '@/domain/constants';
import { useStoredUser } from '../../local/queries';
import { getCurrentUser, setCurrentUser } from '../../local/session';
import { useSessionUser } from '../../local/use-session';
import { updateProfile } from '../../local/writes';
import { PROFILE_FAILED } from './complete-profile-modal';
import { ProfileCitySelect } from './profile-city-select';
import {
  initialProfileValues,
  profileValidation,
  toProfileFields,
  type ProfileFormValues,
} from './profile-values';

export const PROFILE_SAVED = 'Profile updated successfully';

type Banner = { kind: 'success' | 'error'; text: string } | null;

export function ProfilePage() {
  const session = useSessionUser();
  const stored = useStoredUser(session?._id);
  const user = stored ?? session;
  const [saving, setSaving] = useState(false);
  const [banner, setBanner] = useState<Banner>(null);
  const loaded = useRef(false);
  const form = useForm<ProfileFormValues>({
    initialValues: user ? initialProfileValues(user) : initialProfileValues({ _id: '', phone: '' }),
    validate: profileValidation,
  });

  // Fill the form once the stored profile has been read (it may come after the first render).
  useEffect(() => {
    if (!user || stored === undefined || loaded.current) return;
    loaded.current = true;
    form.setValues(initialProfileValues(user));
    form.resetDirty();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, stored]);

  // Banners clear after 3 seconds (spec section 4).
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), PROFILE_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  if (!session || !user) return <Loader aria-label="Loading profile" />;

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setBanner(null);
    try {
      const fields = toProfileFields(values, true);
      await updateProfile(session._id, fields);
      const current = getCurrentUser();
      if (current?._id === session._id) setCurrentUser({ ...current, ...fields });
      form.resetDirty();
      setBanner({ kind: 'success', text: PROFILE_SAVED });
    } catch {
      setBanner({ kind: 'error', text: PROFILE_FAILED });
    } finally {
      setSaving(false);
    }
  });

  return (
    <Stack gap="md" maw={760}>
      <div>
        <Title order={1} size="h2">
          Profile Settings
        </Title>
        <Text c="dimmed" size="sm">
          How buyers see you when the chatbot shows your listings.
        </Text>
      </div>
      {banner ? (
        <Alert color={banner.kind === 'success' ? 'green' : 'red'} variant="light" role="status">
          {banner.text}
        </Alert>
      ) : null}
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label="Login phone"
              description="The WhatsApp number you sign in with. It cannot be changed."
              value={user.phone}
              readOnly
              rightSection={<IconLock size={16} aria-label="Locked" />}
              styles={{ input: { cursor: 'not-allowed' } }}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
              <TextInput label="Display Name" withAsterisk {...form.getInputProps('displayName')} />
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
            </SimpleGrid>
            <TextInput
              label="Website (Optional)"
              type="url"
              inputMode="url"
              placeholder="https://example.co.zw"
              {...form.getInputProps('website')}
            />
            <Button type="submit" disabled={saving} style={{ alignSelf: 'flex-start' }}>
              {saving ? 'Saving Changes...' : 'Save Changes'}
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
