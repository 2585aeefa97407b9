import { Checkbox, NumberInput, Select, Stack, TextInput, Textarea } from '@mantine/core';
import {
  ACCOMMODATION_TYPES,
  CURRENCY_PREFIX,
  ELECTRONIC_BRANDS,
  FORM_CITIES,
  HARARE_NEIGHBORHOODS,
  MODEL_YEARS,
  PRICE_TYPES,
  REAL_ESTATE_DEAL_TYPES,
  VEHICLE_BRANDS,
  getField,
  isFieldVisible,
  subTypesOf,
  type ListingFormErrors,
  type ListingFormField,
  type ListingFormValues,
  type Option,
} from '@/domain';
import { OptionPicker, TypePicker } from './pickers';

export interface ListingFieldsProps {
  fields: readonly ListingFormField[];
  values: ListingFormValues;
  /** Errors to show (only for touched fields). */
  errors: ListingFormErrors;
  onChange: (field: ListingFormField, value: unknown) => void;
  onBlur: (field: ListingFormField) => void;
  /** The type cannot change once the listing exists. */
  typeLocked?: boolean;
}

const SELECTS: Partial<
  Record<ListingFormField, { label: string; options: readonly Option[]; searchable?: boolean }>
> = {
  realEstateDealType: { label: 'Deal Type', options: REAL_ESTATE_DEAL_TYPES },
  accommodationType: { label: 'Accommodation Type (Optional)', options: ACCOMMODATION_TYPES },
  vehicleBrand: { label: 'Brand', options: VEHICLE_BRANDS, searchable: true },
  electronicBrand: { label: 'Brand', options: ELECTRONIC_BRANDS, searchable: true },
  modelYear: { label: 'Model Year (Optional)', options: MODEL_YEARS },
  'price.type': { label: 'Price Type', options: PRICE_TYPES },
  neighborhood: {
    label: 'Neighborhood (Optional)',
    options: HARARE_NEIGHBORHOODS,
    searchable: true,
  },
};

const AMOUNTS: Partial<Record<ListingFormField, string>> = {
  'price.amount': 'Amount',
  'price.minAmount': 'Minimum Amount',
  'price.maxAmount': 'Maximum Amount',
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** The shown fields of one step, in form order, each wired to the domain's dependent-field rules. */
export function ListingFields({
  fields,
  values,
  errors,
  onChange,
  onBlur,
  typeLocked,
}: ListingFieldsProps) {
  const type = typeof values.type === 'string' ? values.type : undefined;
  const shown = fields.filter((field) => isFieldVisible(values, field));
  return (
    <Stack gap="md">
      {shown.map((field) => {
        const value = getField(values, field);
        const error = errors[field];
        const blur = () => onBlur(field);
        const select = SELECTS[field];
        if (select) {
          return (
            <Select
              key={field}
              label={select.label}
              placeholder={`Select ${select.label.replace(' (Optional)', '').toLowerCase()}`}
              data={select.options.map((o) => ({ value: o.value, label: o.label }))}
              value={typeof value === 'string' ? value : null}
              onChange={(next) => onChange(field, next ?? undefined)}
              onBlur={blur}
              searchable={select.searchable}
              clearable={select.label.includes('(Optional)')}
              required={!select.label.includes('(Optional)')}
              error={error}
              comboboxProps={{ withinPortal: true }}
            />
          );
        }
        const amountLabel = AMOUNTS[field];
        if (amountLabel) {
          return (
            <NumberInput
              key={field}
              label={amountLabel}
              placeholder={`${CURRENCY_PREFIX}0.00`}
              prefix={CURRENCY_PREFIX}
              thousandSeparator=","
              decimalScale={2}
              allowNegative={false}
              hideControls
              inputMode="decimal"
              value={typeof value === 'number' || typeof value === 'string' ? value : ''}
              onChange={(next) => onChange(field, next === '' ? undefined : next)}
              onBlur={blur}
              required
              error={error}
            />
          );
        }
        switch (field) {
          case 'type':
            return (
              <TypePicker
                key={field}
                value={type}
                onChange={(next) => {
                  onChange('type', next);
                  onBlur('type');
                }}
                disabled={typeLocked}
                error={error}
              />
            );
          case 'subType':
            return (
              <OptionPicker
                key={field}
                label="Sub-category"
                title="Choose Sub-category"
                placeholder="Choose a sub-category"
                options={subTypesOf(type)}
                value={text(value)}
                onChange={(next) => {
                  onChange('subType', next);
                  onBlur('subType');
                }}
                disabled={!type}
                disabledText="Select listing type first"
                required
                error={error}
              />
            );
          case 'city':
            return (
              <OptionPicker
                key={field}
                label="City"
                title="Select City"
                placeholder="Select a city"
                options={FORM_CITIES}
                value={text(value)}
                onChange={(next) => {
                  onChange('city', next);
                  onBlur('city');
                }}
                disabled={!type}
                disabledText="Select listing type first"
                required
                error={error}
              />
            );
          case 'title':
            return (
              <TextInput
                key={field}
                label="Title"
                placeholder="Enter a descriptive title"
                value={text(value)}
                onChange={(event) => onChange(field, event.currentTarget.value)}
                onBlur={blur}
                required
                error={error}
              />
            );
          case 'description':
            return (
              <Textarea
                key={field}
                label="Description"
                placeholder="Describe your listing in detail"
                autosize
                minRows={4}
                value={text(value)}
                onChange={(event) => onChange(field, event.currentTarget.value)}
                onBlur={blur}
                required
                error={error}
              />
            );
          case 'website':
            return (
              <TextInput
                key={field}
                label="Website (Optional)"
                placeholder="www.example.co.zw"
                inputMode="url"
                value={text(value)}
                onChange={(event) => onChange(field, event.currentTarget.value)}
                onBlur={blur}
                error={error}
              />
            );
          case 'price.description':
            return (
              <TextInput
                key={field}
                label="Price Description"
                placeholder="Starting from $100 per kg"
                value={text(value)}
                onChange={(event) => onChange(field, event.currentTarget.value)}
                onBlur={blur}
                required
                error={error}
              />
            );
          case 'price.isNegotiable':
            return (
              <Checkbox
                key={field}
                label="Price is negotiable (Optional)"
                checked={value === true}
                onChange={(event) => onChange(field, event.currentTarget.checked)}
              />
            );
          case 'address':
            return (
              <TextInput
                key={field}
                label="Address (Optional)"
                placeholder="Enter address or locality"
                value={text(value)}
                onChange={(event) => onChange(field, event.currentTarget.value)}
                onBlur={blur}
                error={error}
              />
            );
          default:
            return null;
        }
      })}
    </Stack>
  );
}
