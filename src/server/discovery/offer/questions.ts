/**
 * What the bot still has to ask before a chat listing can be published: the wizard's required
 * fields (src/domain/listing-rules) that are still empty, in the order a seller answers them
 * best, one question per field. Closed questions (type, sub-type, deal type, brand, town) carry
 * their choices from the domain catalogue; the others are answered in the seller's words.
 */
import {
  ELECTRONIC_BRANDS,
  FORM_CITIES,
  LISTING_TYPES,
  REAL_ESTATE_DEAL_TYPES,
  VEHICLE_BRANDS,
  subTypesOf,
  type Option,
} from '@/domain/catalogue';
import { validateListingForm, type ListingFormField } from '@/domain/listing-rules';
import type { OfferFields } from './types';

export type OfferQuestionField =
  | 'title'
  | 'type'
  | 'subType'
  | 'realEstateDealType'
  | 'vehicleBrand'
  | 'electronicBrand'
  | 'price'
  | 'city'
  | 'town'
  | 'description'
  | 'photos';

export interface OfferQuestion {
  field: OfferQuestionField;
  /** A closed choice: the bot offers `choices` as an interactive list. */
  closed: boolean;
  choices?: readonly Option[];
}

/** The order the bot asks in: what it is, what kind, its price, where, then the rest. */
export const QUESTION_ORDER: readonly OfferQuestionField[] = [
  'title',
  'type',
  'subType',
  'realEstateDealType',
  'vehicleBrand',
  'electronicBrand',
  'price',
  'city',
  'town',
  'description',
  'photos',
];

/** The listing form field(s) each question fills. */
const FORM_FIELDS: Record<Exclude<OfferQuestionField, 'photos'>, readonly ListingFormField[]> = {
  title: ['title'],
  type: ['type'],
  subType: ['subType'],
  realEstateDealType: ['realEstateDealType'],
  vehicleBrand: ['vehicleBrand'],
  electronicBrand: ['electronicBrand'],
  price: ['price.type', 'price.amount', 'price.minAmount', 'price.maxAmount', 'price.description'],
  city: ['city'],
  town: ['town'],
  description: ['description'],
};

/** A closed question's choices, from the domain catalogue, as the wizard offers them. */
export function choicesFor(
  field: OfferQuestionField,
  fields: { type?: unknown },
): readonly Option[] | undefined {
  switch (field) {
    case 'type':
      return LISTING_TYPES.map(({ value, label }) => ({ value, label }));
    case 'subType':
      return subTypesOf(fields.type);
    case 'realEstateDealType':
      return REAL_ESTATE_DEAL_TYPES;
    case 'vehicleBrand':
      return VEHICLE_BRANDS;
    case 'electronicBrand':
      return ELECTRONIC_BRANDS;
    case 'city':
      return FORM_CITIES;
    default:
      return undefined;
  }
}

/**
 * The questions still to ask, first one first. The required fields and their rules are the
 * wizard's (validateListingForm on the understood fields); photos follow the wizard's Pictures
 * step, which needs at least one. A field whose question depends on an earlier answer (a
 * sub-type before the type is known) comes once that answer is in: the sub-type follows the type.
 */
export function missingQuestions(fields: OfferFields): OfferQuestion[] {
  const errors = validateListingForm(fields);
  const questions: OfferQuestion[] = [];
  for (const field of QUESTION_ORDER) {
    const missing =
      field === 'photos'
        ? (fields.photos ?? 0) < 1
        : FORM_FIELDS[field].some((formField) => errors[formField] !== undefined);
    if (!missing) continue;
    const choices = choicesFor(field, fields);
    // The sub-type's choices depend on the type: without a type there is nothing to offer yet.
    if (field === 'subType' && !fields.type) continue;
    questions.push(choices ? { field, closed: true, choices } : { field, closed: false });
  }
  return questions;
}
