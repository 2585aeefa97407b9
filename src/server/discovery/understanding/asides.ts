/**
 * Words said around the thing that are not the thing, taken out before the rules read a request:
 * a make said with a Shona or Ndebele 'of' ('ifoni yeTecno' is a Tecno), a make said not to be
 * wanted ('i dont want a toyota, show me nissans'), and who will live in a home ('a room for a
 * single lady' is a room, not ladies' clothes).
 */
import type { Named } from './places';

/** Words for a home to rent or buy, in the three languages. */
const HOME_WORDS =
  /\b(?:rooms?|house|houses|flats?|cottages?|apartments?|boarding|accommodation|imba|indlu|ikamelo|kamuri)\b/;
/** Who will live in a home ('for a single lady', 'for a working man', 'for 2 students'). */
const TENANT =
  /\bfor\s+(?:a\s+|an\s+|one\s+|\d\s+)?(?:single\s+|working\s+|young\s+|married\s+|decent\s+|mature\s+)?(?:lady|ladies|woman|women|man|men|gent|gents|gentleman|girl|girls|guy|guys|couple|couples|family|families|person|people|female|male)\b/g;

/** The request's words with the asides taken out, and the makes said not to be wanted. */
export function asidesOf(
  brands: Named[],
): (words: string) => { rest: string; notBrands: string[] } {
  const brandWords = brands
    .map((b) => b.phrase)
    .filter((phrase) => /^[a-z]{3,}$/.test(phrase))
    .join('|');
  /** 'yeTecno', 'reSamsung', 'dzeToyota': a Shona or Ndebele 'of' (or 'it is') before a brand. */
  const prefixed = new RegExp(
    String.raw`\b(?:ye|ya|re|ra|dze|dza|ze|za|che|cha|we|wa|kwe|yi|nde)(${brandWords})\b`,
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
    rest = rest.replace(prefixed, ' $1');
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
