import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ProfileCitySelect } from './profile-city-select';
import type { ProfileFormValues } from './profile-values';
import { i18n } from '@/app/ui/i18n';

export interface ProfileFieldsProps {
  form: UseFormReturnType<ProfileFormValues>;
  /**
   * 'complete': the Complete Your Profile modal (the marketplace name first, no website);
   * 'edit': the profile page (two columns on a wide screen, and the website).
   */
  mode: 'complete' | 'edit';
}

/** The profile form's fields, shared by the Complete Your Profile modal and the profile page. */
export function ProfileFields({ form, mode }: ProfileFieldsProps) {
  const completing = mode === 'complete';
  const fields = (
    <>
      <TextInput
        label={completing ? i18n._('profile.displayName.complete') : i18n._('profile.displayName')}
        placeholder={completing ? i18n._('profile.displayName.example') : undefined}
        withAsterisk
        data-autofocus={completing || undefined}
        {...form.getInputProps('displayName')}
      />
      <TextInput
        label={i18n._('profile.contactNumber')}
        type="tel"
        inputMode="tel"
        withAsterisk
        {...form.getInputProps('contactNumber')}
      />
      <ProfileCitySelect withAsterisk {...form.getInputProps('city')} />
      <TextInput
        label={i18n._('profile.address')}
        placeholder={i18n._('profile.address.placeholder')}
        {...form.getInputProps('address')}
      />
    </>
  );
  if (completing) return fields;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {fields}
      </SimpleGrid>
      <TextInput
        label={i18n._('profile.website')}
        type="url"
        inputMode="url"
        placeholder="https://example.co.zw"
        {...form.getInputProps('website')}
      />
    </>
  );
}
