/**
 * A part or accessory of a vehicle named with the vehicle ('car seat covers', 'tyres for a Honda
 * Fit', 'Corolla spares', 'battery for my car', 'matayi emota'): the part is the thing, vehicle
 * parts; the vehicle is what it fits, a hint for ranking and never a make the listing must be.
 * A vehicle said with a part it has ('a Honda Fit with new tyres') is still the vehicle.
 */
import { DEAL_WORDS, namesCategory, singular } from './lexicon';
import type { CategoryGuess, SearchRequest } from './types';

/** Parts and accessories, in the plural too, with the vehicle-parts sub-type each is listed in. */
const PARTS: [pattern: string, subType: string][] = [
  ['tyres?|tires?|rims?|mags?|wheels?|wheel caps?', 'tires'],
  [
    'batter(?:y|ies)|radios?|speakers?|alarms?|trackers?|reverse cameras?|dash ?cams?',
    'electronics',
  ],
  ['seat covers?|covers?|floor mats?|mats?|steering covers?|roof racks?|tow bars?', 'accessories'],
  ['engine oil|oils?|lubricants?|oil filters?', 'oils'],
  [
    'spares?|spare parts?|parts?|head ?lights?|head ?lamps?|tail ?lights?|lights?|bulbs?|mirrors?|side mirrors?|bumpers?|windscreens?|windshields?|brake pads?|brakes?|engines?|gear ?box(?:es)?|exhausts?|shocks?|shock absorbers?|radiators?|alternators?|starters?|clutch(?:es)?|filters?|doors?|bonnets?|grilles?|body parts?',
    'car_parts',
  ],
];
const PART = PARTS.map(([pattern]) => pattern).join('|');

/** The vehicles themselves; makes and models are added by the caller. */
const VEHICLES = [
  'cars?',
  'vehicles?',
  'trucks?',
  'bakkies?',
  'kombis?',
  'motor ?bikes?',
  'motorcycles?',
];
/** 'Of the car' in Shona and Ndebele: 'matayi emota', 'amathayi emoto', 'bhatiri yemotokari'. */
const OF_VEHICLE_LOCAL = String.raw`(?:ye|dze|e|re|ze|ya|za|we|wa)(?:mota|motokari|moto|imoto)`;

export interface VehiclePart {
  /** The part as the words say it ('seat covers', 'tyres'). */
  part: string;
  /** The words that say the vehicle ('car', 'honda fit'). */
  vehicle: string[];
  subType: string;
}

/** Reads a part of a vehicle said with the vehicle, given the makes and models the rules know. */
export function vehiclePartReader(makesAndModels: string[]): (words: string) => VehiclePart | null {
  const escaped = makesAndModels
    .filter((name) => /^[a-z0-9 -]{2,}$/.test(name))
    .map((name) => name.replace(/[-]/g, '[ -]?'));
  const vehicle = `(?:${[...VEHICLES, ...escaped].join('|')})`;
  // A model after the make ('honda fit', 'nissan note'), never 'with', 'and' or a year: a
  // 'Honda Fit 2010 mags' is a car with its mags.
  const model = String.raw`(?:\s+(?!(?:with|and|or|plus|has|have|having|in|at|for|new|good|its)\b)[a-z][a-z0-9]*){0,2}?`;
  // The model and year after a make the part is for ('for a honda fit 2010').
  const named = `(?:\\s+(?:${[...escaped, '\\d{2,4}'].join('|')}))*`;
  const patterns = [
    // 'car seat covers', 'honda fit 2010 tyres', 'corolla spares'
    new RegExp(String.raw`\b(?<vehicle>${vehicle}${model})\s+(?<part>${PART})\b`),
    // 'tyres for a honda fit', 'battery for my car', 'spares to fit a corolla'
    new RegExp(
      String.raw`\b(?<part>${PART})\s+(?:for|of|to fit|that fits?|fitting)\s+(?:(?:a|an|my|the|our|his|her)\s+)?(?<vehicle>${vehicle}${named})\b`,
    ),
    // 'matayi emota', and a make straight after the part ('tyres toyota', from 'matayi eToyota')
    new RegExp(
      String.raw`\b(?<part>${PART})\s+(?<vehicle>${OF_VEHICLE_LOCAL}|${vehicle}${named})\b`,
    ),
  ];
  return (words) => {
    for (const pattern of patterns) {
      const found = pattern.exec(words);
      if (!found) continue;
      const part = found.groups!.part!;
      const subType = PARTS.find(([p]) => new RegExp(`^(?:${p})$`).test(part))?.[1] ?? 'car_parts';
      return { part, vehicle: found.groups!.vehicle!.split(' '), subType };
    }
    return null;
  };
}

/**
 * The request read as the part: vehicle parts first, every other kind (the vehicle, power for
 * 'battery', phones for 'cover') only a hint, and the make no filter: the vehicle's words are
 * what it fits (`fits`), so a listing naming them ranks first. The thing is the part, as the
 * buyer named it (`label`).
 */
export function asVehiclePart(request: SearchRequest, found: VehiclePart, label: string): void {
  const hints: CategoryGuess[] = request.categories
    .filter((c) => c.type !== 'vehicle_parts')
    .map((c) => ({ ...c, weight: Math.min(c.weight, 0.4) }));
  let parts = request.categories.filter((c) => c.type === 'vehicle_parts');
  if (!parts.some((c) => c.weight >= 0.8)) {
    parts = [
      { type: 'vehicle_parts', subType: found.subType, weight: 1 },
      ...parts.filter((c) => c.subType !== found.subType),
    ];
  }
  request.categories = [...parts.sort((a, b) => b.weight - a.weight), ...hints];
  request.brands = [];
  const fits = request.terms.filter((term) => found.vehicle.includes(term));
  if (fits.length) {
    request.fits = fits;
    request.terms = request.terms.filter((term) => !fits.includes(term));
  }
  const target = { type: 'vehicle_parts', subType: found.subType, weight: 1 };
  const words = found.part
    .split(' ')
    .map(singular)
    .filter((word) => !DEAL_WORDS.has(word) && !namesCategory(word, target));
  request.thing = { label, words };
}
