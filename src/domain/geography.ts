/**
 * Where the places buyers name are: the listing form's towns, Harare's suburbs, the satellite
 * towns around the cities (Ruwa, Epworth, Norton, Chitungwiza...) and other towns. Coordinates
 * are centres to two or three decimals: a town is what matters, not a street.
 *
 * "Nearby" is by distance, except that a satellite place counts as its town first: nothing in
 * Chitungwiza looks in Harare next, nothing in Harare looks in Chitungwiza, Norton and Ruwa next.
 */

export type PlaceKind = 'city' | 'suburb' | 'satellite' | 'town';

export interface Place {
  /** The form's city value, a suburb value, or the town's lower-case name ('ruwa'). */
  value: string;
  label: string;
  latitude: number;
  longitude: number;
  kind: PlaceKind;
  /** The form city a suburb or satellite belongs to. */
  partOf?: string;
}

const P = (
  value: string,
  label: string,
  latitude: number,
  longitude: number,
  kind: PlaceKind,
  partOf?: string,
): Place => ({ value, label, latitude, longitude, kind, ...(partOf ? { partOf } : {}) });

/** The form's towns (FORM_CITIES values). */
const CITIES: Place[] = [
  P('harare', 'Harare', -17.829, 31.052, 'city'),
  P('bulawayo', 'Bulawayo', -20.15, 28.583, 'city'),
  P('mutare', 'Mutare', -18.97, 32.67, 'city'),
  P('masvingo', 'Masvingo', -20.063, 30.828, 'city'),
  P('chitungwiza', 'Chitungwiza', -18.013, 31.076, 'satellite', 'harare'),
  P('gweru', 'Gweru', -19.45, 29.817, 'city'),
  P('kwekwe', 'Kwekwe', -18.928, 29.815, 'city'),
  P('kadoma', 'Kadoma', -18.333, 29.915, 'city'),
  P('chinhoyi', 'Chinhoyi', -17.367, 30.2, 'city'),
  P('victoria_falls', 'Victoria Falls', -17.932, 25.83, 'city'),
  P('bindura', 'Bindura', -17.302, 31.331, 'city'),
  P('marondera', 'Marondera', -18.185, 31.552, 'city'),
  P('rusape', 'Rusape', -18.528, 32.128, 'city'),
  P('chegutu', 'Chegutu', -18.13, 30.14, 'city'),
  P('norton', 'Norton', -17.883, 30.7, 'satellite', 'harare'),
  P('kariba', 'Kariba', -16.517, 28.8, 'city'),
  P('hwange', 'Hwange', -18.364, 26.498, 'city'),
  P('beitbridge', 'Beitbridge', -22.217, 30.0, 'city'),
  P('zvishavane', 'Zvishavane', -20.327, 30.067, 'city'),
  P('karoi', 'Karoi', -16.81, 29.692, 'city'),
];

/** Harare's suburbs (HARARE_NEIGHBORHOODS values). */
const HARARE_SUBURBS: Place[] = (
  [
    ['arcadia', 'Arcadia', -17.842, 31.06],
    ['avondale', 'Avondale', -17.8, 31.037],
    ['belgravia', 'Belgravia', -17.81, 31.045],
    ['belvedere', 'Belvedere', -17.833, 31.02],
    ['borrowdale', 'Borrowdale', -17.756, 31.097],
    ['borrowdale_brooke', 'Borrowdale Brooke', -17.74, 31.14],
    ['budiriro', 'Budiriro', -17.89, 30.93],
    ['cbd', 'Harare CBD', -17.831, 31.046],
    ['chisipite', 'Chisipite', -17.785, 31.12],
    ['dzivarasekwa', 'Dzivarasekwa', -17.8, 30.93],
    ['eastlea', 'Eastlea', -17.83, 31.07],
    ['emerald_hill', 'Emerald Hill', -17.79, 31.02],
    ['epworth', 'Epworth', -17.89, 31.147],
    ['glen_lorne', 'Glen Lorne', -17.76, 31.14],
    ['glen_norah', 'Glen Norah', -17.9, 30.98],
    ['glen_view', 'Glen View', -17.9, 30.95],
    ['greendale', 'Greendale', -17.81, 31.12],
    ['gunhill', 'Gun Hill', -17.78, 31.07],
    ['hatfield', 'Hatfield', -17.87, 31.09],
    ['highfield', 'Highfield', -17.88, 31.0],
    ['highlands', 'Highlands', -17.8, 31.1],
    ['hillside', 'Hillside', -17.85, 31.08],
    ['kambuzuma', 'Kambuzuma', -17.85, 30.96],
    ['kuwadzana', 'Kuwadzana', -17.83, 30.92],
    ['mabelreign', 'Mabelreign', -17.79, 31.0],
    ['mabvuku', 'Mabvuku', -17.83, 31.17],
    ['mandara', 'Mandara', -17.79, 31.14],
    ['marlborough', 'Marlborough', -17.76, 31.0],
    ['mbare', 'Mbare', -17.86, 31.04],
    ['milton_park', 'Milton Park', -17.82, 31.03],
    ['mount_pleasant', 'Mount Pleasant', -17.77, 31.05],
    ['msasa', 'Msasa', -17.84, 31.12],
    ['mufakose', 'Mufakose', -17.87, 30.94],
    ['newlands', 'Newlands', -17.81, 31.08],
    ['pomona', 'Pomona', -17.75, 31.07],
    ['rugare', 'Rugare', -17.85, 30.99],
    ['southerton', 'Southerton', -17.86, 31.01],
    ['strathaven', 'Strathaven', -17.81, 31.02],
    ['sunningdale', 'Sunningdale', -17.86, 31.07],
    ['tafara', 'Tafara', -17.82, 31.16],
    ['warren_park', 'Warren Park', -17.84, 30.98],
    ['waterfalls', 'Waterfalls', -17.88, 31.04],
    ['westgate', 'Westgate', -17.79, 30.97],
  ] as const
).map(([value, label, lat, lon]) => P(value, label, lat, lon, 'suburb', 'harare'));

/** Places outside the form's list that buyers name: satellites first, then other towns. */
const OTHER_PLACES: Place[] = [
  P('ruwa', 'Ruwa', -17.89, 31.245, 'satellite', 'harare'),
  P('seke', 'Seke', -18.05, 31.12, 'satellite', 'harare'),
  P('domboshava', 'Domboshava', -17.62, 31.13, 'satellite', 'harare'),
  P('mazowe', 'Mazowe', -17.5, 30.97, 'satellite', 'harare'),
  P('beatrice', 'Beatrice', -18.25, 30.85, 'satellite', 'harare'),
  P('goromonzi', 'Goromonzi', -17.87, 31.37, 'satellite', 'harare'),
  P('cowdray park', 'Cowdray Park', -20.08, 28.5, 'satellite', 'bulawayo'),
  P('nkulumane', 'Nkulumane', -20.2, 28.53, 'satellite', 'bulawayo'),
  P('pumula', 'Pumula', -20.16, 28.49, 'satellite', 'bulawayo'),
  P('luveve', 'Luveve', -20.1, 28.53, 'satellite', 'bulawayo'),
  P('esigodini', 'Esigodini', -20.29, 28.93, 'satellite', 'bulawayo'),
  P('redcliff', 'Redcliff', -19.03, 29.78, 'satellite', 'kwekwe'),
  P('sakubva', 'Sakubva', -18.99, 32.65, 'satellite', 'mutare'),
  P('dangamvura', 'Dangamvura', -19.0, 32.62, 'satellite', 'mutare'),
  P('mkoba', 'Mkoba', -19.46, 29.77, 'satellite', 'gweru'),
  P('mucheke', 'Mucheke', -20.08, 30.84, 'satellite', 'masvingo'),
  P('chiredzi', 'Chiredzi', -21.05, 31.67, 'town'),
  P('triangle', 'Triangle', -21.03, 31.45, 'town'),
  P('chipinge', 'Chipinge', -20.19, 32.62, 'town'),
  P('gwanda', 'Gwanda', -20.94, 29.01, 'town'),
  P('shurugwi', 'Shurugwi', -19.67, 30.0, 'town'),
  P('mutoko', 'Mutoko', -17.4, 32.23, 'town'),
  P('murehwa', 'Murehwa', -17.65, 31.78, 'town'),
  P('gokwe', 'Gokwe', -18.22, 28.93, 'town'),
  P('plumtree', 'Plumtree', -20.48, 27.82, 'town'),
  P('lupane', 'Lupane', -18.93, 27.8, 'town'),
  P('nyanga', 'Nyanga', -18.22, 32.75, 'town'),
  P('banket', 'Banket', -17.38, 30.4, 'town'),
  P('mvurwi', 'Mvurwi', -17.03, 30.85, 'town'),
  P('chivhu', 'Chivhu', -19.02, 30.89, 'town'),
  P('mashava', 'Mashava', -20.05, 30.48, 'town'),
  P('glendale', 'Glendale', -17.35, 31.07, 'town'),
  P('concession', 'Concession', -17.38, 30.95, 'town'),
  P('headlands', 'Headlands', -18.28, 32.05, 'town'),
  P('filabusi', 'Filabusi', -20.53, 29.28, 'town'),
  P('kezi', 'Kezi', -20.92, 28.47, 'town'),
  P('binga', 'Binga', -17.62, 27.34, 'town'),
  P('mount darwin', 'Mount Darwin', -16.77, 31.58, 'town'),
];

export const PLACES: readonly Place[] = [...CITIES, ...HARARE_SUBURBS, ...OTHER_PLACES];

const byValue = new Map(PLACES.map((place) => [place.value, place]));

export function placeOf(value: string | null | undefined): Place | undefined {
  return value
    ? (byValue.get(value.toLowerCase().replace(/_/g, ' ')) ?? byValue.get(value))
    : undefined;
}

/** The form's towns, each with its coordinates. */
export const FORM_TOWNS: readonly Place[] = CITIES;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in kilometres. */
export function distanceKm(a: [number, number], b: [number, number]): number {
  const dLat = radians(b[0] - a[0]);
  const dLon = radians(b[1] - a[1]);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a[0])) * Math.cos(radians(b[0])) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.sqrt(h));
}

const at = (place: Place): [number, number] => [place.latitude, place.longitude];

/** The form town (a FORM_CITIES value) nearest to a point; a satellite counts as itself. */
export function nearestFormTown(latitude: number, longitude: number): string {
  let best = 'harare';
  let bestKm = Infinity;
  for (const town of CITIES) {
    const km = distanceKm([latitude, longitude], at(town));
    if (km < bestKm) {
      best = town.value;
      bestKm = km;
    }
  }
  return best;
}

/** The form town a place counts as: itself, or the city it is a suburb or satellite of. */
export function homeTown(value: string): string | undefined {
  const place = placeOf(value);
  if (!place) return undefined;
  return (
    place.partOf ?? (place.kind === 'city' || place.kind === 'satellite' ? place.value : undefined)
  );
}

/**
 * The form towns near a place, nearest first, without the place itself. A satellite's town and
 * that town's other satellites come first (Chitungwiza: Harare, then Norton); a city's own
 * satellites come first too (Harare: Chitungwiza, Norton). Only towns within `withinKm`.
 */
export function nearbyTowns(value: string, withinKm = 250): string[] {
  const place = placeOf(value);
  if (!place) return [];
  const family = place.partOf ?? place.value;
  const ranked = CITIES.filter((town) => town.value !== place.value)
    .map((town) => {
      const km = distanceKm(at(place), at(town));
      const sameFamily = town.value === family || town.partOf === family;
      return { value: town.value, km, first: sameFamily ? 0 : 1 };
    })
    .filter((town) => town.first === 0 || town.km <= withinKm)
    .sort((a, b) => a.first - b.first || a.km - b.km);
  return ranked.map((town) => town.value);
}

/** Distance between two places by value, or Infinity when either is unknown. */
export function placesKm(a: string, b: string): number {
  const from = placeOf(a);
  const to = placeOf(b);
  return from && to ? distanceKm(at(from), at(to)) : Infinity;
}
