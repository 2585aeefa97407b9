import { FORM_CITIES, getField, subTypesOf } from '@/domain';
import { i18n } from '@/app/ui/i18n';
import { fieldErrorText } from '@/app/ui/i18n/field-errors';
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
  const error = fieldErrorText(raw);
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
      label={field === 'city' ? i18n._('editor.city') : i18n._('editor.subType')}
      title={field === 'city' ? i18n._('editor.city.choose') : i18n._('editor.subType.choose')}
      placeholder={
        field === 'city' ? i18n._('editor.city.placeholder') : i18n._('editor.subType.placeholder')
      }
      options={field === 'city' ? FORM_CITIES : subTypesOf(type)}
      value={typeof value === 'string' ? value : ''}
      onChange={choose}
      disabled={!type}
      disabledText={i18n._('editor.subType.typeFirst')}
      required
      error={error}
    />
  );
}
