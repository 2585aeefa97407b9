/**
 * Words that name what a seller offers outright, read before the discovery vocabulary: a seller
 * names the thing ('TV stand', 'gas stove', 'soccer boots', 'mbatya dzevana'), where a buyer's
 * search is read for its loosest sense ('TV' is electronics, 'gas' energy, 'boots' shoes). Each
 * line is a phrase and the listing type (and sub-type) it says. The phrase said first in the
 * message decides (a seller names the thing, then what goes with it: 'sofa ... or swap with
 * fridge'); where two start at the same word, the line listed first, so a narrower phrase comes
 * before a wider one ('soccer boots' before 'boots', 'fridge repairs' before 'fridge'). What
 * follows 'swap' or 'exchange' is what the seller wants, not what is offered. A line with
 * `unless` stands aside when those words are in the message too.
 */
import type { ListingType } from '@/domain/catalogue';
import type { OfferFields } from './types';

interface KindWords {
  words: RegExp;
  type: ListingType;
  subType?: string;
  unless?: RegExp;
}

/** What follows these words is what the seller would take instead. */
const SWAP = /\b(?:swap|swop|exchange)\b/i;

const HIRE = /\b(?:hire|hiring|rent|rental)\b/i;

const KIND_WORDS: readonly KindWords[] = [
  // Repairs: a service, whatever the thing repaired (Shona and Ndebele 'I repair').
  {
    words:
      /\b(?:ndinogadzira|tinogadzira|ngiyalungisa|siyalungisa)\b|\b(?:phone|fridge|laptop|tv|computer|appliance)s?\s+(?:repairs?|repairing|regassing)\b/i,
    type: 'repair_services',
  },
  // Vehicles: parts before the vehicles they fit; moving before the trucks that move.
  {
    words:
      /\b(?:head\s?lights?|tail\s?lights?|bumpers?|side\s?mirrors?|gear\s?box(?:es)?|radiators?|brake\s?pads|shock\s?absorbers?|alternators?)\b/i,
    type: 'vehicle_parts',
    subType: 'car_parts',
  },
  {
    words:
      /\b(?:moving|removals?|relocations?)\s+(?:company|companies|goods|services?|trucks?)\b|\b(?:trucks?|lorr(?:y|ies))\s+for\s+hire\b/i,
    type: 'car_rental',
    subType: 'moving',
    unless: /\bfor\s+sale\b/i,
  },
  { words: /\b(?:hiace|quantum|minibus)\b/i, type: 'vehicle', subType: 'commercial', unless: HIRE },
  { words: /\bbakkies?\b/i, type: 'vehicle', subType: 'car', unless: HIRE },
  // Farm.
  {
    words: /\b(?:tractors?|ploughs?|harrows?|hammer\s?mills?|grinding\s?mills?)\b/i,
    type: 'grocery_farm',
    subType: 'farm_equip',
  },
  {
    words: /\b(?:heifers?|cattle|cows|bulls|piglets|goats|mombe|mbudzi|izinkomo|izimbuzi)\b/i,
    type: 'grocery_farm',
    subType: 'livestock',
  },
  // Property named by its kind.
  {
    words: /\b(?:town\s?houses?|cluster\s+(?:homes?|houses?)|duplex(?:es)?)\b/i,
    type: 'real_estate',
    subType: 'house',
  },
  {
    words: /\b(?:shops?|shop\s+space)\b(?=.*\b(?:for\s+sale|to\s+let|for\s+rent)\b)/i,
    type: 'real_estate',
    subType: 'shop',
    // A tuck shop's stock, or the business, is not the building.
    unless: /\b(?:tuck\s?shops?|stock|business)\b/i,
  },
  {
    words: /\b(?:quarry\s+(?:stone|dust)|river\s+sand|pit\s+sand)\b/i,
    type: 'construction',
    subType: 'building_materials',
  },
  // Furniture: the piece, not the room word or the device it holds.
  { words: /\b(?:bunk\s?beds?|baby\s+cots?|cots)\b/i, type: 'furniture', subType: 'kids' },
  {
    words: /\b(?:garden|patio|outdoor)\s+(?:chairs?|furniture|tables?|benches)\b/i,
    type: 'furniture',
    subType: 'outdoor',
  },
  {
    words:
      /\b(?:tv\s+(?:stands?|units?|cabinets?)|coffee\s+tables?|sofas?|couch(?:es)?|lounge\s+suites?|room\s+dividers?|display\s+cabinets?|(?:i|ama)?tafula|tafura|(?:i|zi)zitulo|(?:zvi|chi)garo)\b/i,
    type: 'furniture',
    subType: 'living',
  },
  // Sports and outdoors.
  {
    words: /\b(?:soccer|football|rugby|running)\s+boots\b/i,
    type: 'sports',
    subType: 'gear',
  },
  {
    words:
      /\b(?:treadmills?|dumb\s?bells?|gym\s+(?:weights|equipment)|weights\s+set|exercise\s+bikes?)\b/i,
    type: 'sports',
    subType: 'fitness',
  },
  {
    words: /\b(?:mountain\s+bikes?|bicycles?|bmx)\b/i,
    type: 'sports',
    subType: 'equipment',
  },
  { words: /\btents?\b/i, type: 'sports', subType: 'outdoor', unless: HIRE },
  {
    words: /\b(?:jumping|bouncy)\s+castles?\b|\btrampolines?\b/i,
    type: 'recreation',
    subType: 'playground',
  },
  // Clothes: shoes whoever wears them; a man's suit is no wedding suit.
  {
    words:
      /\b(?:shoes|sneakers|sandals|heels|takkies|tekkies|slippers|shangu|izicathulo)\b|\bboots\b/i,
    type: 'fashion',
    subType: 'shoes',
  },
  {
    words:
      /\b(?:gold|silver)\s+(?:chains?|rings?|earrings|necklaces?|bracelets?)\b|\b(?:necklaces?|earrings|bracelets?)\b/i,
    type: 'fashion',
    subType: 'jewelry',
  },
  {
    words:
      /\b(?:mbatya|zvipfeko|hembe)\s+(?:dze|zve|zva)vana\b|\b(?:kids|children'?s?|baby)\s+clothes\b/i,
    type: 'fashion',
    subType: 'kids',
  },
  {
    words: /\b(?:mens|men'?s|gents)\s+(?:suits?|shirts?|trousers|jeans|clothes)\b/i,
    type: 'fashion',
    subType: 'mens',
    unless: /\b(?:wedding|groom)\b/i,
  },
  {
    words:
      /\b(?:perfumes?|colognes?|body\s+(?:lotions?|creams?|sprays?)|lotions?|lipsticks?|make\s?up|nail\s+polish)\b/i,
    type: 'beauty_personal_care',
  },
  // Devices: the accessory, not the phone it serves; the stove, not the gas it burns.
  {
    words:
      /\b(?:chargers?|earphones|ear\s?pods|power\s?banks?|phone\s+covers?|screen\s+protectors?|printers?)\b/i,
    type: 'electronics',
    subType: 'accessories',
  },
  {
    words:
      /\b(?:gas\s+stoves?|stoves?|fridges?|refrigerators?|deep\s?freezers?|microwaves?|kettles?|washing\s+machines?|(?:i|zi)?(?:si|chi|zvi)?tofu|(?:i|zi)?s?itofu)\b/i,
    type: 'electronics',
    subType: 'appliances',
  },
  // Tools and services.
  {
    words: /\b(?:welding\s+machines?|welders?|compressors?|concrete\s+mixers?)\b/i,
    type: 'hardware',
    subType: 'machinery',
  },
  { words: /\bwheel\s?barrows?\b/i, type: 'hardware', subType: 'tools' },
  {
    words: /\b(?:lawn\s?mowers?|brush\s?cutters?|hedge\s+trimmers?|garden\s+tools)\b/i,
    type: 'home_garden',
    subType: 'tools',
  },
  {
    words: /\b(?:website|web|logo|graphic)\s+design\b/i,
    type: 'services',
    subType: 'design',
  },
  {
    words: /\bcarpenters?\b|\bhandym[ae]n\b/i,
    type: 'home_services',
    subType: 'carpenter',
  },
  {
    words:
      /\b(?:lessons?|tutor(?:ing)?|extra\s+classes)\b(?=.*\b(?:grade\s?\d+|form\s?[1-6]|o\s?level|a\s?level|zimsec)\b)|\b(?:grade\s?\d+|form\s?[1-6]|o\s?level|a\s?level|zimsec)\b(?=.*\b(?:lessons?|tutor(?:ing)?|extra\s+classes)\b)/i,
    type: 'education',
    subType: 'tutoring',
  },
];

/** The type (and sub-type) the message's words name outright, if they do. */
export function kindNamed(text: string): Pick<OfferFields, 'type' | 'subType'> | undefined {
  const offered = text.split(SWAP)[0] ?? text;
  let first: { at: number; line: KindWords } | undefined;
  for (const line of KIND_WORDS) {
    if (line.unless?.test(text)) continue;
    const at = offered.search(line.words);
    if (at >= 0 && (!first || at < first.at)) first = { at, line };
  }
  if (!first) return undefined;
  const { type, subType } = first.line;
  return subType ? { type, subType } : { type };
}
