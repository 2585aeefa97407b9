/** The choices of a closed draft question, from the domain catalogue (as the wizard offers). */
import {
  ELECTRONIC_BRANDS,
  FORM_CITIES,
  LISTING_TYPES,
  REAL_ESTATE_DEAL_TYPES,
  VEHICLE_BRANDS,
  subTypesOf,
  type Option,
} from '@/domain/catalogue';
import type { OfferQuestionField } from '@/server/discovery/offer';

export function choicesOf(
  field: OfferQuestionField,
  fields: Record<string, unknown>,
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
