/**
 * The listing's type and sub-type from the discovery vocabulary, read the way a seller writes:
 * - a brand's own words say nothing of the kind ('Land Rover' is no land, 'Samsung' no TV), so
 *   the kind is read without them, and the brand alone decides only when nothing else does;
 * - a car model names its maker ('Fit 2010' is a Honda), a phone line a phone ('Galaxy A12');
 * - '3 bed' or '2 bedroom' counts rooms of a property, it is no bed for sale;
 * - the price decides between a property and a stay: by the month is a rental property, by the
 *   night accommodation.
 */
import {
  ELECTRONIC_BRANDS,
  VEHICLE_BRANDS,
  isListingType,
  subTypesOf,
  type ListingType,
} from '@/domain/catalogue';
import type { CategoryGuess, SearchRequest } from '@/server/discovery/understanding/types';
import { kindNamed } from './kinds';
import type { OfferFields, OfferPrice } from './types';

/** Below this weight a category guess is a loose hint ('outdoor', 'accessories'): not taken. */
const SURE_ENOUGH = 0.5;

/** Car models sold in Zimbabwe under one maker's name, so 'Fit 2010' or 'Corolla' says Honda, Toyota. */
const CAR_MODELS: Record<string, string> = {
  fit: 'honda',
  'fit rs': 'honda',
  crv: 'honda',
  'cr-v': 'honda',
  civic: 'honda',
  accord: 'honda',
  insight: 'honda',
  vitz: 'toyota',
  corolla: 'toyota',
  aqua: 'toyota',
  hilux: 'toyota',
  wish: 'toyota',
  ist: 'toyota',
  allion: 'toyota',
  premio: 'toyota',
  belta: 'toyota',
  raum: 'toyota',
  runx: 'toyota',
  fortuner: 'toyota',
  prado: 'toyota',
  'land cruiser': 'toyota',
  rav4: 'toyota',
  camry: 'toyota',
  noah: 'toyota',
  voxy: 'toyota',
  passo: 'toyota',
  spacio: 'toyota',
  demio: 'mazda',
  axela: 'mazda',
  atenza: 'mazda',
  bt50: 'mazda',
  'bt-50': 'mazda',
  tiida: 'nissan',
  navara: 'nissan',
  'x-trail': 'nissan',
  xtrail: 'nissan',
  np200: 'nissan',
  np300: 'nissan',
  polo: 'volkswagen',
  golf: 'volkswagen',
  jetta: 'volkswagen',
  ranger: 'ford',
  everest: 'ford',
  focus: 'ford',
  fiesta: 'ford',
  picanto: 'kia',
  sportage: 'kia',
  i10: 'hyundai',
  i20: 'hyundai',
  tucson: 'hyundai',
};

/** The car model names the rules know ('fit', 'corolla', 'x-trail'). */
export const carModelNames = (): string[] => Object.keys(CAR_MODELS);

/** Phone lines that name a phone by themselves ('galaxy a14', 'redmi note 12'). */
const PHONE_LINE = /\b(?:iphone|galaxy|redmi|pixel|camon)\b/i;
/** Phone lines and model numbers: a phone whatever the maker also sells. */
const PHONE_MODEL =
  /\b(?:iphone|galaxy|redmi|pixel|spark|camon|pova|pop\s?\d|hot\s?\d+|smart\s?\d+|note\s?\d+|zero\s?\d+|nova\s?\d+|reno\s?\d*|y\d{1,2}s?|[as]\d{2}s?|[as]\d{2}\s?(?:ultra|plus|pro)|(?:a|p)\d{2,3}\s?(?:pro)?)\b/i;
/** Makers that sell only phones (here): their name alone says phone. */
const PHONE_MAKERS = new Set([
  'itel',
  'tecno',
  'infinix',
  'oppo',
  'vivo',
  'realme',
  'xiaomi',
  'oneplus',
  'huawei',
]);

/** 'bags of cement', 'a set of chairs': the thing is what comes after 'of'. */
export const CONTAINER_OF =
  /\b(?:bags?|packets?|crates?|boxes?|sets?|pairs?|bundles?|tins?|buckets?|loads?)\s+of\b/gi;

/** '3 bed', '2 bedroom', '4 bedroomed': a property's rooms. */
export const ROOM_COUNT = /\b\d+\s?(?:bed|beds|bedroom|bedrooms|bedroomed|bd|br)\b/gi;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The brand phrases the rules know, blanked from a text ('land rover', 'samsung'). */
export function withoutBrands(text: string): string {
  let out = text;
  for (const brand of [...VEHICLE_BRANDS, ...ELECTRONIC_BRANDS]) {
    if (brand.value === 'other') continue;
    for (const phrase of [brand.label, brand.value.replace(/_/g, ' ')]) {
      out = out.replace(new RegExp(`\\b${escape(phrase)}\\b`, 'gi'), ' ');
    }
  }
  return out;
}

/** The maker a car model names ('corolla' -> 'toyota'), if the text names one. */
export function brandOfModel(text: string): string | undefined {
  const lower = text.toLowerCase();
  for (const [model, brand] of Object.entries(CAR_MODELS)) {
    if (new RegExp(`\\b${escape(model)}\\b`).test(lower)) return brand;
  }
  return undefined;
}

function pick(
  categories: CategoryGuess[],
  prefer?: ListingType,
): Pick<OfferFields, 'type' | 'subType'> {
  const sure = categories.filter((c) => c.weight >= SURE_ENOUGH && isListingType(c.type));
  // When the price or the deal says which type, a weaker word of that type is enough.
  const preferred = prefer && categories.find((c) => c.type === prefer && c.weight >= 0.4);
  const top = preferred || sure[0];
  if (!top || !isListingType(top.type)) return {};
  const subType =
    top.subType ??
    categories.find((c) => c.type === top.type && c.subType && c.weight >= 0.4)?.subType;
  const known = subType && subTypesOf(top.type).some((o) => o.value === subType);
  return known ? { type: top.type, subType } : { type: top.type };
}

export interface CategoryInput {
  /** What the rules read of the whole message (brands, deal). */
  request: SearchRequest;
  /** What the rules read of the message without brand names and room counts. */
  kindRequest: SearchRequest;
  text: string;
  price?: OfferPrice;
  vehicleBrand?: string;
  electronicBrand?: string;
}

/** The type and sub-type, see the module comment. */
export function offerCategory(input: CategoryInput): Pick<OfferFields, 'type' | 'subType'> {
  const { kindRequest, text, price } = input;
  const named = kindNamed(text);
  if (named) return named;
  const roomCount = ROOM_COUNT.test(text);
  ROOM_COUNT.lastIndex = 0;
  const prefer: ListingType | undefined =
    price?.type === 'per_night'
      ? 'accommodation'
      : price?.type === 'monthly' || roomCount || kindRequest.dealType === 'rent'
        ? 'real_estate'
        : undefined;
  let chosen = pick(kindRequest.categories, prefer);
  // A rented property is real estate, whatever word named it ('cottage', 'accommodation').
  const rented = price?.type === 'monthly' || kindRequest.dealType === 'rent';
  if (prefer === 'real_estate' && chosen.type === 'accommodation' && rented) {
    chosen = { type: 'real_estate', subType: chosen.subType === 'cottage' ? 'house' : 'room' };
  }
  if (chosen.type && chosen.type !== 'electronics' && chosen.type !== 'vehicle') return chosen;
  if (chosen.type === 'electronics' && chosen.subType) return chosen;
  if (chosen.type === 'vehicle' && chosen.subType) return chosen;
  if (!chosen.type && PHONE_LINE.test(text)) return { type: 'electronics', subType: 'phone' };
  const phone =
    PHONE_MODEL.test(text) ||
    (input.electronicBrand !== undefined && PHONE_MAKERS.has(input.electronicBrand));
  if ((input.electronicBrand || chosen.type === 'electronics') && phone) {
    return { type: 'electronics', subType: 'phone' };
  }
  if (chosen.type) return chosen;
  if (input.vehicleBrand) return { type: 'vehicle', subType: 'car' };
  if (input.electronicBrand) return { type: 'electronics' };
  return {};
}
