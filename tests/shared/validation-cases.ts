/**
 * Every validation case the server knows for the seller's forms, as the form would hold the
 * values. The server suite sends each to the API, the device check runs each, and the two
 * verdicts must agree (tests/server/form-verdict.test.ts).
 */

const long = (length: number) => 'x'.repeat(length);

/** A complete, valid car listing as the editor holds it. */
export const CAR: Record<string, unknown> = {
  type: 'vehicle',
  title: 'Toyota Aqua',
  description: 'Hybrid, 2015, clean',
  subType: 'car',
  vehicleBrand: 'toyota',
  modelYear: '2015',
  price: { type: 'fixed', amount: '7,500', isNegotiable: true },
  city: 'harare',
  neighborhood: 'avondale',
  features: ['Air conditioning', 'Power steering'],
};

export interface ListingCase {
  name: string;
  /** Replaces fields of CAR (undefined removes one). */
  change: Record<string, unknown>;
  /** The field the server names when it refuses; undefined when it accepts. */
  refused?: string;
  /** What the server stores (and answers) for some fields of an accepted case. */
  stored?: Record<string, unknown>;
}

const YEAR = new Date().getUTCFullYear();

export const LISTING_CASES: readonly ListingCase[] = [
  { name: 'a complete car', change: {} },
  { name: 'no title', change: { title: undefined }, refused: 'title' },
  { name: 'a blank title', change: { title: '   ' }, refused: 'title' },
  { name: 'a title of 150 characters', change: { title: long(150) } },
  { name: 'a title of 151 characters', change: { title: long(151) }, refused: 'title' },
  { name: 'a title of 210 characters', change: { title: long(210) }, refused: 'title' },
  { name: 'no description', change: { description: '' }, refused: 'description' },
  { name: 'a description of 5000 characters', change: { description: long(5000) } },
  {
    name: 'a description of 5001 characters',
    change: { description: long(5001) },
    refused: 'description',
  },
  { name: 'no type', change: { type: undefined }, refused: 'type' },
  { name: 'the healthcare type', change: { type: 'healthcare' }, refused: 'type' },
  { name: 'no sub-type', change: { subType: undefined }, refused: 'subType' },
  { name: 'a sub-type of another type', change: { subType: 'house' }, refused: 'subType' },
  { name: 'no brand for a car', change: { vehicleBrand: null }, refused: 'vehicleBrand' },
  { name: 'an unknown brand', change: { vehicleBrand: 'trabant' }, refused: 'vehicleBrand' },
  { name: 'a brand by its label', change: { vehicleBrand: 'Mercedes-Benz' } },
  { name: "next year's model", change: { modelYear: String(YEAR + 1) } },
  {
    name: 'a model year two years ahead',
    change: { modelYear: String(YEAR + 2) },
    refused: 'modelYear',
  },
  { name: 'the model year 2005', change: { modelYear: '2005' } },
  { name: 'the model year 2004', change: { modelYear: '2004' }, refused: 'modelYear' },
  { name: "'2004 or older'", change: { modelYear: 'other' } },
  { name: 'no model year', change: { modelYear: undefined } },
  { name: 'no price', change: { price: undefined }, refused: 'price' },
  { name: 'no price type', change: { price: { amount: 5 } }, refused: 'price' },
  {
    name: 'an unknown price type',
    change: { price: { type: 'weekly', amount: 5 } },
    refused: 'price.type',
  },
  {
    name: 'a fixed price without amount',
    change: { price: { type: 'fixed' } },
    refused: 'price.amount',
  },
  {
    name: 'a monthly price without amount',
    change: { price: { type: 'monthly', amount: '' } },
    refused: 'price.amount',
  },
  { name: 'an amount as typed', change: { price: { type: 'fixed', amount: '$12,500.50' } } },
  {
    name: 'a negative amount',
    change: { price: { type: 'fixed', amount: -1 } },
    refused: 'price.amount',
  },
  {
    name: 'a text amount',
    change: { price: { type: 'fixed', amount: 'lots' } },
    refused: 'price.amount',
  },
  { name: 'a range', change: { price: { type: 'range', minAmount: '100', maxAmount: '200' } } },
  {
    name: 'a range without maximum',
    change: { price: { type: 'range', minAmount: 1 } },
    refused: 'price.maxAmount',
  },
  {
    name: 'a range without minimum',
    change: { price: { type: 'range', maxAmount: 1 } },
    refused: 'price.minAmount',
  },
  {
    name: 'a range upside down',
    change: { price: { type: 'range', minAmount: 9, maxAmount: 1 } },
    refused: 'price.maxAmount',
  },
  {
    name: 'a described price without text',
    change: { price: { type: 'description' } },
    refused: 'price.description',
  },
  {
    name: 'a described price',
    change: { price: { type: 'description', description: 'From $100 per kg' } },
  },
  {
    name: 'a price description of 301 characters',
    change: { price: { type: 'description', description: long(301) } },
    refused: 'price.description',
  },
  {
    name: 'a price frequency of 31 characters',
    change: { price: { type: 'fixed', amount: 5, frequency: long(31) } },
    refused: 'price.frequency',
  },
  { name: 'no city', change: { city: undefined }, refused: 'city' },
  { name: 'a city off the list', change: { city: 'gwanda' }, refused: 'city' },
  { name: 'a city by its label', change: { city: 'Victoria Falls', neighborhood: undefined } },
  {
    name: "city 'Other' without a town",
    change: { city: 'other', neighborhood: undefined },
    refused: 'town',
  },
  {
    name: "city 'Other' with its town",
    change: { city: 'other', town: 'Gwanda', neighborhood: undefined },
  },
  { name: 'a town of 101 characters', change: { city: 'other', town: long(101) }, refused: 'town' },
  { name: 'a town left behind by another city', change: { town: 'Gwanda' } },
  {
    name: 'an unknown neighbourhood',
    change: { neighborhood: 'atlantis' },
    refused: 'neighborhood',
  },
  { name: 'an address of 300 characters', change: { address: long(300) } },
  { name: 'an address of 301 characters', change: { address: long(301) }, refused: 'address' },
  { name: 'a bare host as website', change: { website: 'mybiz.co.zw' } },
  { name: 'a non-web website', change: { website: 'javascript:alert(1)' }, refused: 'website' },
  { name: 'a website without a dot', change: { website: 'abc' }, refused: 'website' },
  {
    name: 'a website of 501 characters',
    change: { website: `https://a.co/${long(488)}` },
    refused: 'website',
  },
  {
    name: '30 features',
    change: { features: Array.from({ length: 30 }, (_, i) => `Feature ${i}`) },
  },
  {
    name: '31 features',
    change: { features: Array.from({ length: 31 }, (_, i) => `Feature ${i}`) },
    refused: 'features',
  },
  { name: 'a feature of 200 characters', change: { features: [long(200)] } },
  {
    name: 'a feature of 201 characters',
    change: { features: ['Borehole', long(201)] },
    refused: 'features.1',
  },
  { name: 'a blank feature row', change: { features: ['Borehole', '  '] } },
  {
    name: 'a service type of 101 characters',
    change: {
      type: 'services',
      subType: 'it',
      vehicleBrand: undefined,
      modelYear: undefined,
      serviceType: long(101),
    },
    refused: 'serviceType',
  },
  { name: 'a service type for another type', change: { serviceType: long(101) } },
  {
    name: 'real estate without a deal type',
    change: {
      type: 'real_estate',
      subType: 'house',
      vehicleBrand: undefined,
      modelYear: undefined,
    },
    refused: 'realEstateDealType',
  },
  {
    name: 'a house to rent for students',
    change: {
      type: 'real_estate',
      subType: 'house',
      realEstateDealType: 'rent',
      accommodationType: 'student',
      vehicleBrand: undefined,
      modelYear: undefined,
    },
  },
  {
    name: 'a phone without a brand',
    change: { type: 'electronics', subType: 'phone', vehicleBrand: undefined },
    refused: 'electronicBrand',
  },
  {
    name: 'a shop needs no sub-type',
    change: { type: 'retail', subType: undefined, vehicleBrand: undefined, modelYear: undefined },
  },
  // Seller text can never hold a second line or turn text around (src/domain/seller-text.ts):
  // line breaks in a one-line field become a space, direction controls are removed.
  {
    name: 'a title with a fake price line under it',
    change: { title: 'Toyota Aqua\n💵 $1.00' },
    stored: { title: 'Toyota Aqua 💵 $1.00' },
  },
  {
    name: 'a title pasted with a trailing line break',
    change: { title: 'Toyota Aqua\r\n' },
    stored: { title: 'Toyota Aqua' },
  },
  {
    name: 'a title with a right-to-left override',
    change: { title: 'Toyota \u202eauqA' },
    stored: { title: 'Toyota auqA' },
  },
  {
    name: 'a title of 150 characters and a line break',
    change: { title: `${long(150)}\n` },
    stored: { title: long(150) },
  },
  {
    name: 'a title of nothing but direction marks',
    change: { title: '\u202e\u200f\u2066' },
    refused: 'title',
  },
  {
    name: 'a description of several lines with a direction override',
    change: {
      description: 'Hybrid\r\n\u202eclean\u2028Chat with the seller: https://evil.example',
    },
    stored: { description: 'Hybrid\nclean\nChat with the seller: https://evil.example' },
  },
  {
    name: 'an address over two lines',
    change: { address: '12 Samora\nMachel Ave' },
    stored: { address: '12 Samora Machel Ave' },
  },
  {
    name: 'a town with a line break',
    change: { city: 'other', town: 'Gwanda\n📍 Harare', neighborhood: undefined },
    stored: { town: 'Gwanda 📍 Harare' },
  },
  {
    name: 'a feature with a fake chat link line',
    change: { features: ['Air con\nChat with the seller: https://evil.example', '\u202eABS'] },
    stored: { features: ['Air con Chat with the seller: https://evil.example', 'ABS'] },
  },
  {
    name: 'a feature of nothing but a direction mark',
    change: { features: ['Borehole', '\u200e'] },
    refused: 'features.1',
  },
  {
    name: 'a price description with a line break',
    change: { price: { type: 'description', description: 'From $5\n💵 $1.00' } },
    stored: { price: { type: 'description', description: 'From $5 💵 $1.00' } },
  },
  {
    name: 'a website with a trailing line break',
    change: { website: 'mybiz.co.zw\n' },
    stored: { website: 'https://mybiz.co.zw' },
  },
  {
    name: 'fields hidden for the state are dropped',
    change: { subType: 'truck', accommodationType: 'student', electronicBrand: 'apple' },
  },
];

export interface ProfileCase {
  name: string;
  values: Record<string, unknown>;
  refused?: string;
  /** What the server stores (and answers) for some fields of an accepted case. */
  stored?: Record<string, unknown>;
}

const PROFILE = {
  displayName: 'Tendai Moyo Properties',
  contactNumber: '+263 77 123 4567',
  city: 'harare',
  address: '12 Samora Machel Ave',
  website: 'https://tendai.co.zw',
};

export const PROFILE_CASES: readonly ProfileCase[] = [
  { name: 'a complete profile', values: PROFILE },
  { name: 'no display name', values: { ...PROFILE, displayName: '' }, refused: 'displayName' },
  { name: 'a display name of 80 characters', values: { ...PROFILE, displayName: long(80) } },
  {
    name: 'a display name of 81 characters',
    values: { ...PROFILE, displayName: long(81) },
    refused: 'displayName',
  },
  {
    name: 'no contact number',
    values: { ...PROFILE, contactNumber: '' },
    refused: 'contactNumber',
  },
  {
    name: "contact number '99'",
    values: { ...PROFILE, contactNumber: '99' },
    refused: 'contactNumber',
  },
  { name: 'a contact number of 7 digits', values: { ...PROFILE, contactNumber: '1234567' } },
  {
    name: 'a contact number of 6 digits',
    values: { ...PROFILE, contactNumber: '123456' },
    refused: 'contactNumber',
  },
  {
    name: 'a contact number of 15 digits',
    values: { ...PROFILE, contactNumber: '263771234567890' },
  },
  {
    name: 'a contact number of 16 digits',
    values: { ...PROFILE, contactNumber: '2637712345678901' },
    refused: 'contactNumber',
  },
  {
    name: 'a contact number with letters',
    values: { ...PROFILE, contactNumber: '0771 CALL ME' },
    refused: 'contactNumber',
  },
  {
    name: 'a contact number with brackets and dashes',
    values: { ...PROFILE, contactNumber: '(077) 123-4567' },
  },
  { name: 'no city', values: { ...PROFILE, city: null }, refused: 'city' },
  { name: 'a city off the profile list', values: { ...PROFILE, city: 'rusape' }, refused: 'city' },
  { name: 'Gwanda, only on the profile list', values: { ...PROFILE, city: 'gwanda' } },
  { name: 'a city by its label', values: { ...PROFILE, city: 'Victoria Falls' } },
  { name: 'no address', values: { ...PROFILE, address: '' } },
  {
    name: 'an address of 301 characters',
    values: { ...PROFILE, address: long(301) },
    refused: 'address',
  },
  {
    name: 'a display name with a fake price line',
    values: { ...PROFILE, displayName: 'Tendai\n💵 $1.00' },
    stored: { displayName: 'Tendai 💵 $1.00' },
  },
  {
    name: 'a display name with a right-to-left override',
    values: { ...PROFILE, displayName: '\u202eiadneT' },
    stored: { displayName: 'iadneT' },
  },
  {
    name: 'a display name of nothing but a line break and a direction mark',
    values: { ...PROFILE, displayName: '\n\u200f' },
    refused: 'displayName',
  },
  {
    name: 'a contact number pasted with direction marks around it',
    values: { ...PROFILE, contactNumber: '\u202a+263 77 123 4567\u202c' },
    stored: { contactNumber: '+263 77 123 4567' },
  },
  {
    name: 'an address over two lines',
    values: { ...PROFILE, address: 'Stand 5\r\nBorrowdale' },
    stored: { address: 'Stand 5 Borrowdale' },
  },
  { name: 'no website', values: { ...PROFILE, website: '' } },
  { name: 'a bare host as website', values: { ...PROFILE, website: 'tendai.co.zw' } },
  {
    name: 'a non-web website',
    values: { ...PROFILE, website: 'ftp://tendai.co.zw' },
    refused: 'website',
  },
];
