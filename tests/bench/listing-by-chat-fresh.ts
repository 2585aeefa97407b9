/**
 * A third set of seller messages, written after the offer vocabulary of kinds (src/server/discovery/
 * offer/kinds.ts) and never used to shape it: the held-out set's type misses did lead to lines
 * there, so this set is the measure of how the type reading carries over. Same shorthand as
 * listing-by-chat-messages.ts.
 */
import type { SellerCase } from './listing-by-chat-messages';

const c = (
  text: string,
  photos: number,
  kind: string,
  price: string,
  place: string,
): SellerCase => ({ text, photos, kind, price, place });

export const FRESH_MESSAGES: SellerCase[] = [
  c('Mazda Demio 2011 $3800 Kadoma', 2, 'vehicle/car', 'f:3800', 'kadoma'),
  c('Isuzu KB250 twin cab 2013 $14500 Bulawayo', 2, 'vehicle/car', 'f:14500', 'bulawayo'),
  c('Car radio with bluetooth $45 Gweru', 1, 'vehicle_parts/electronics', 'f:45', 'gweru'),
  c('Tyres 195/65 R15 $40 each Harare', 2, 'vehicle_parts/tires', 'f:40', 'harare'),
  c(
    '2 bedroom flat to let Avondale $450 per month',
    2,
    'real_estate/apartment',
    'm:450',
    'harare/avondale',
  ),
  c('Office space to let CBD $300 pm', 1, 'real_estate/office', 'm:300', 'harare/cbd'),
  c(
    'Cottage for rent Marlborough $250 monthly',
    1,
    'real_estate/house',
    'm:250',
    'harare/marlborough',
  ),
  c('Samsung 43 inch smart TV $280 Mutare', 2, 'electronics/tv', 'f:280', 'mutare'),
  c('Dell laptop core i5 8GB $320 Bulawayo', 2, 'electronics/laptop', 'f:320', 'bulawayo'),
  c('PS4 with 2 pads $250 Hatfield', 1, 'electronics/gaming', 'f:250', 'harare/hatfield'),
  c('Bluetooth speaker JBL $60 Masvingo', 1, 'electronics/audio', 'f:60', 'masvingo'),
  c('iPhone 11 64GB $260 Kwekwe', 2, 'electronics/phone', 'f:260', 'kwekwe'),
  c(
    'Washing machine LG 7kg $300 Borrowdale',
    1,
    'electronics/appliances',
    'f:300',
    'harare/borrowdale',
  ),
  c('Dining table with 6 chairs $350 Bulawayo', 2, 'furniture/dining', 'f:350', 'bulawayo'),
  c('Wardrobe 3 door $180 Chitungwiza', 1, 'furniture/bedroom', 'f:180', 'chitungwiza'),
  c('Office desk and chair $120 Gweru', 1, 'furniture/office', 'f:120', 'gweru'),
  c('Ladies dresses size 10-14 $15 Mbare', 2, 'fashion/womens', 'f:15', 'harare/mbare'),
  c('Leather belts and wallets $10 Harare', 1, 'fashion/accessories', 'f:10', 'harare'),
  c('Wedding dress size 12 $200 Bulawayo', 2, 'bridal/dresses', 'f:200', 'bulawayo'),
  c('Broilers $5 each Norton', 1, 'grocery_farm/livestock', 'f:5', 'norton'),
  c('Fresh tomatoes per crate $8 Mbare', 1, 'grocery_farm/produce', 'f:8', 'harare/mbare'),
  c('Chicken feed 50kg $28 Marondera', 1, 'grocery_farm/feed', 'f:28', 'marondera'),
  c('Roofing sheets IBR $12 each Harare', 1, 'construction/roofing', 'f:12', 'harare'),
  c(
    'Plumber available, geysers and leaks, Glen View',
    0,
    'home_services/plumber',
    '',
    'harare/glen_view',
  ),
  c(
    'Hair dresser home visits braids $20 Kuwadzana',
    1,
    'beauty_personal_care',
    'f:20',
    'harare/kuwadzana',
  ),
  c('Maths lessons O level $10 per lesson Gweru', 0, 'education/tutoring', 'f:10:lesson', 'gweru'),
  c(
    'Driving school lessons $15 per lesson Mutare',
    0,
    'education/vocational',
    'f:15:lesson',
    'mutare',
  ),
  c('Solar panels 300W $95 Masvingo', 1, 'energy_services', 'f:95', 'masvingo'),
  c('Wedding photography packages $250 Harare', 1, 'services/photography', 'f:250', 'harare'),
  c('Car hire Honda Fit $35 per day Harare', 1, 'car_rental/daily', 'f:35:day', 'harare'),
  c('Guitar acoustic $90 Bulawayo', 1, 'electronics/audio', 'f:90', 'bulawayo'),
  c('Baby cot with mattress $70 Eastlea', 1, 'furniture/kids', 'f:70', 'harare/eastlea'),
  c('Grinder and drill set $65 Kwekwe', 1, 'hardware/tools', 'f:65', 'kwekwe'),
  c('Paint 20 litres white $35 Chitungwiza', 1, 'hardware/paint', 'f:35', 'chitungwiza'),
  c('Boxing gloves and pads $40 Harare', 1, 'sports/martial_arts', 'f:40', 'harare'),
  c('Ndiri kutengesa sofa $150 kuGlen Norah', 1, 'furniture/living', 'f:150', 'harare/glen_norah'),
  c('Ngithengisa ifriji $200 eBulawayo', 1, 'electronics/appliances', 'f:200', 'bulawayo'),
  c('Lodge rooms $40 per night Victoria Falls', 2, 'accommodation', 'n:40', 'victoria_falls'),
  c('Cakes for birthdays from $25 Harare', 1, 'restaurant/bakery', '', 'harare'),
  c('Stand for sale Ruwa 300sqm $8000', 1, 'real_estate/land', 'f:8000', 'other:Ruwa'),
];
