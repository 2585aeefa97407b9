/**
 * Reads a seller's message into listing fields with the discovery bot's own vocabulary (the rules
 * that understand buyers): type and sub-type, rent or sale, brand, model year, price, town and
 * Harare suburb, and a title and description from the words. It only fills what the message
 * says; a price it cannot be sure of stays unset with the reason, so the bot asks.
 */
import {
  ELECTRONIC_BRANDS,
  MODEL_YEAR_OTHER,
  MODEL_YEAR_OLDEST,
  VEHICLE_BRANDS,
  newestModelYear,
} from '@/domain/catalogue';
import { isFieldVisible } from '@/domain/listing-rules';
import { RuleBasedUnderstanding } from '@/server/discovery/understanding';
import { CONTAINER_OF, ROOM_COUNT, brandOfModel, offerCategory, withoutBrands } from './category';
import { offerDeal } from './deal';
import { offerPlace } from './place';
import { readPrice } from './price';
import { offerDescription, offerTitle } from './title';
import type { OfferFields, UnderstoodOffer } from './types';

const rules = new RuleBasedUnderstanding();

/** The first year a vehicle or device could be from ('Corolla 2012'); 'other' when older. */
function modelYear(text: string, now: Date): string | undefined {
  for (const m of text.matchAll(/(?<![\d$.,])(19[5-9]\d|20\d\d)(?![\d])/g)) {
    const year = Number(m[1]);
    if (year > newestModelYear(now)) continue;
    return year < MODEL_YEAR_OLDEST ? MODEL_YEAR_OTHER.value : String(year);
  }
  return undefined;
}

const brandIn = (brands: string[], options: readonly { value: string }[]) =>
  brands.find((b) => b !== 'other' && options.some((o) => o.value === b));

/**
 * A Shona or Ndebele 'of' glued to a name written with its capital ('laptop yeHP', 'mota
 * yeToyota', 'ifoni kaSamsung'): set apart for reading the brand (the seller's words are kept
 * as typed).
 */
const OF_NAME = /\b(?:ye|ya|re|ra|dze|dza|ze|za|che|cha|ka|lo|le)(?=\p{Lu})/gu;

/** Understands one seller message; `now` decides which model years exist. */
export function understandOffer(text: string, now = new Date()): UnderstoodOffer {
  const reading = readPrice(text);
  const request = rules.understandSync(reading.rest);
  const kindRequest = rules.understandSync(
    withoutBrands(reading.rest).replace(ROOM_COUNT, ' ').replace(CONTAINER_OF, ' '),
  );
  const apart = reading.rest.replace(OF_NAME, '$& ');
  const brands = apart === reading.rest ? request.brands : rules.understandSync(apart).brands;
  const vehicleBrand = brandIn(brands, VEHICLE_BRANDS) ?? brandOfModel(reading.rest);
  const electronicBrand = brandIn(brands, ELECTRONIC_BRANDS);
  const fields: OfferFields = {
    ...offerCategory({
      request,
      kindRequest,
      text: reading.rest,
      ...(reading.price ? { price: reading.price } : {}),
      ...(vehicleBrand ? { vehicleBrand } : {}),
      ...(electronicBrand ? { electronicBrand } : {}),
    }),
  };
  if (vehicleBrand) fields.vehicleBrand = vehicleBrand;
  if (electronicBrand) fields.electronicBrand = electronicBrand;

  if (fields.type === 'real_estate') {
    const deal = offerDeal(text) ?? request.dealType;
    if (deal) fields.realEstateDealType = deal;
    if (deal === 'rent' && request.accommodationType === 'student') {
      fields.accommodationType = 'student';
    }
  }
  const year = modelYear(text, now);
  if (year) fields.modelYear = year;

  let priceDoubt = reading.doubt;
  if (reading.price) {
    const price = { ...reading.price };
    if (fields.type === 'real_estate' && price.type === 'fixed' && !price.frequency) {
      // Property: the deal decides how the amount reads; rent is by the month.
      if (fields.realEstateDealType === 'rent') price.type = 'monthly';
      else if (fields.realEstateDealType !== 'sale') priceDoubt = 'rent_or_sale';
    }
    if (price.type === 'monthly' && fields.type === 'real_estate') {
      fields.realEstateDealType ??= 'rent';
    }
    if (priceDoubt !== 'rent_or_sale') fields.price = price;
  }
  if (fields.type === 'car_rental' && !fields.subType && fields.price?.frequency === 'day') {
    fields.subType = 'daily';
  }

  Object.assign(fields, offerPlace(request, text));
  const title = offerTitle(reading.rest);
  if (title) fields.title = title;
  const description = offerDescription(text);
  if (description) fields.description = description;

  // Only the fields the wizard would show for this listing: a brand on a TV is not one.
  for (const field of [
    'subType',
    'vehicleBrand',
    'electronicBrand',
    'modelYear',
    'accommodationType',
  ] as const) {
    if (fields[field] !== undefined && !isFieldVisible(fields, field)) delete fields[field];
  }
  return fields.price ? { fields } : { fields, priceDoubt: priceDoubt ?? 'none' };
}
