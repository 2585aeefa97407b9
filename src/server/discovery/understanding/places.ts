/**
 * Place names as buyers write them: the form's towns, local abbreviations (Byo, Vic Falls,
 * Chitown), Shona and Ndebele locatives ('kuHarare', 'eBulawayo', 'muGweru'), and towns the
 * form does not list (Ruwa, Chiredzi, Gwanda...), which are searched by name in the listing's
 * address and text.
 */
import { FORM_CITIES } from '@/domain/catalogue';

export interface Named {
  value: string;
  phrase: string;
}

export const CITY_ALIASES: Named[] = [
  { value: 'victoria_falls', phrase: 'vic falls' },
  { value: 'victoria_falls', phrase: 'vicfalls' },
  { value: 'victoria_falls', phrase: 'vic' },
  { value: 'bulawayo', phrase: 'byo' },
  { value: 'bulawayo', phrase: 'bulawyo' },
  { value: 'bulawayo', phrase: 'bulwayo' },
  { value: 'harare', phrase: 'hre' },
  { value: 'harare', phrase: 'hararee' },
  { value: 'harare', phrase: 'kuhrare' },
  { value: 'chitungwiza', phrase: 'chitown' },
  { value: 'chitungwiza', phrase: 'chi town' },
  { value: 'chitungwiza', phrase: 'chitungwiza' },
  { value: 'chitungwiza', phrase: 'chitungwza' },
  { value: 'kwekwe', phrase: 'kwe kwe' },
  { value: 'chinhoyi', phrase: 'sinoia' },
  { value: 'gweru', phrase: 'gwelo' },
  { value: 'mutare', phrase: 'umtali' },
];

/** Towns outside the form's list: matched by name in the address, title or description. */
export const OTHER_TOWNS = [
  'ruwa',
  'chiredzi',
  'chipinge',
  'gwanda',
  'shurugwi',
  'mutoko',
  'murehwa',
  'gokwe',
  'plumtree',
  'lupane',
  'redcliff',
  'triangle',
  'nyanga',
  'banket',
  'mvurwi',
  'chivhu',
  'mashava',
  'esigodini',
  'glendale',
  'concession',
  'mazowe',
  'headlands',
  'filabusi',
  'kezi',
  'binga',
  'mount darwin',
  'beatrice',
  'seke',
] as const;

/** 'kuharare', 'eharare', 'muharare' -> 'harare', for every listed and other town. */
export function locativeAliases(): Named[] {
  const names: Named[] = [
    ...FORM_CITIES.filter((c) => c.value !== 'other').map((c) => ({
      value: c.value,
      phrase: c.label.toLowerCase(),
    })),
    ...CITY_ALIASES.filter((a) => !a.phrase.includes(' ')),
  ];
  // 'kuVictoria Falls', 'eVictoria Falls': the prefix joins the first word.
  return names.flatMap((name) =>
    // 'ngiseGweru', 'siseBulawayo', 'iseHarare': I am, we are, it is in a town (Ndebele).
    ['ku', 'e', 'mu', 'ko', 'kwa', 'ngise', 'sise', 'ise'].map((prefix) => ({
      value: name.value,
      phrase: prefix + name.phrase,
    })),
  );
}

/** The first other town named, allowing a locative prefix ('kuRuwa', 'eGwanda'). */
export function findOtherTown(text: string): { town?: string; rest: string } {
  for (const town of OTHER_TOWNS) {
    const pattern = new RegExp(`\\b(?:ku|e|mu|ko|ngise|sise|ise)?${town}\\b`);
    if (pattern.test(text)) return { town, rest: text.replace(pattern, ' ') };
  }
  return { rest: text };
}
