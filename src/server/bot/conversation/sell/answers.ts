/**
 * A seller's answer to one draft question, typed or chosen from a list, written into the
 * draft's fields. Choices must be the domain's own values; a field the wizard would hide after a
 * change (a vehicle brand once the type is property) is dropped, as the wizard drops it.
 */
import { FORM_CITIES, HARARE, OTHER_CITY, isListingType, type Option } from '@/domain/catalogue';
import { TEXT_LIMITS } from '@/domain/schemas/common';
import { toOptionValue } from '@/domain/schemas/listing-input';
import { dropHiddenFields } from '@/domain/payload';
import { multiLine, singleLine } from '@/domain/seller-text';
import { clip } from '@/server/bot/outbound';
import {
  missingQuestions,
  offerDeal,
  readPrice,
  understandOffer,
  type OfferFields,
  type OfferQuestionField,
} from '@/server/discovery/offer';
import { choicesFor as choicesOf } from '@/server/discovery/offer';

export type Fields = Record<string, unknown>;

/** The fields that hang on the type: cleared when the type changes. */
const DEPENDENT = [
  'subType',
  'realEstateDealType',
  'accommodationType',
  'vehicleBrand',
  'electronicBrand',
  'modelYear',
] as const;

function setValue(fields: Fields, field: OfferQuestionField, value: string): Fields | null {
  const out: Fields = { ...fields };
  if (field === 'type') {
    if (!isListingType(value)) return null;
    if (out.type !== value) for (const key of DEPENDENT) delete out[key];
    out.type = value;
  } else if (field === 'city') {
    if (!FORM_CITIES.some((o) => o.value === value)) return null;
    out.city = value;
    if (value !== HARARE) delete out.neighborhood;
    if (value !== OTHER_CITY) delete out.town;
  } else {
    const choices = choicesOf(field, out);
    if (!choices?.some((o: Option) => o.value === value)) return null;
    out[field] = value;
  }
  return dropHiddenFields(out);
}

/** A price typed in answer to "what is the price?": a bare amount is the price here. */
function priceAnswer(text: string, fields: Fields): OfferFields['price'] | null {
  const reading = readPrice(text);
  let price = reading.price ? { ...reading.price } : null;
  if (!price) {
    const m = /(\d[\d,]*(?:\.\d+)?)\s*(k)?\b/i.exec(text);
    const amount = m ? Number(m[1]!.replace(/,/g, '')) * (m[2] ? 1000 : 1) : NaN;
    if (!Number.isFinite(amount) || amount <= 0) return null;
    price = { type: 'fixed', amount };
    if (/\bneg(otiable)?\b/i.test(text)) price.isNegotiable = true;
  }
  if (
    fields.type === 'real_estate' &&
    fields.realEstateDealType === 'rent' &&
    price.type === 'fixed' &&
    !price.frequency
  ) {
    price.type = 'monthly';
  }
  return price;
}

/** The fields with the answer in them; null when the answer does not fit the question. */
export function applyAnswer(
  fields: Fields,
  field: OfferQuestionField,
  answer: { value?: string; text?: string },
): Fields | null {
  if (answer.value !== undefined) return setValue(fields, field, answer.value);
  const text = (answer.text ?? '').trim();
  if (!text) return null;
  switch (field) {
    case 'title':
      return { ...fields, title: clip(singleLine(text), TEXT_LIMITS.title) };
    case 'description':
      return { ...fields, description: clip(multiLine(text), TEXT_LIMITS.description) };
    case 'town':
      return { ...fields, town: clip(singleLine(text), TEXT_LIMITS.town) };
    case 'price': {
      const price = priceAnswer(text, fields);
      return price ? { ...fields, price } : null;
    }
    case 'photos':
      return null;
    case 'city': {
      const typed = toOptionValue(FORM_CITIES, text);
      if (typeof typed === 'string' && FORM_CITIES.some((o) => o.value === typed)) {
        return setValue(fields, 'city', typed);
      }
      // 'ngiseGwanda', 'ndiri kuMutare': the place after the words for 'I am at'.
      const at = text.replace(
        /^\s*(?:ndiri\s*(?:ku|mu)|ndi(?:ku|mu)|ngi(?:se|ku)|i(?:se|ku)|u(?:se|ku))/i,
        '',
      );
      const place = [text, at].map((t) => understandOffer(t).fields).find((f) => f.city);
      if (!place?.city) return null;
      const out = setValue(fields, 'city', place.city);
      if (out && place.neighborhood) out.neighborhood = place.neighborhood;
      if (out && place.town) out.town = place.town;
      return out;
    }
    case 'realEstateDealType': {
      // 'yekuroja', 'to let', 'ngiyathengisa': the deal in the seller's own words.
      const deal = offerDeal(text) ?? toOptionValue(choicesOf(field, fields) ?? [], text);
      return typeof deal === 'string' ? setValue(fields, field, deal) : null;
    }
    default: {
      const choices = choicesOf(field, fields) ?? [];
      // 'yiToyota', 'iHonda', 'ndeNissan', 'yeSamsung': the choice after a Shona or Ndebele
      // 'it is' or 'of', when the whole word is no choice.
      const bare = text.trim().replace(/^(?:yi|ngu|ndi|nde|ye|ya|i)(?=\p{L}{3,}\s*$)/iu, '');
      const known = (t: string) => {
        const value = toOptionValue(choices, t);
        return choices.some((o) => o.value === value) ? (value as string) : null;
      };
      // 'its a mazda', 'it is a Honda please', 'ndeye mazda', 'ngeye Honda': the choice after
      // 'it is' in the three languages.
      const said = text
        .replace(
          /^\s*(?:(?:it\s*'?s|it\s+is|this\s+is|thats|that\s+is|a|an|the|my|ndeye|ndeya|ndiyo|ndiye|ndi|iri|ngeye|yiyo|ngu)\s+)+/i,
          '',
        )
        .replace(/[\s.!]+(?:please|pls|thanks)?[\s.!]*$/i, '');
      const typed = known(text) ?? known(bare) ?? known(said) ?? toOptionValue(choices, text);
      return typeof typed === 'string' ? setValue(fields, field, typed) : null;
    }
  }
}

/** Whether a field is one the seller may change from the summary. */
export const CHANGEABLE = ['title', 'price', 'city', 'type', 'description', 'photos'] as const;
export type Changeable = (typeof CHANGEABLE)[number];

/** Still missing after the answer: the understanding's own list of questions. */
export const stillMissing = (fields: Fields, photos: number) =>
  missingQuestions({ ...(fields as OfferFields), photos });
