/** Demo sellers: businesses and individuals across the form's cities, phones in 263 7x form. */
export interface SeedSeller {
  key: string;
  phone: string;
  displayName: string;
  contactNumber: string;
  city: string;
  address?: string;
  website?: string;
}

/** Signs in as the demo admin (ADMIN_PHONES must include it) through 'Login' in the dev chat. */
export const SEED_ADMIN_PHONE = '263770000001';
/** A seller with listings, views and buyers, for trying the dashboard. */
export const SEED_SELLER_PHONE = '263772000001';

export const SEED_SELLERS: SeedSeller[] = [
  {
    key: 'moyo-properties',
    phone: SEED_SELLER_PHONE,
    displayName: 'Tendai Moyo Properties',
    contactNumber: '0772000001',
    city: 'harare',
    address: '12 Sam Nujoma Street, Avondale',
    website: 'https://moyoproperties.co.zw',
  },
  {
    key: 'byo-homes',
    phone: '263772000002',
    displayName: 'Bulawayo Homes & Stands',
    contactNumber: '0772000002',
    city: 'bulawayo',
    address: 'Fife Street, Bulawayo CBD',
  },
  {
    key: 'chipo-fashion',
    phone: '263772000003',
    displayName: "Chipo's Fashion Hub",
    contactNumber: '0772000003',
    city: 'harare',
    address: 'Eastgate Mall, Shop 24',
  },
  {
    key: 'techzone',
    phone: '263772000004',
    displayName: 'TechZone Electronics',
    contactNumber: '0772000004',
    city: 'bulawayo',
    address: 'Jason Moyo Street, Bulawayo',
  },
  {
    key: 'mutare-motors',
    phone: '263772000005',
    displayName: 'Mutare Motors',
    contactNumber: '0772000005',
    city: 'mutare',
    address: 'Herbert Chitepo Street, Mutare',
  },
  {
    key: 'fixit',
    phone: '263772000006',
    displayName: 'FixIt Home Services',
    contactNumber: '0772000006',
    city: 'harare',
  },
  {
    key: 'gweru-build',
    phone: '263772000007',
    displayName: 'Gweru Build & Hardware',
    contactNumber: '0772000007',
    city: 'gweru',
    address: 'Main Street, Gweru',
  },
  {
    key: 'vicfalls-stays',
    phone: '263772000008',
    displayName: 'Vic Falls Stays & Safaris',
    contactNumber: '0772000008',
    city: 'victoria_falls',
    website: 'https://vicfallsstays.co.zw',
  },
  {
    key: 'green-acres',
    phone: '263772000009',
    displayName: 'Green Acres Farm Supplies',
    contactNumber: '0772000009',
    city: 'marondera',
  },
  {
    key: 'bright-minds',
    phone: '263772000010',
    displayName: 'Bright Minds Tutoring',
    contactNumber: '0772000010',
    city: 'harare',
  },
  {
    key: 'glam-studio',
    phone: '263772000011',
    displayName: 'Glam Studio Chitungwiza',
    contactNumber: '0772000011',
    city: 'chitungwiza',
    address: 'Makoni Shopping Centre',
  },
  {
    key: 'sunpower',
    phone: '263772000012',
    displayName: 'SunPower Solar Masvingo',
    contactNumber: '0772000012',
    city: 'masvingo',
  },
  {
    key: 'kwekwe-spares',
    phone: '263772000013',
    displayName: 'Kwekwe Auto Spares & Hire',
    contactNumber: '0772000013',
    city: 'kwekwe',
  },
  {
    key: 'taste-of-zim',
    phone: '263772000014',
    displayName: 'Taste of Zim Catering',
    contactNumber: '0772000014',
    city: 'kadoma',
  },
  {
    key: 'chinhoyi-furniture',
    phone: '263772000015',
    displayName: 'Chinhoyi Furniture Works',
    contactNumber: '0772000015',
    city: 'chinhoyi',
  },
  {
    key: 'mhofu-pro',
    phone: '263772000016',
    displayName: 'Mhofu Professional Services',
    contactNumber: '0772000016',
    city: 'harare',
    website: 'https://mhofupro.co.zw',
  },
  {
    key: 'kariba-leisure',
    phone: '263772000017',
    displayName: 'Kariba Lakeside Leisure',
    contactNumber: '0772000017',
    city: 'kariba',
  },
  {
    key: 'norton-movers',
    phone: '263772000018',
    displayName: 'Norton Movers',
    contactNumber: '0772000018',
    city: 'norton',
  },
];
