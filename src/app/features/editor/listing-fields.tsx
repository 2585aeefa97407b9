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
import { i18n } from '@/app/ui/i18n';
import { fieldErrorText } from '@/app/ui/i18n/field-errors';
import { ACCOMMODATION_WORDS, DEAL_TYPE_WORDS, PRICE_TYPE_WORDS } from '@/app/ui/i18n/option-words';
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

/** Message ids of a field's label and placeholder; `optional` fields may stay empty. */
interface Words {
  label: string;
  placeholder: string;
  optional?: boolean;
}

interface SelectField extends Words {
  options?: readonly Option[];
  /** Message ids of the options' labels (options not named here are names, shown as written). */
  optionWords?: Record<string, string>;
  searchable?: boolean;
}

const SELECTS: Partial<Record<ListingFormField, SelectField>> = {
  realEstateDealType: {
    label: /*i18n*/ 'editor.dealType',
    placeholder: /*i18n*/ 'editor.dealType.placeholder',
    options: REAL_ESTATE_DEAL_TYPES,
    optionWords: DEAL_TYPE_WORDS,
  },
  accommodationType: {
    label: /*i18n*/ 'editor.accommodationType',
    placeholder: /*i18n*/ 'editor.accommodationType.placeholder',
    optional: true,
    options: ACCOMMODATION_TYPES,
    optionWords: ACCOMMODATION_WORDS,
  },
  vehicleBrand: {
    label: /*i18n*/ 'editor.brand',
    placeholder: /*i18n*/ 'editor.brand.placeholder',
    options: VEHICLE_BRANDS,
    searchable: true,
  },
  electronicBrand: {
    label: /*i18n*/ 'editor.brand',
    placeholder: /*i18n*/ 'editor.brand.placeholder',
    options: ELECTRONIC_BRANDS,
    searchable: true,
  },
  // The years follow the clock: given at render time.
  modelYear: {
    label: /*i18n*/ 'editor.modelYear',
    placeholder: /*i18n*/ 'editor.modelYear.placeholder',
    optional: true,
  },
  'price.type': {
    label: /*i18n*/ 'editor.priceType',
    placeholder: /*i18n*/ 'editor.priceType.placeholder',
    options: PRICE_TYPES,
    optionWords: PRICE_TYPE_WORDS,
  },
  neighborhood: {
    label: /*i18n*/ 'editor.neighborhood',
    placeholder: /*i18n*/ 'editor.neighborhood.placeholder',
    optional: true,
    options: HARARE_NEIGHBORHOODS,
    searchable: true,
  },
};

const AMOUNTS: Partial<Record<ListingFormField, string>> = {
  'price.amount': /*i18n*/ 'editor.amount',
  'price.minAmount': /*i18n*/ 'editor.amount.min',
  'price.maxAmount': /*i18n*/ 'editor.amount.max',
};

/** Text inputs: label, placeholder, and whether a value may stay empty. */
const TEXTS: Partial<Record<ListingFormField, Words>> = {
  title: { label: /*i18n*/ 'editor.title', placeholder: /*i18n*/ 'editor.title.placeholder' },
  website: {
    label: /*i18n*/ 'editor.website',
    placeholder: /*i18n*/ 'editor.website.placeholder',
    optional: true,
  },
  'price.description': {
    label: /*i18n*/ 'editor.priceDescription',
    placeholder: /*i18n*/ 'editor.priceDescription.placeholder',
  },
  town: { label: /*i18n*/ 'editor.town', placeholder: /*i18n*/ 'editor.town.placeholder' },
  address: {
    label: /*i18n*/ 'editor.address',
    placeholder: /*i18n*/ 'editor.address.placeholder',
    optional: true,
  },
};

const errorOf = fieldErrorText;

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
          const optional = select.optional === true;
          const options = select.options ?? modelYearOptions(today);
          const words = select.optionWords;
          return (
            <Select
              key={field}
              label={i18n._(select.label)}
              placeholder={i18n._(select.placeholder)}
              data={options.map((o) => {
                const id = words?.[o.value];
                return { value: o.value, label: id ? i18n._(id) : o.label };
              })}
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
              label={i18n._(amountLabel)}
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
              label={i18n._(text.label)}
              placeholder={i18n._(text.placeholder)}
              inputMode={field === 'website' ? 'url' : undefined}
              value={typeof value === 'string' ? value : ''}
              onChange={(event) => change(field, event.currentTarget.value)}
              onFocus={input.onFocus}
              onBlur={input.onBlur}
              required={!text.optional}
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
                label={i18n._('editor.description')}
                placeholder={i18n._('editor.description.placeholder')}
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
                label={i18n._('editor.negotiable')}
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
