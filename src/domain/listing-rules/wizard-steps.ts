/** The create wizard's five steps. */
import { PRICE_FORM_FIELDS, type ListingFormField, type ListingFormValues } from './form-fields';
import { validateListingForm, type ListingFormErrors } from './validation';

/** One wizard step: its title and description as the step header shows them, and its fields. */
export interface WizardStep {
  readonly id: 'basic' | 'details' | 'pricing' | 'pictures' | 'location';
  readonly title: string;
  readonly description: string;
  readonly fields: readonly ListingFormField[];
}

/**
 * The five create-mode steps. Pictures has no form fields: the uploader owns the gallery, and
 * at least one uploaded image is needed to leave it.
 */
export const WIZARD_STEPS: readonly WizardStep[] = [
  {
    id: 'basic',
    title: 'Basic Information',
    description: 'Start with the basic details of your listing',
    fields: ['type', 'title', 'description'],
  },
  {
    id: 'details',
    title: 'Listing Details',
    description: 'Provide specific details about your listing',
    fields: [
      'subType',
      'realEstateDealType',
      'accommodationType',
      'vehicleBrand',
      'electronicBrand',
      'modelYear',
      'website',
      'features',
    ],
  },
  {
    id: 'pricing',
    title: 'Pricing',
    description: 'Set your pricing details',
    fields: PRICE_FORM_FIELDS,
  },
  {
    id: 'pictures',
    title: 'Pictures',
    description: 'Add images to your listing',
    fields: [],
  },
  {
    id: 'location',
    title: 'Location',
    description: 'Where is your listing located?',
    fields: ['city', 'town', 'neighborhood', 'address'],
  },
];

/** The errors of one wizard step's shown fields (Next validates only these). */
export function validateStep(values: ListingFormValues, stepIndex: number): ListingFormErrors {
  const step = WIZARD_STEPS[stepIndex];
  return step ? validateListingForm(values, step.fields) : {};
}
