import { sortByLabel, type Option } from './option';

/** The city whose suburbs the editor offers as neighbourhoods. */
export const HARARE = 'harare';
/** The form city 'Other': the seller then names the town (stored as `town`). */
export const OTHER_CITY = 'other';

/**
 * Harare suburbs, sorted by label, with Other last (a seller looks for their suburb first, and
 * expects the catch-all at the end).
 */
export const HARARE_NEIGHBORHOODS: readonly Option[] = [
  ...sortByLabel([
    { value: 'arcadia', label: 'Arcadia' },
    { value: 'avondale', label: 'Avondale' },
    { value: 'belgravia', label: 'Belgravia' },
    { value: 'belvedere', label: 'Belvedere' },
    { value: 'borrowdale', label: 'Borrowdale' },
    { value: 'borrowdale_brooke', label: 'Borrowdale Brooke' },
    { value: 'budiriro', label: 'Budiriro' },
    { value: 'cbd', label: 'CBD' },
    { value: 'chisipite', label: 'Chisipite' },
    { value: 'dzivarasekwa', label: 'Dzivarasekwa' },
    { value: 'eastlea', label: 'Eastlea' },
    { value: 'emerald_hill', label: 'Emerald Hill' },
    { value: 'epworth', label: 'Epworth' },
    { value: 'glen_lorne', label: 'Glen Lorne' },
    { value: 'glen_norah', label: 'Glen Norah' },
    { value: 'glen_view', label: 'Glen View' },
    { value: 'greendale', label: 'Greendale' },
    { value: 'gunhill', label: 'Gunhill' },
    { value: 'hatfield', label: 'Hatfield' },
    { value: 'highfield', label: 'Highfield' },
    { value: 'highlands', label: 'Highlands' },
    { value: 'hillside', label: 'Hillside' },
    { value: 'kambuzuma', label: 'Kambuzuma' },
    { value: 'kuwadzana', label: 'Kuwadzana' },
    { value: 'mabelreign', label: 'Mabelreign' },
    { value: 'mabvuku', label: 'Mabvuku' },
    { value: 'mandara', label: 'Mandara' },
    { value: 'marlborough', label: 'Marlborough' },
    { value: 'mbare', label: 'Mbare' },
    { value: 'milton_park', label: 'Milton Park' },
    { value: 'mount_pleasant', label: 'Mount Pleasant' },
    { value: 'msasa', label: 'Msasa' },
    { value: 'mufakose', label: 'Mufakose' },
    { value: 'newlands', label: 'Newlands' },
    { value: 'pomona', label: 'Pomona' },
    { value: 'rugare', label: 'Rugare' },
    { value: 'southerton', label: 'Southerton' },
    { value: 'strathaven', label: 'Strathaven' },
    { value: 'sunningdale', label: 'Sunningdale' },
    { value: 'tafara', label: 'Tafara' },
    { value: 'warren_park', label: 'Warren Park' },
    { value: 'waterfalls', label: 'Waterfalls' },
    { value: 'westgate', label: 'Westgate' },
  ]),
  { value: 'other', label: 'Other' },
];

/** Listing cities, in the spec's order (largest first), Other last. */
export const FORM_CITIES: readonly Option[] = [
  { value: 'harare', label: 'Harare' },
  { value: 'bulawayo', label: 'Bulawayo' },
  { value: 'mutare', label: 'Mutare' },
  { value: 'masvingo', label: 'Masvingo' },
  { value: 'chitungwiza', label: 'Chitungwiza' },
  { value: 'gweru', label: 'Gweru' },
  { value: 'kwekwe', label: 'Kwekwe' },
  { value: 'kadoma', label: 'Kadoma' },
  { value: 'chinhoyi', label: 'Chinhoyi' },
  { value: 'victoria_falls', label: 'Victoria Falls' },
  { value: 'bindura', label: 'Bindura' },
  { value: 'marondera', label: 'Marondera' },
  { value: 'rusape', label: 'Rusape' },
  { value: 'chegutu', label: 'Chegutu' },
  { value: 'norton', label: 'Norton' },
  { value: 'kariba', label: 'Kariba' },
  { value: 'hwange', label: 'Hwange' },
  { value: 'beitbridge', label: 'Beitbridge' },
  { value: 'zvishavane', label: 'Zvishavane' },
  { value: 'karoi', label: 'Karoi' },
  { value: 'other', label: 'Other' },
];

/** Seller profile cities (a different list from the listing one, as the spec gives it), sorted. */
export const PROFILE_CITIES: readonly Option[] = sortByLabel([
  { value: 'harare', label: 'Harare' },
  { value: 'bulawayo', label: 'Bulawayo' },
  { value: 'chitungwiza', label: 'Chitungwiza' },
  { value: 'mutare', label: 'Mutare' },
  { value: 'gweru', label: 'Gweru' },
  { value: 'kwekwe', label: 'Kwekwe' },
  { value: 'kadoma', label: 'Kadoma' },
  { value: 'masvingo', label: 'Masvingo' },
  { value: 'chinhoyi', label: 'Chinhoyi' },
  { value: 'marondera', label: 'Marondera' },
  { value: 'bindura', label: 'Bindura' },
  { value: 'gwanda', label: 'Gwanda' },
  { value: 'victoria_falls', label: 'Victoria Falls' },
  { value: 'zvishavane', label: 'Zvishavane' },
  { value: 'kariba', label: 'Kariba' },
]);
