import { useForm, type UseFormReturnType } from '@mantine/form';
import {
  WIZARD_STEPS,
  applyFieldChange,
  dependantsOf,
  listingFormErrors,
  type ListingFormField,
  type ListingFormValues,
} from '@/domain';

export type ListingForm = UseFormReturnType<ListingFormValues>;

export interface ListingFormApi {
  form: ListingForm;
  /** Sets a field through the domain's rules (a new type clears the sub-category...). */
  change: (field: ListingFormField, value: unknown) => void;
  /** The seller left a field (or made a choice in a picker): its error shows from now on. */
  touch: (path: string) => void;
  /** Checks one wizard step, shows its errors on its fields, and says whether it holds. */
  checkStep: (index: number) => boolean;
}

const within = (key: string, field: string) => key === field || key.startsWith(`${field}.`);

/**
 * The editor's form: @mantine/form validating with the domain's check, which is the server's own
 * schema, so a step that passes here is one the server accepts. Errors show after the seller
 * leaves a field (validateInputOnBlur), makes a choice, or presses Next.
 */
export function useListingForm(initialValues: ListingFormValues): ListingFormApi {
  const form = useForm<ListingFormValues>({
    mode: 'controlled',
    initialValues,
    validate: (values) => listingFormErrors(values),
    validateInputOnBlur: true,
  });

  function change(field: ListingFormField, value: unknown) {
    const current = form.getValues();
    const next = applyFieldChange(current, field, value);
    // Mantine merges; fields the rules cleared must be cleared explicitly.
    const cleared = Object.fromEntries(Object.keys(current).map((key) => [key, undefined]));
    form.setValues({ ...cleared, ...next });
    const dependants = dependantsOf(field);
    if (dependants.length > 0) {
      form.setErrors((errors) =>
        Object.fromEntries(
          Object.entries(errors).filter(([key]) => !dependants.some((d) => within(key, d))),
        ),
      );
    }
    // Once a field shows an error, it follows the typing, so the fix is seen at once.
    const shown = Object.keys(form.errors).filter((key) => within(key, field));
    if (form.isTouched(field) && shown.length > 0) shown.forEach((key) => form.validateField(key));
  }

  function touch(path: string) {
    form.setTouched((touched) => ({ ...touched, [path]: true }));
    form.validateField(path);
  }

  function checkStep(index: number): boolean {
    const fields = WIZARD_STEPS[index]?.fields ?? [];
    const errors = listingFormErrors(form.getValues(), fields);
    form.setTouched((touched) => ({
      ...touched,
      ...Object.fromEntries(fields.map((field) => [field, true])),
    }));
    form.setErrors((previous) => ({
      ...Object.fromEntries(
        Object.entries(previous).filter(([key]) => !fields.some((field) => within(key, field))),
      ),
      ...errors,
    }));
    return Object.keys(errors).length === 0;
  }

  return { form, change, touch, checkStep };
}
