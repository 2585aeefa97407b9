/** The national fixture's (national.ts) places and buyers' alert searches. */
import { PLACES } from '@/domain/geography';

/**
 * Where listings are, in 100 slots: Harare and its satellites most, the other form towns by size,
 * and towns the form does not list (city 'other', the town named).
 */
export function townSlots(): { city: string; town: string | null }[] {
  const weights: [string, number][] = [
    ['harare', 34],
    ['bulawayo', 13],
    ['chitungwiza', 6],
    ['mutare', 5],
    ['gweru', 4],
    ['masvingo', 3],
    ['kwekwe', 3],
    ['norton', 3],
  ];
  const slots = weights.flatMap(([city, n]) => Array.from({ length: n }, () => city));
  const others = ['kadoma', 'chinhoyi', 'victoria_falls', 'bindura', 'marondera', 'rusape'];
  const few = ['chegutu', 'kariba', 'hwange', 'beitbridge', 'zvishavane', 'karoi'];
  for (const city of [...others, ...others, ...few]) slots.push(city);
  const towns = PLACES.filter((place) => place.kind !== 'city' && place.kind !== 'suburb');
  const unlisted = towns.filter((place) => !slots.includes(place.value));
  const result = slots.map((city) => ({ city, town: null as string | null }));
  let i = 0;
  while (result.length < 100)
    result.push({ city: 'other', town: unlisted[i++ % unlisted.length]!.label });
  return result;
}

/** What buyers save alerts for: English, Shona and Ndebele, places and prices. */
export const ALERT_QUERIES = [
  'toyota corolla',
  'honda fit in harare',
  'house to rent in borrowdale',
  'room in avondale under $150',
  'plumber',
  'laptop under $300',
  'samsung phone',
  'imba yekuroja kuMabvuku',
  'mota yeHonda',
  'ndinoda fridge',
  'indlu yokuqasha eBulawayo',
  'imoto',
  'solar panels in mutare',
  'wedding dress',
  'catering for 100 people',
  'goats',
  'tiles in gweru',
  'sofa under $400',
  'car hire in victoria falls',
  'student accommodation near UZ',
  'hair salon in chitungwiza',
  'bicycle',
  'tractor',
  'school uniforms',
  'land for sale in ruwa',
  'electrician in bulawayo',
  'iphone under $500',
  'generator',
  'cement',
  'kombi for hire',
];
