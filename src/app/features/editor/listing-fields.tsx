import { Checkbox, NumberInput, Select, Stack, TextInput, Textarea } from '@mantine/core';
import {
  ACCOMMODATION_TYPES,
  CURRENCY_PREFIX,
  ELECTRONIC_BRANDS,
  HARARE_NEIGHBORHOODS,
  PRICE_TYPES,
  REAL_ESTATE_DEAL_TYPES,
  VEHICLE_BRANDS,
  getField,
  isFieldVisible,
  modelYearOptions,
  type ListingFormField,
  type Option,
} from '@/domain';
import { FeaturesEditor } from './features-editor';
import { PickerFields } from './picker-fields';
import type { ListingFormApi } from './use-listing-form';

export interface ListingFieldsProps {
  fields: readonly ListingFormField[];
  api: ListingFormApi;
  /** The type cannot change once the listing exists. */
  typeLocked?: boolean;
  /** Today, for the model years offered. */
  today: Date;
}

const SELECTS: Partial<
  Record<ListingFormField, { label: string; options?: readonly Option[]; searchable?: boolean }>
> = {
  realEstateDealType: { label: 'Deal Type', options: REAL_ESTATE_DEAL_TYPES },
  accommodationType: { label: 'Accommodation Type (Optional)', options: ACCOMMODATION_TYPES },
  vehicleBrand: { label: 'Brand', options: VEHICLE_BRANDS, searchable: true },
  electronicBrand: { label: 'Brand', options: ELECTRONIC_BRANDS, searchable: true },
  // The years follow the clock: given at render time.
  modelYear: { label: 'Model Year (Optional)' },
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

/** Text inputs: label, placeholder, and whether a value is required. */
const TEXTS: Partial<
  Record<ListingFormField, { label: string; placeholder: string; required?: boolean }>
> = {
  title: { label: 'Title', placeholder: 'Enter a descriptive title', required: true },
  website: { label: 'Website (Optional)', placeholder: 'www.example.co.zw' },
  'price.description': {
    label: 'Price Description',
    placeholder: 'Starting from $100 per kg',
    required: true,
  },
  town: { label: 'Town', placeholder: 'e.g. Gwanda, Chiredzi, Chipinge', required: true },
  address: { label: 'Address (Optional)', placeholder: 'Enter address or locality' },
};

const errorOf = (value: unknown) => (typeof value === 'string' ? value : undefined);

/** The shown fields of one step, in form order, each wired to the domain's dependent-field rules. */
export function ListingFields({ fields, api, typeLocked, today }: ListingFieldsProps) {
  const { form, change, touch } = api;
  const values = form.getValues();
  const shown = fields.filter((field) => isFieldVisible(values, field));
  return (
    <Stack gap="md">
      {shown.map((field) => {
        // Mantine's input props: the value, the error, touched on focus, validated on blur.
        const input = form.getInputProps(field);
        const error = errorOf(input.error);
        const value = getField(values, field);
        const select = SELECTS[field];
        if (select) {
          const optional = select.label.includes('(Optional)');
          const options = select.options ?? modelYearOptions(today);
          return (
            <Select
              key={field}
              label={select.label}
              placeholder={`Select ${select.label.replace(' (Optional)', '').toLowerCase()}`}
              data={options.map((o) => ({ value: o.value, label: o.label }))}
              value={typeof value === 'string' ? value : null}
              onChange={(next) => change(field, next ?? undefined)}
              onFocus={input.onFocus}
              onBlur={input.onBlur}
              searchable={select.searchable}
              clearable={optional}
              required={!optional}
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
              onChange={(next) => change(field, next === '' ? undefined : next)}
              onFocus={input.onFocus}
              onBlur={input.onBlur}
              required
              error={error}
            />
          );
        }
        const text = TEXTS[field];
        if (text) {
          return (
            <TextInput
              key={field}
              label={text.label}
              placeholder={text.placeholder}
              inputMode={field === 'website' ? 'url' : undefined}
              value={typeof value === 'string' ? value : ''}
              onChange={(event) => change(field, event.currentTarget.value)}
              onFocus={input.onFocus}
              onBlur={input.onBlur}
              required={text.required}
              error={error}
            />
          );
        }
        switch (field) {
          case 'type':
          case 'subType':
          case 'city':
            return <PickerFields key={field} field={field} api={api} typeLocked={typeLocked} />;
          case 'description':
            return (
              <Textarea
                key={field}
                label="Description"
                placeholder="Describe your listing in detail"
                autosize
                minRows={4}
                value={typeof value === 'string' ? value : ''}
                onChange={(event) => change(field, event.currentTarget.value)}
                onFocus={input.onFocus}
                onBlur={input.onBlur}
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
                onChange={(event) => change(field, event.currentTarget.checked)}
              />
            );
          case 'features':
            return (
              <FeaturesEditor
                key={field}
                features={Array.isArray(value) ? value.map(String) : []}
                errors={form.errors}
                onChange={(next) => change('features', next)}
                onBlur={(index) => touch(`features.${index}`)}
              />
            );
          default:
            return null;
        }
      })}
    </Stack>
  );
}
