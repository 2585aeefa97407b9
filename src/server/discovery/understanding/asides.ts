/**
 * Words said around the thing that are not the thing, taken out before the rules read a request:
 * a make said with a Shona or Ndebele 'of' ('ifoni yeTecno' is a Tecno), a make said not to be
 * wanted ('i dont want a toyota, show me nissans'), who will live in a home ('a room for a
 * single lady' is a room, not ladies' clothes), who the thing is for ('a laptop for my
 * daughter', 'mwana wangu') and a size ('size 8').
 */
import type { Named } from './places';

/** Words for a home to rent or buy, in the three languages. */
const HOME_WORDS =
  /\b(?:rooms?|house|houses|flats?|cottages?|apartments?|boarding|accommodation|imba|indlu|ikamelo|kamuri)\b/;
/** Who will live in a home ('for a single lady', 'for a working man', 'for 2 students'). */
const TENANT =
  /\bfor\s+(?:a\s+|an\s+|one\s+|\d\s+)?(?:single\s+|working\s+|young\s+|married\s+|decent\s+|mature\s+)?(?:lady|ladies|woman|women|man|men|gent|gents|gentleman|girl|girls|guy|guys|couple|couples|family|families|person|people|female|male)\b/g;

/** Family and friends the thing is for ('my daughter', 'for my wife'); children stay a hint. */
const RELATIVE =
  '(?:daughter|son|wife|husband|mum|mom|mother|dad|father|brother|sister|friend|boyfriend|girlfriend|granny|grandma|grandmother|grandfather|niece|nephew|uncle|aunt|auntie|cousin|family|boss)';
/**
 * Who the thing is for, not the thing: 'my daughter ... needs a laptop', 'a car for my wife',
 * Shona 'mwanasikana wangu', Ndebele 'indodakazi yami', and the possessives ('wangu', 'yami').
 * What they need is the thing.
 */
const FOR_SOMEONE = new RegExp(
  String.raw`\b(?:for\s+)?(?:my|our|his|her|your)\s+(?:little\s+|young\s+|elder\s+|older\s+|younger\s+|big\s+|new\s+)?${RELATIVE}s?\b|\b[a-z]{0,4}?(?:mwanasikana|mwanakomana|mudzimai|hanzvadzi|ndodakazi|ndodana|mkami|mkhami|dadewethu|mfowethu)\b|\b(?:wangu|vangu|yangu|wami|yami|bami|wethu|bethu|wedu|vedu)\b`,
  'g',
);
/** A size ('size 8', 'saizi 42'): the buyer's fit, not a word a listing must hold, nor a price. */
const SIZE = /\b(?:size|sz|saizi|sayizi|usayizi|isayizi)\s?(?:no\s?)?\d+(?:\s?\d\/\d)?\b/g;

/** The request's words with the asides taken out, and the makes said not to be wanted. */
export function asidesOf(
  brands: Named[],
): (words: string) => { rest: string; notBrands: string[] } {
  const brandWords = brands
    .map((b) => b.phrase)
    .filter((phrase) => /^[a-z]{3,}$/.test(phrase))
    .join('|');
  /**
   * 'yeTecno', 'reSamsung', 'dzeToyota': a Shona or Ndebele 'of' (or 'it is') before a brand;
   * 'iSamsung', 'maToyota', 'amaHonda': a noun prefix.
   */
  const prefixed = new RegExp(
    String.raw`\b(?:ye|ya|re|ra|dze|dza|ze|za|che|cha|we|wa|kwe|yi|nde|i|ama|ma)(${brandWords})\b`,
    'g',
  );
  /** 'i dont want a toyota', 'not samsung', 'handidi yeHonda': a brand said not to be wanted. */
  const unwanted = new RegExp(
    String.raw`\b(?:dont|do not|not|no|never|without|except|but not|handidi|hatidi|angifuni|angiyifuni)\s+(?:want\s+|need\s+|like\s+)?(?:a\s+|an\s+|the\s+|any\s+)?(?:ye|ya|re)?(${brandWords})s?\b`,
    'g',
  );
  return (words) => {
    const notBrands: string[] = [];
    let rest = words.replace(unwanted, (_, phrase: string) => {
      const brand = brands.find((b) => b.phrase === phrase);
      if (brand && !notBrands.includes(brand.value)) notBrands.push(brand.value);
      return ' ';
    });
    rest = rest.replace(prefixed, ' $1').replace(FOR_SOMEONE, ' ').replace(SIZE, ' ');
    return { rest: HOME_WORDS.test(rest) ? rest.replace(TENANT, ' ') : rest, notBrands };
  };
}

const ACCESSORY_OF_DEVICE =
  /\b(i?phones?|smartphones?|cellphones?|samsung|tecno|itel|infinix|huawei|oppo|xiaomi|redmi|nokia|ipad|tablets?|laptops?|notebooks?|macbook)(?:\s+(?:[a-z]{0,4}\d+\w*|pro|max|plus|mini|ultra|air|galaxy))*\s+(covers?|cases?|pouch(?:es)?|chargers?|bags?|sleeves?)\b/g;

/** A device's cover, charger or bag is the accessory, not the device ('iphone 11 cover'). */
export const accessoryOfDevice = (text: string) =>
  text.replace(ACCESSORY_OF_DEVICE, (_, device: string, accessory: string) =>
    /laptop|notebook|macbook/.test(device) ? ` laptop ${accessory}` : ` phone ${accessory}`,
  );
