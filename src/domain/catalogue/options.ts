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

/** Newest model year offered; the list runs down to MODEL_YEAR_OLDEST, then 'other'. */
export const MODEL_YEAR_NEWEST = 2025;
export const MODEL_YEAR_OLDEST = 2005;
export const MODEL_YEARS: readonly Option[] = [
  ...Array.from({ length: MODEL_YEAR_NEWEST - MODEL_YEAR_OLDEST + 1 }, (_, i) => {
    const year = String(MODEL_YEAR_NEWEST - i);
    return { value: year, label: year };
  }),
  { value: 'other', label: '2004 or older' },
];

export const PRICE_TYPE_VALUES = ['fixed', 'monthly', 'per_night', 'range', 'description'] as const;
export type PriceType = (typeof PRICE_TYPE_VALUES)[number];
export const PRICE_TYPES: readonly Option<PriceType>[] = optionsOf(PRICE_TYPE_VALUES, {
  fixed: 'Fixed Price',
  monthly: 'Monthly',
  per_night: 'Per Night',
  range: 'Price Range',
  description: 'Describe the Price',
});
