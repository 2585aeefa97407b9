import { isBusinessScopedId } from '@/domain/whatsapp-id';
import { Alert, Button, Card, Loader, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { IconLock } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { PROFILE_BANNER_MS } from '@/domain/constants';
import { formatPhone } from '@/domain/format';
import { useStoredUser } from '@/app/local/queries';
import { useSessionUser } from '@/app/local/use-session';
import { saveProfile } from '@/app/sync/submit-profile';
import { useOffline } from '@/app/sync/use-sync-status';
import { profileFailedText, profileSavedText, profileWaitingText } from '@/app/sync/ui/outbox-copy';
import { failureReason } from '@/app/sync/ui/error-words';
import { ContactCheckAlert } from './contact-check-alert';
import { ProfileFields } from './profile-fields';
import {
  initialProfileValues,
  profileValidation,
  toProfileFields,
  type ProfileFormValues,
} from './profile-values';
import { i18n } from '@/app/ui/i18n';
import { ScreenHeading } from '@/app/ui/screen-heading';

type Banner = { kind: 'success' | 'error' | 'waiting'; text: string; detail?: string } | null;

const BANNER_COLOR = { success: 'green', error: 'red', waiting: 'blue' } as const;

export function ProfilePage() {
  const session = useSessionUser();
  const stored = useStoredUser(session?._id);
  const user = stored ?? session;
  const [saving, setSaving] = useState(false);
  const [banner, setBanner] = useState<Banner>(null);
  const offline = useOffline();
  const loaded = useRef(false);
  const form = useForm<ProfileFormValues>({
    initialValues: user ? initialProfileValues(user) : initialProfileValues({ _id: '', phone: '' }),
    validate: profileValidation,
    validateInputOnBlur: true,
  });

  // Fill the form once the stored profile has been read (it may come after the first render).
  useEffect(() => {
    if (!user || stored === undefined || loaded.current) return;
    loaded.current = true;
    // What the seller already typed wins over the stored copy arriving late.
    if (form.isDirty()) return;
    form.setValues(initialProfileValues(user));
    form.resetDirty();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [user, stored]);

  // Banners clear after 3 seconds (spec).
  useEffect(() => {
    if (!banner) return;
    const timer = setTimeout(() => setBanner(null), PROFILE_BANNER_MS);
    return () => clearTimeout(timer);
  }, [banner]);

  if (!session || !user) return <Loader aria-label={i18n._('profile.loading')} />;

  const submit = form.onSubmit(async (values) => {
    setSaving(true);
    setBanner(null);
    try {
      // Online, the banner waits for the server: 'updated' only when it accepted the change.
      const result = await saveProfile(session._id, toProfileFields(values, true), offline);
      if (result.state === 'refused') {
        setBanner({
          kind: 'error',
          text: profileFailedText(),
          detail: failureReason(result.failure),
        });
        return;
      }
      form.resetDirty();
      setBanner(
        result.state === 'accepted'
          ? { kind: 'success', text: profileSavedText() }
          : { kind: 'waiting', text: profileWaitingText(result.failure, result.nextAttemptAt) },
      );
    } catch {
      setBanner({ kind: 'error', text: profileFailedText() });
    } finally {
      setSaving(false);
    }
  });

  return (
    <Stack gap="md" maw={760}>
      <ScreenHeading
        order={1}
        title={i18n._('profile.title')}
        subtitle={i18n._('profile.subtitle')}
      />
      {banner ? (
        <Alert color={BANNER_COLOR[banner.kind]} variant="light" role="status">
          {banner.text}
          {banner.detail ? (
            <Text size="sm" mt={4}>
              {banner.detail}
            </Text>
          ) : null}
        </Alert>
      ) : null}
      <ContactCheckAlert user={user} />
      <Card withBorder radius="lg" p={{ base: 'md', sm: 'xl' }}>
        <form onSubmit={submit} noValidate>
          <Stack gap="md">
            <TextInput
              label={i18n._('profile.loginPhone')}
              description={
                isBusinessScopedId(user.phone)
                  ? i18n._('profile.loginPhone.hintUsername')
                  : i18n._('profile.loginPhone.hint')
              }
              value={
                isBusinessScopedId(user.phone)
                  ? i18n._('profile.loginPhone.username')
                  : formatPhone(user.phone)
              }
              readOnly
              rightSection={<IconLock size={16} aria-label={i18n._('profile.locked')} />}
              styles={{ input: { cursor: 'not-allowed' } }}
            />
            <ProfileFields form={form} mode="edit" />
            <Button type="submit" disabled={saving} style={{ alignSelf: 'flex-start' }}>
              {saving ? i18n._('profile.savingChanges') : i18n._('profile.save')}
            </Button>
          </Stack>
        </form>
      </Card>
    </Stack>
  );
}
