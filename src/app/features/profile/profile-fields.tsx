import { SimpleGrid, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { ProfileCitySelect } from './profile-city-select';
import type { ProfileFormValues } from './profile-values';

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
        label={completing ? 'Marketplace Display Name' : 'Display Name'}
        placeholder={completing ? "e.g. Tendai's Plumbing" : undefined}
        withAsterisk
        data-autofocus={completing || undefined}
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
    </>
  );
  if (completing) return fields;
  return (
    <>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {fields}
      </SimpleGrid>
      <TextInput
        label="Website (Optional)"
        type="url"
        inputMode="url"
        placeholder="https://example.co.zw"
        {...form.getInputProps('website')}
      />
    </>
  );
}
