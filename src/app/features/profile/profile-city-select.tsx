import { Select, type SelectProps } from '@mantine/core';
import { PROFILE_CITIES } from '@/domain/catalogue';
import { i18n } from '@/app/ui/i18n';

/** The profile's own city list (it differs from the listing form's), sorted by name. */
const OPTIONS = [...PROFILE_CITIES]
  .map((city) => ({ value: city.value, label: city.label }))
  .sort((a, b) => a.label.localeCompare(b.label));

export function ProfileCitySelect(props: Omit<SelectProps, 'data'>) {
  return (
    <Select
      label={i18n._('profile.city')}
      placeholder={i18n._('profile.city.placeholder')}
      data={OPTIONS}
      searchable
      allowDeselect={false}
      comboboxProps={{ withinPortal: true }}
      {...props}
    />
  );
}
