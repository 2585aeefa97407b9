/**
 * Labelled buyer requests over the benchmark catalogue: English, Shona and Ndebele, typos, price
 * and place limits, local abbreviations, and follow-ups (sent after another request on the same
 * chat). Each names the listing that must be shown and what counts as relevant: the types
 * (optionally sub-types) that answer it and the limits a shown listing must respect.
 */
export interface Want {
  /** 'type' or 'type/subType'; any of them answers the request. */
  kinds: string[];
  city?: string;
  /** A town outside the form's list, matched on the listing's address. */
  town?: string;
  max?: number;
  min?: number;
  deal?: 'rent' | 'sale';
}

export interface BenchQuery {
  query: string;
  expect: string;
  want: Want;
  /** Sent first on the same chat: the request this one follows up. */
  after?: string;
}

const q = (
  query: string,
  expect: string,
  kinds: string,
  limits: Omit<Want, 'kinds'> = {},
  after?: string,
): BenchQuery => ({
  query,
  expect,
  want: { kinds: kinds.split('|'), ...limits },
  ...(after ? { after } : {}),
});

const HOUSE = 'real_estate/house|real_estate/apartment|real_estate/room';

export const BENCH_QUERIES: BenchQuery[] = [
  // English
  q('house to rent in Harare under $500', 'house-rent-avondale', HOUSE, {
    city: 'harare',
    max: 500,
    deal: 'rent',
  }),
  q('houses for rent in Harare', 'house-rent-avondale', HOUSE, { city: 'harare', deal: 'rent' }),
  q('house for sale in Harare', 'house-sale-harare', 'real_estate/house', {
    city: 'harare',
    deal: 'sale',
  }),
  q('houses for sale in Bulawayo', 'house-sale-byo', 'real_estate/house', {
    city: 'bulawayo',
    deal: 'sale',
  }),
  q('flat to rent in Mutare', 'flat-rent-mutare', HOUSE, { city: 'mutare', deal: 'rent' }),
  q('1 bedroom flat Harare', 'flat-rent-harare', HOUSE, { city: 'harare' }),
  q('student accommodation near UZ', 'room-rent-student', 'real_estate/room|accommodation', {
    city: 'harare',
  }),
  q('student rooms in Gweru', 'room-rent-gweru', 'real_estate/room|accommodation', {
    city: 'gweru',
  }),
  q('stand for sale in Ruwa', 'stand-ruwa', 'real_estate/land', { deal: 'sale' }),
  q('stands in Norton', 'stand-norton', 'real_estate/land', { city: 'norton' }),
  q('farm for sale', 'farm-chinhoyi', 'real_estate/land', { deal: 'sale' }),
  q('shop to let in town', 'shop-space-harare', 'real_estate/shop|real_estate/office', {
    deal: 'rent',
  }),
  q('office space in Bulawayo', 'office-byo', 'real_estate/office|real_estate/shop', {
    city: 'bulawayo',
  }),
  q('lodge in Victoria Falls', 'lodge-vic-falls', 'accommodation', { city: 'victoria_falls' }),
  q('hotel in Masvingo', 'hotel-masvingo', 'accommodation', { city: 'masvingo' }),
  q('airbnb Harare', 'airbnb-harare', 'accommodation', { city: 'harare' }),
  q('holiday in Kariba', 'houseboat-kariba', 'accommodation|recreation', { city: 'kariba' }),
  q('car for sale under $5000', 'car-fit', 'vehicle', { max: 5000 }),
  q('Honda Fit', 'car-fit', 'vehicle/car'),
  q('toyota corolla', 'car-corolla', 'vehicle/car'),
  q('hilux for sale', 'truck-hilux', 'vehicle'),
  q('kombi', 'kombi', 'vehicle'),
  q('motorbike', 'motorbike', 'vehicle/bike'),
  q('car hire in Harare', 'car-hire-harare', 'car_rental', { city: 'harare' }),
  q('tyres', 'tyres-kwekwe', 'vehicle_parts'),
  q('toyota spares', 'spares-toyota', 'vehicle_parts'),
  q('cement', 'cement', 'construction|hardware'),
  q('bricks', 'bricks', 'construction'),
  q('roofing sheets in Bulawayo', 'roofing', 'construction', { city: 'bulawayo' }),
  q('builder', 'builder', 'construction'),
  q('plumber', 'plumber-harare', 'home_services/plumber|construction/plumbing'),
  q('electrician in Mutare', 'electrician-mutare', 'home_services/electrician', { city: 'mutare' }),
  q('house painter in Bulawayo', 'painter-byo', 'home_services/painter', { city: 'bulawayo' }),
  q('cleaning services', 'cleaner', 'home_services/cleaner|services/cleaning'),
  q('gardener', 'gardener', 'home_services/gardener'),
  q('fumigation', 'pest', 'home_services/pest_control'),
  q('phone repairs', 'phone-repair', 'repair_services'),
  q('fridge repair in Bulawayo', 'fridge-repair', 'repair_services', { city: 'bulawayo' }),
  q('mechanic', 'mechanic', 'repair_services'),
  q('braids', 'braids', 'beauty_personal_care'),
  q('barber in Bulawayo', 'barber', 'beauty_personal_care', { city: 'bulawayo' }),
  q('samsung phone', 'phone-samsung', 'electronics/phone'),
  q('iphone', 'phone-iphone', 'electronics/phone'),
  q('laptop under $300 in Bulawayo', 'laptop-hp', 'electronics/laptop', {
    city: 'bulawayo',
    max: 300,
  }),
  q('laptop', 'laptop-dell', 'electronics/laptop'),
  q('smart tv', 'tv', 'electronics/tv'),
  q('fridge for sale', 'fridge', 'electronics/appliances'),
  q('ps5', 'ps5', 'electronics/gaming'),
  q('sofa', 'sofa', 'furniture'),
  q('double bed', 'bed', 'furniture'),
  q('ladies clothes', 'clothes-women', 'fashion'),
  q('school uniforms', 'uniforms', 'fashion'),
  q('sneakers', 'shoes', 'fashion/shoes'),
  q('goats', 'goats', 'grocery_farm/livestock'),
  q('cattle for sale', 'cattle', 'grocery_farm/livestock'),
  q('broilers', 'broilers', 'grocery_farm/livestock'),
  q('chicken feed', 'stockfeed', 'grocery_farm/feed'),
  q('maize', 'maize', 'grocery_farm/produce'),
  q('birthday cake', 'bakery', 'restaurant/bakery'),
  q('lawyer', 'lawyer', 'services/legal'),
  q('website designer', 'web-design', 'services/software|services/design'),
  q('furniture removals', 'movers', 'services/logistics|car_rental/moving'),
  q('wedding photographer', 'photographer', 'services/photography|bridal/photography'),
  q('solar installation', 'solar', 'energy_services'),
  q('gas refill in Bulawayo', 'gas', 'energy_services', { city: 'bulawayo' }),
  q('maths tutor', 'tutor', 'education'),
  q('driving lessons', 'driving', 'education'),
  q('wedding catering', 'catering', 'catering'),
  q('wedding dress', 'wedding-dress', 'bridal'),
  q('gym', 'gym', 'sports'),
  q('safari in Hwange', 'safari', 'recreation', { city: 'hwange' }),
  // Shona
  q('ndiri kutsvaga imba yekurenda kuHarare', 'house-rent-avondale', HOUSE, {
    city: 'harare',
    deal: 'rent',
  }),
  q('imba yekurenda', 'house-rent-avondale', HOUSE, { deal: 'rent' }),
  q('imba iri kutengeswa kuBulawayo', 'house-sale-byo', 'real_estate/house', {
    city: 'bulawayo',
    deal: 'sale',
  }),
  q('mbudzi dziri kutengeswa', 'goats', 'grocery_farm/livestock'),
  q('ndinoda mbudzi', 'goats', 'grocery_farm/livestock'),
  q('mombe', 'cattle', 'grocery_farm/livestock'),
  q('huku', 'broilers', 'grocery_farm/livestock'),
  q('mota iri kutengeswa', 'car-fit', 'vehicle'),
  q('ndiri kutsvaga mota', 'car-corolla', 'vehicle'),
  q('mbatya dzevakadzi', 'clothes-women', 'fashion'),
  q('mbatya', 'clothes-women', 'fashion'),
  q('shangu', 'shoes', 'fashion/shoes'),
  q('chibage', 'maize', 'grocery_farm/produce'),
  q(
    'ndiri kutsvaga plumber kuHarare',
    'plumber-harare',
    'home_services/plumber|construction/plumbing',
    { city: 'harare' },
  ),
  q('nharembozha', 'phone-samsung', 'electronics/phone'),
  q('mubhedha', 'bed', 'furniture'),
  q('keke rebirthday', 'bakery', 'restaurant/bakery'),
  q('munda uri kutengeswa', 'stand-ruwa', 'real_estate/land', { deal: 'sale' }),
  q('kamuri kevadzidzi', 'room-rent-student', 'real_estate/room|accommodation'),
  q('chingwa', 'bakery', 'restaurant/bakery'),
  // Ndebele
  q('ngifuna indlu yokuqasha eHarare', 'house-rent-avondale', HOUSE, {
    city: 'harare',
    deal: 'rent',
  }),
  q('indlu yokuqasha eBulawayo', 'house-rent-byo', HOUSE, { city: 'bulawayo', deal: 'rent' }),
  q('indlu ethengiswayo', 'house-sale-byo', 'real_estate/house', { deal: 'sale' }),
  q('imbuzi', 'goats', 'grocery_farm/livestock'),
  q('ngidinga imbuzi', 'goats-gwanda', 'grocery_farm/livestock'),
  q('inkomo', 'cattle', 'grocery_farm/livestock'),
  q('izinkukhu', 'broilers', 'grocery_farm/livestock'),
  q('imoto ethengiswayo', 'car-corolla', 'vehicle'),
  q('ngifuna imoto', 'car-fit', 'vehicle'),
  q('izimpahla zabesifazana', 'clothes-women', 'fashion'),
  q('izimpahla', 'clothes-men', 'fashion'),
  q('izicathulo', 'shoes', 'fashion/shoes'),
  q('umbila', 'maize', 'grocery_farm/produce'),
  q('umbhede', 'bed', 'furniture'),
  q('ifoni', 'phone-samsung', 'electronics/phone'),
  // typos
  q('electrican', 'electrician-harare', 'home_services/electrician'),
  q('plumbr in byo', 'plumber-byo', 'home_services/plumber|construction/plumbing', {
    city: 'bulawayo',
  }),
  q('hous to rent', 'house-rent-avondale', HOUSE, { deal: 'rent' }),
  q('lapto', 'laptop-dell', 'electronics/laptop'),
  q('labtop in bulawayo', 'laptop-hp', 'electronics/laptop', { city: 'bulawayo' }),
  q('fridg', 'fridge', 'electronics/appliances|repair_services'),
  q('samsumg phone', 'phone-samsung', 'electronics/phone'),
  q('motorbyk', 'motorbike', 'vehicle/bike'),
  q('cemment', 'cement', 'construction|hardware'),
  q('carpentr', 'builder', 'construction|home_services/carpenter|furniture'),
  q('gardner', 'gardener', 'home_services/gardener'),
  q('photografer', 'photographer', 'services/photography|bridal/photography'),
  q('tyers', 'tyres-kwekwe', 'vehicle_parts'),
  q('braids in chitungwza', 'braids', 'beauty_personal_care', { city: 'chitungwiza' }),
  q('hwange safar', 'safari', 'recreation', { city: 'hwange' }),
  q('wedding dres', 'wedding-dress', 'bridal'),
  q('mechanik', 'mechanic', 'repair_services'),
  q('solar panal', 'solar', 'energy_services'),
  q('apartmnt in mutare', 'flat-rent-mutare', HOUSE, { city: 'mutare' }),
  q('lawer', 'lawyer', 'services/legal'),
  // abbreviations, towns
  q('house to rent in Byo', 'house-rent-byo', HOUSE, { city: 'bulawayo', deal: 'rent' }),
  q('lodge in Vic Falls', 'lodge-vic-falls', 'accommodation', { city: 'victoria_falls' }),
  q('house in Chitown', 'house-chitungwiza', HOUSE, { city: 'chitungwiza' }),
  q('bricks Chitown', 'bricks', 'construction', { city: 'chitungwiza' }),
  q('goats in Gwanda', 'goats-gwanda', 'grocery_farm/livestock', { town: 'gwanda' }),
  q('cattle in Chiredzi', 'cattle', 'grocery_farm/livestock', { town: 'chiredzi' }),
  q('bananas from Chipinge', 'bananas', 'grocery_farm/produce', { town: 'chipinge' }),
  q('stands Ruwa', 'stand-ruwa', 'real_estate/land'),
  q('plot in Norton', 'stand-norton', 'real_estate/land', { city: 'norton' }),
  q('car hire byo', 'car-hire-byo', 'car_rental', { city: 'bulawayo' }),
  // price limits
  q('car under $6000', 'car-corolla', 'vehicle', { max: 6000 }),
  q('phone under $200', 'phone-samsung', 'electronics/phone', { max: 200 }),
  q('house for rent between $200 and $300', 'house-rent-byo', HOUSE, {
    min: 200,
    max: 300,
    deal: 'rent',
  }),
  q('room under 150', 'room-rent-student', 'real_estate/room|accommodation', { max: 150 }),
  q('laptop below 250', 'laptop-dell', 'electronics/laptop', { max: 250 }),
  q('tv under $400', 'tv', 'electronics/tv', { max: 400 }),
  q('sofa under $700', 'sofa', 'furniture', { max: 700 }),
  q('goats under $50', 'goats-gwanda', 'grocery_farm/livestock', { max: 50 }),
  q('stand for sale under $10000', 'stand-norton', 'real_estate/land', {
    max: 10000,
    deal: 'sale',
  }),
  q('house for sale under 70k', 'house-sale-byo', 'real_estate/house', {
    max: 70000,
    deal: 'sale',
  }),
  // follow-ups
  q(
    'cheaper',
    'house-rent-avondale',
    HOUSE,
    { city: 'harare', deal: 'rent', max: 1499 },
    'houses for rent in Harare',
  ),
  q('in Bulawayo', 'house-rent-byo', HOUSE, { city: 'bulawayo', deal: 'rent' }, 'house to rent'),
  q(
    'what about Bulawayo',
    'plumber-byo',
    'home_services/plumber|construction/plumbing',
    { city: 'bulawayo' },
    'plumber in Harare',
  ),
  q('under $300', 'laptop-hp', 'electronics/laptop', { max: 300 }, 'laptop'),
  q('for rent', 'house-rent-avondale', HOUSE, { deal: 'rent' }, 'house in Harare'),
  q('for sale', 'house-sale-harare', 'real_estate/house', { deal: 'sale' }, 'house in Harare'),
  q(
    'in Mutare',
    'electrician-mutare',
    'home_services/electrician',
    { city: 'mutare' },
    'electrician',
  ),
  q('in Byo', 'car-hire-byo', 'car_rental', { city: 'bulawayo' }, 'car hire'),
  q('cheaper', 'laptop-dell', 'electronics/laptop', { max: 259.99 }, 'laptop'),
  q('under $200', 'phone-samsung', 'electronics/phone', { max: 200 }, 'phone'),
  q(
    'in Gweru',
    'room-rent-gweru',
    'real_estate/room|accommodation',
    { city: 'gweru' },
    'student rooms',
  ),
  q('kuBulawayo', 'house-rent-byo', HOUSE, { city: 'bulawayo', deal: 'rent' }, 'imba yekurenda'),
  q('eBulawayo', 'barber', 'beauty_personal_care', { city: 'bulawayo' }, 'barber'),
  q(
    'in Harare',
    'plumber-harare',
    'home_services/plumber|construction/plumbing',
    { city: 'harare' },
    'plumber',
  ),
  q(
    'for students',
    'room-rent-student',
    'real_estate/room|accommodation',
    {},
    'rooms to rent in Harare',
  ),
];
