/**
 * Trades and things whose words lead with another category's word ('house painter' is a painter,
 * not a house; 'tv stand' is furniture, not land), and the Shona and Ndebele words for trades
 * buyers ask for in a sentence ('munhu anogadzira mapombi', 'othwebula izithombe'), each with the
 * English word listings are written with.
 */
import type { Target } from './vocabulary';

/** 'Of a child' in Shona and Ndebele, in each concord. */
const OF_A_CHILD = `dzemwana zvemwana yemwana wemwana remwana chemwana zomntwana yomntwana
  womntwana lomntwana somntwana komntwana bomntwana zomtwana`.split(/\s+/);

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
  // moving house: the furniture is what is moved, not what is sought
  'move my furniture': [['services', 'logistics']],
  'move furniture': [['services', 'logistics']],
  'moving furniture': [['services', 'logistics']],
  'move my stuff': [['services', 'logistics']],
  'move my thing': [['services', 'logistics']],
  'move my good': [['services', 'logistics']],
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
  // beds, solar panels, bricks, children's clothes in Shona and Ndebele
  umbheda: [['furniture', 'bedroom']],
  mubhedha: [['furniture', 'bedroom']],
  mibhedha: [['furniture', 'bedroom']],
  bhedhi: [['furniture', 'bedroom']],
  mabhedhi: [['furniture', 'bedroom']],
  mapanera: [['energy_services', undefined]],
  panera: [['energy_services', undefined]],
  amaphanela: [['energy_services', undefined]],
  amabhlokisi: [['construction', 'building_materials']],
  bhlokisi: [['construction', 'building_materials']],
  amabhlokhi: [['construction', 'building_materials']],
  zvidhinha: [['construction', 'building_materials']],
  zvitinha: [['construction', 'building_materials']],
  zitina: [['construction', 'building_materials']],
  izitina: [['construction', 'building_materials']],
  dzevana: [['fashion', 'kids']],
  zvevana: [['fashion', 'kids']],
  zabantwana: [['fashion', 'kids']],
  // 'of a child' ('shangu dzemwana', 'izicathulo zomntwana'): a hint, as 'kids' is
  ...Object.fromEntries(
    OF_A_CHILD.map((word): [string, Target[]] => [word, [['fashion', 'kids', 0.5]]]),
  ),
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
  umbheda: 'bed',
  mubhedha: 'bed',
  mibhedha: 'bed',
  bhedhi: 'bed',
  mabhedhi: 'bed',
  mapanera: 'solar',
  panera: 'solar',
  amaphanela: 'solar',
  amabhlokisi: 'brick',
  bhlokisi: 'brick',
  amabhlokhi: 'brick',
  zvidhinha: 'brick',
  zvitinha: 'brick',
  zitina: 'brick',
  izitina: 'brick',
  dzevana: 'kids',
  zvevana: 'kids',
  zabantwana: 'kids',
  ...Object.fromEntries(OF_A_CHILD.map((w) => [w, 'kids'])),
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
  // Building materials said with what they build: not a house to buy.
  'okwakha indlu': 'building',
  'zokwakha indlu': 'building',
  'yokwakha indlu': 'building',
  'ekuvaka imba': 'building',
  'zvekuvakisa imba': 'building',
  'zvokuvaka imba': 'building',
  'kuvaka imba': 'building',
  // Solar panels: 'panels of the sun'.
  'mapanera ezuva': 'solar',
  'mapanera emagetsi ezuva': 'solar',
  'amaphanela elanga': 'solar',
  'amaphanele elanga': 'solar',
  // Children's clothes: 'clothes of small children'.
};
