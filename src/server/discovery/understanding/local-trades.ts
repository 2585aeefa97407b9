/**
 * Trades and things whose words lead with another category's word ('house painter' is a painter,
 * not a house; 'tv stand' is furniture, not land), and the Shona and Ndebele words for trades
 * buyers ask for in a sentence ('munhu anogadzira mapombi', 'othwebula izithombe'), each with the
 * English word listings are written with.
 */
import type { Target } from './vocabulary';

export const TRADE_VOCABULARY: Record<string, Target[]> = {
  // English phrases that lead with another category's word
  'house painter': [['home_services', 'painter']],
  'house painting': [['home_services', 'painter']],
  'house wiring': [['home_services', 'electrician']],
  'moving house': [['services', 'logistics']],
  'house cleaning': [['home_services', 'cleaner']],
  'car hire': [['car_rental', undefined]],
  'car for hire': [['car_rental', undefined]],
  'chicken feed': [['grocery_farm', 'feed']],
  'chicken run': [['grocery_farm', 'livestock']],
  'phone repair': [['repair_services', undefined]],
  'laptop repair': [['repair_services', undefined]],
  'fridge repair': [['repair_services', undefined]],
  'furniture removal': [['services', 'logistics']],
  'solar installation': [['energy_services', undefined]],
  'wedding photographer': [['services', 'photography']],
  'wedding dress': [['bridal', 'dresses']],
  'wedding catering': [['catering', 'wedding']],
  'tv stand': [['furniture', 'living']],
  'tv stands': [['furniture', 'living']],
  'tv unit': [['furniture', 'living']],
  'tv cabinet': [['furniture', 'living']],
  // pipes: a plumber ('munhu anogadzira mapombi', 'olungisa amapayipi amanzi')
  mapombi: [['home_services', 'plumber']],
  pombi: [['home_services', 'plumber']],
  mapaipi: [['home_services', 'plumber']],
  amapayipi: [['home_services', 'plumber']],
  amapayiphi: [['home_services', 'plumber']],
  // pictures: a photographer ('anotora mapikicha pamuchato', 'othwebula izithombe')
  mapikicha: [['services', 'photography']],
  pikicha: [['services', 'photography']],
  othwebula: [['services', 'photography']],
  umthwebuli: [['services', 'photography']],
  thwebula: [['services', 'photography']],
  // painting in Ndebele ('ozongipendela indlu')
  ozongipendela: [['home_services', 'painter']],
  openda: [['home_services', 'painter']],
  ukupenda: [['home_services', 'painter']],
  upende: [['home_services', 'painter']],
  // moving house ('kuti nditame', 'yekutamisa', 'ukuthutha')
  nditame: [['services', 'logistics']],
  kutama: [['services', 'logistics']],
  kutamisa: [['services', 'logistics']],
  yekutamisa: [['services', 'logistics']],
  ukuthutha: [['services', 'logistics']],
  yokuthutha: [['services', 'logistics']],
};

export const TRADE_TERMS: Record<string, string> = {
  mapombi: 'plumber',
  pombi: 'plumber',
  mapaipi: 'plumber',
  amapayipi: 'plumber',
  amapayiphi: 'plumber',
  mapikicha: 'photographer',
  pikicha: 'photographer',
  othwebula: 'photographer',
  umthwebuli: 'photographer',
  thwebula: 'photographer',
  ozongipendela: 'painter',
  openda: 'painter',
  ukupenda: 'painter',
  upende: 'painter',
  nditame: 'moving',
  kutama: 'moving',
  kutamisa: 'moving',
  yekutamisa: 'moving',
  ukuthutha: 'moving',
  yokuthutha: 'moving',
};

/** A trade said with its verb: one thing, not a repairer and a pipe. */
export const TRADE_PHRASES: Record<string, string> = {
  'anogadzira mapombi': 'plumber',
  'mugadziri wemapombi': 'plumber',
  'olungisa amapayipi': 'plumber',
  'ulungisa amapayipi': 'plumber',
  'olungisa amapayiphi': 'plumber',
  'anotora mapikicha': 'photographer',
  'anotora mifananidzo': 'photographer',
  'othwebula izithombe': 'photographer',
};
