import { optionsOf, sortByLabel, type Option } from './option';

export const REAL_ESTATE_DEAL_TYPE_VALUES = ['rent', 'sale'] as const;
export type RealEstateDealType = (typeof REAL_ESTATE_DEAL_TYPE_VALUES)[number];
export const REAL_ESTATE_DEAL_TYPES: readonly Option<RealEstateDealType>[] = [
  { value: 'rent', label: 'For Rent' },
  { value: 'sale', label: 'For Sale' },
];

export const ACCOMMODATION_TYPE_VALUES = ['standard', 'student'] as const;
export type AccommodationType = (typeof ACCOMMODATION_TYPE_VALUES)[number];
export const ACCOMMODATION_TYPES: readonly Option<AccommodationType>[] = [
  { value: 'standard', label: 'Standard' },
  { value: 'student', label: 'Student Accommodation' },
];

/** The spec's vehicle brands, in its order, ending with Other. */
export const VEHICLE_BRANDS: readonly Option[] = [
  { value: 'toyota', label: 'Toyota' },
  { value: 'honda', label: 'Honda' },
  { value: 'ford', label: 'Ford' },
  { value: 'mercedes_benz', label: 'Mercedes-Benz' },
  { value: 'bmw', label: 'BMW' },
  { value: 'volkswagen', label: 'Volkswagen' },
  { value: 'audi', label: 'Audi' },
  { value: 'hyundai', label: 'Hyundai' },
  { value: 'kia', label: 'Kia' },
  { value: 'nissan', label: 'Nissan' },
  { value: 'mazda', label: 'Mazda' },
  { value: 'lexus', label: 'Lexus' },
  { value: 'porsche', label: 'Porsche' },
  { value: 'land_rover', label: 'Land Rover' },
  { value: 'tesla', label: 'Tesla' },
  { value: 'other', label: 'Other' },
];

/**
 * Phone, computer, TV, appliance, camera and audio brands sold in Zimbabwe: the 16 the spec
 * names plus common ones in local shops and markets. Sorted by label, Other last.
 */
export const ELECTRONIC_BRANDS: readonly Option[] = [
  ...sortByLabel([
    { value: 'apple', label: 'Apple' },
    { value: 'samsung', label: 'Samsung' },
    { value: 'itel', label: 'Itel' },
    { value: 'tecno', label: 'Tecno' },
    { value: 'dell', label: 'Dell' },
    { value: 'asus', label: 'Asus' },
    { value: 'hp', label: 'HP' },
    { value: 'google', label: 'Google' },
    { value: 'huawei', label: 'Huawei' },
    { value: 'infinix', label: 'Infinix' },
    { value: 'lenovo', label: 'Lenovo' },
    { value: 'lg', label: 'LG' },
    { value: 'sony', label: 'Sony' },
    { value: 'nokia', label: 'Nokia' },
    { value: 'oppo', label: 'Oppo' },
    { value: 'realme', label: 'Realme' },
    { value: 'xiaomi', label: 'Xiaomi' },
    { value: 'acer', label: 'Acer' },
    { value: 'microsoft', label: 'Microsoft' },
    { value: 'motorola', label: 'Motorola' },
    { value: 'oneplus', label: 'OnePlus' },
    { value: 'vivo', label: 'Vivo' },
    { value: 'zte', label: 'ZTE' },
    { value: 'alcatel', label: 'Alcatel' },
    { value: 'hisense', label: 'Hisense' },
    { value: 'tcl', label: 'TCL' },
    { value: 'sinotec', label: 'Sinotec' },
    { value: 'defy', label: 'Defy' },
    { value: 'philips', label: 'Philips' },
    { value: 'panasonic', label: 'Panasonic' },
    { value: 'toshiba', label: 'Toshiba' },
    { value: 'canon', label: 'Canon' },
    { value: 'nikon', label: 'Nikon' },
    { value: 'jbl', label: 'JBL' },
    { value: 'nintendo', label: 'Nintendo' },
  ]),
  { value: 'other', label: 'Other' },
];

/** The oldest model year offered by itself; older vehicles are 'other' ('2004 or older'). */
export const MODEL_YEAR_OLDEST = 2005;
export const MODEL_YEAR_OTHER: Option = { value: 'other', label: '2004 or older' };

/** The newest model year on a date: next year's models are sold from late in the year before. */
export function newestModelYear(now: Date): number {
  // The year in Zimbabwe (UTC+2 all year), like every date the product shows.
  return new Date(now.getTime() + HARARE_OFFSET_MS).getUTCFullYear() + 1;
}

const HARARE_OFFSET_MS = 2 * 60 * 60 * 1000;

/**
 * The model years offered on a date, newest first: the current year plus one down to
 * MODEL_YEAR_OLDEST, then '2004 or older'. Computed from the clock so the list never goes stale.
 */
export function modelYearOptions(now: Date): readonly Option[] {
  const newest = newestModelYear(now);
  return [
    ...Array.from({ length: newest - MODEL_YEAR_OLDEST + 1 }, (_, i) => {
      const year = String(newest - i);
      return { value: year, label: year };
    }),
    MODEL_YEAR_OTHER,
  ];
}

/** Whether a value is a model year offered on that date (a year in range, or 'other'). */
export function isModelYear(value: unknown, now: Date): boolean {
  if (value === MODEL_YEAR_OTHER.value) return true;
  if (typeof value !== 'string' || !/^\d{4}$/.test(value)) return false;
  const year = Number(value);
  return year >= MODEL_YEAR_OLDEST && year <= newestModelYear(now);
}

export const PRICE_TYPE_VALUES = ['fixed', 'monthly', 'per_night', 'range', 'description'] as const;
export type PriceType = (typeof PRICE_TYPE_VALUES)[number];
export const PRICE_TYPES: readonly Option<PriceType>[] = optionsOf(PRICE_TYPE_VALUES, {
  fixed: 'Fixed Price',
  monthly: 'Monthly',
  per_night: 'Per Night',
  range: 'Price Range',
  description: 'Describe the Price',
});
