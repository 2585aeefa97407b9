import { FORM_CITIES, getField, subTypesOf } from '@/domain';
import { OptionPicker, TypePicker } from './pickers';
import type { ListingFormApi } from './use-listing-form';

export interface PickerFieldsProps {
  field: 'type' | 'subType' | 'city';
  api: ListingFormApi;
  typeLocked?: boolean;
}

/** The fields chosen in a modal: a choice is the seller's touch, so its error shows at once. */
export function PickerFields({ field, api, typeLocked }: PickerFieldsProps) {
  const { form, change, touch } = api;
  const values = form.getValues();
  const type = typeof values.type === 'string' ? values.type : undefined;
  const raw = form.errors[field];
  const error = typeof raw === 'string' ? raw : undefined;
  const value = getField(values, field);
  const choose = (next: string) => {
    change(field, next);
    touch(field);
  };
  if (field === 'type') {
    return <TypePicker value={type} onChange={choose} disabled={typeLocked} error={error} />;
  }
  return (
    <OptionPicker
      label={field === 'city' ? 'City' : 'Sub-category'}
      title={field === 'city' ? 'Select City' : 'Choose Sub-category'}
      placeholder={field === 'city' ? 'Select a city' : 'Choose a sub-category'}
      options={field === 'city' ? FORM_CITIES : subTypesOf(type)}
      value={typeof value === 'string' ? value : ''}
      onChange={choose}
      disabled={!type}
      disabledText="Select listing type first"
      required
      error={error}
    />
  );
}
