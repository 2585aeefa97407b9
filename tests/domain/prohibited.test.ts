import { describe, expect, it } from 'vitest';
import {
  PROHIBITED_TERMS,
  addedProhibitedTerm,
  findProhibitedTerm,
  screenListingText,
  type ProhibitedCategory,
} from '@/domain/moderation/prohibited';

// Real classifieds phrasing, as sellers in Zimbabwe write it: [text, category it must be held for].
const FLAGGED: [string, ProhibitedCategory][] = [
  // English
  ['Porn DVDs for sale, cheap, all latest', 'sexual'],
  ['Pornographic magazines, imported', 'sexual'],
  ['XXX movies on flash drives, 64GB full', 'sexual'],
  ['Adult videos and DVDs delivered in Harare CBD', 'sexual'],
  ['Sex toys delivered discreetly countrywide', 'sexual'],
  ['Sex dolls imported from China', 'sexual'],
  ['Call girls available in Avondale 24/7', 'sexual'],
  ['Escort girls in Bulawayo, inbox for rates', 'sexual'],
  ['Nude pics of local girls, WhatsApp me', 'sexual'],
  ['Happy ending massage in Borrowdale, outcalls', 'sexual'],
  ['Nuru massage, private rooms', 'sexual'],
  ['Prostitutes available, call now', 'sexual'],
  ['OnlyFans content for sale, USD2 per pack', 'sexual'],
  ['Dildos and vibrators, new stock', 'sexual'],
  ['Erotic stories book collection', 'sexual'],
  // Disguised
  ['P O R N videos available', 'sexual'],
  ['p.o.r.n collection on memory cards', 'sexual'],
  ['p0rn movies latest 2026', 'sexual'],
  ['Hot S3X tapes new collection', 'sexual'],
  ['$ex toys for couples', 'sexual'],
  ['s.e.x. videos, all types', 'sexual'],
  ['Poooorn DVDs', 'sexual'],
  ['PÖRN videos', 'sexual'],
  ['sextapes of celebs', 'sexual'],
  ['CALLGIRLS Harare', 'sexual'],
  // Shona
  ['Tinotengesa mavhidhiyo eporn pa flash', 'sexual'],
  ['Mahure aripo muAvenues, tifonere', 'sexual'],
  ['Pfambi dzinowanikwa usiku', 'sexual'],
  ['Mavhidhiyo ebonde matsva', 'sexual'],
  ['Mbanje yakanaka iripo, delivery', 'drugs'],
  ['Mutoriro uripo, call me', 'drugs'],
  // Ndebele
  ['Izifebe ziyatholakala eBulawayo', 'sexual'],
  ['Amavidiyo e-porn athengiswayo', 'sexual'],
  ['Isihule siyatholakala ebusuku', 'sexual'],
  ['Insangu ethengiswayo eMpopoma', 'drugs'],
  // Drugs and forgery
  ['Dagga for sale, good quality', 'drugs'],
  ['Cocaine and crystal meth, discreet', 'drugs'],
  ['BronCleer bottles, wholesale', 'drugs'],
  ['Fake ZIMSEC certificates and degrees, quick', 'forgery'],
  ['Fake passports and IDs processed in 2 days', 'forgery'],
  ['Counterfeit notes, undetectable', 'forgery'],
  ['SSD chemical for cleaning black money', 'forgery'],
];

// Everyday adverts that share words or letters with the list: none may be held.
const CLEAN: string[] = [
  'Adult tricycle, 3 wheels, with basket',
  'Sexy red dress, size 12, worn once',
  'Massage therapist, home visits in Harare',
  'Light Sussex chickens, point of lay',
  'Flat to let on Essex road, Avondale',
  'Qualified therapist, couples counselling',
  'Cocktail dress, black, size 10',
  'Soil analysis and borehole siting',
  'Scunthorpe United replica jersey',
  'Adult education classes, O and A level',
  'XXL and XXXL t-shirts, plain',
  'Roadrunner cocks and hens for sale',
  'Rape and covo seedlings, 50c a tray',
  'Ford Escort 1.3, 1998, runs well',
  'Armed escort services for cash in transit',
  'Wire stripper and crimping tool',
  'Paint stripper 1 litre',
  'Nude heels, size 5, nude lipstick',
  'Weed killer 1L, Roundup',
  'Concrete vibrator poker, petrol',
  'Boer goats, sex: male, 8 months',
  'Unisex salon in Glen View',
  'Methylated spirits (meths) 750ml',
  'Limited slip differential (LSD) for Hilux',
  'Daga bricks and pit sand delivered',
  'Bridal planning: your happy ending starts here',
  'AI bull semen straws, Brahman',
  'Adult diapers, large, pack of 10',
  'Bedside night stand, one night stand only left',
  'Heroine costume for kids parties',
  'Essex Sussex and Middlesex maps',
  'Wheelchair yevanhu vane hurema',
  'Imba iri kurendwa muBorrowdale, 3 bedrooms',
  'Mombe dzinotengeswa, zvipfuwo zvakanaka',
  'Indlu eqatshwayo eBulawayo, amakamelo amathathu',
  'Icansi lotshani, grass mats',
  'Call centre agents wanted, girls and boys',
  'Fake nails, ID card holders and lanyards',
  'Beauty products: nude palette, sexy lashes',
  'Strip lights LED 5m',
  'Therapeutic massage, sports massage, deep tissue',
  '4x4 Toyota Hilux 2.8 GD6, $35,000',
  'Pink Sexton boots, size 6',
  'Hemp rope and sisal twine',
];

describe('the prohibited-words list', () => {
  it.each(FLAGGED)('holds %j (%s)', (text, category) => {
    expect(findProhibitedTerm(text)?.category).toBe(category);
  });

  it.each(CLEAN)('passes %j', (text) => {
    expect(findProhibitedTerm(text)).toBeNull();
  });

  it('covers all three languages, English first', () => {
    const count = (language: string) =>
      new Set(PROHIBITED_TERMS.filter((t) => t.language === language).map((t) => t.term)).size;
    expect(count('en')).toBeGreaterThan(50);
    expect(count('sn')).toBeGreaterThanOrEqual(8);
    expect(count('nd')).toBeGreaterThanOrEqual(6);
  });

  it('names the term and the category it found', () => {
    expect(findProhibitedTerm('Genuine p0rn DVDs')).toEqual({
      term: 'porn*',
      category: 'sexual',
      language: 'en',
    });
    expect(findProhibitedTerm('Mbanje iripo')).toEqual({
      term: 'mbanje',
      category: 'drugs',
      language: 'sn',
    });
  });

  it('reads the title, the description and every feature', () => {
    expect(screenListingText({ title: 'Flash drives', description: 'Full of xxx videos' })).toEqual(
      expect.objectContaining({ category: 'sexual' }),
    );
    expect(
      screenListingText({ title: 'Flash drives', description: '64GB', features: ['sex tapes'] }),
    ).toEqual(expect.objectContaining({ term: 'sex tape*' }));
    expect(
      screenListingText({ title: 'Flash drives', description: '64GB', features: ['USB 3.0'] }),
    ).toBeNull();
  });

  it('never joins a phrase across the title and the description, or a list item', () => {
    // "sex" ends the title, "videos" opens the description: not one phrase.
    expect(
      screenListingText({ title: 'Boer goat, sex', description: 'Videos on request' }),
    ).toBeNull();
    expect(findProhibitedTerm('Goats: either sex; videos of the herd on WhatsApp')).toBeNull();
    expect(findProhibitedTerm('Fake plants, passport photos while you wait')).toBeNull();
  });

  it('needs the massage beside a happy ending', () => {
    expect(findProhibitedTerm('Massage with a happy ending')).not.toBeNull();
    expect(findProhibitedTerm('Storybooks, all with a happy ending')).toBeNull();
  });
});

// Disguises that a plain reading of the text misses: letters from other scripts that look Latin,
// invisible characters inside a word, symbols inside a word.
const DISGUISED: [string, string][] = [
  ['C\u043Ecaine, discreet delivery', 'cocaine'], // Cyrillic о
  ['M\u0430rijuana seeds', 'marijuana'], // Cyrillic а
  ['P\u043Ern DVDs', 'porn*'],
  ['H\u0435roin, call me', 'heroin'], // Cyrillic е
  ['Co\u00ADcaine, discreet delivery', 'cocaine'], // soft hyphen
  ['Co\u200Ccaine, discreet delivery', 'cocaine'], // zero-width non-joiner
  ['Co\u200Dcaine, discreet delivery', 'cocaine'], // zero-width joiner
  ['Co\u180Ecaine, discreet delivery', 'cocaine'], // Mongolian vowel separator
  ['Co\u2063caine, discreet delivery', 'cocaine'], // invisible separator
  ['Co-caine, discreet delivery', 'cocaine'],
  ['C*caine, discreet delivery', 'cocaine'],
  ['Coca|ne, discreet delivery', 'cocaine'],
  ['S€x toys delivered', 'sex toy*'],
  ['COCA\u0406NE wholesale', 'cocaine'], // Cyrillic capital І
];

// Honest adverts with symbols inside words or letters from other scripts: none may be held.
const CLEAN_WITH_SYMBOLS: string[] = [
  'Co-op shop shelving, 3 units',
  'T-shirts, XL and XXL',
  'Plumber on call 24/7, Harare',
  'B&B massage chair, electric',
  'M&M sweets wholesale',
  'Sussex-bred hens, point of lay',
  'Self-drive car hire, Toyota Aqua',
  'Heroine-themed party costume',
  'Mother-in-law tongue plants',
  'e-mail us for the price list',
  'Café chairs, Москва brand',
  'Dresses: S|M|L, all colours',
  'Hilux 2.8 GD6, $35,000 o.n.o',
];

describe('disguised prohibited words', () => {
  it.each(DISGUISED)('holds %j (%s)', (text, term) => {
    expect(findProhibitedTerm(text)?.term).toBe(term);
  });

  it.each(CLEAN_WITH_SYMBOLS)('passes %j', (text) => {
    expect(findProhibitedTerm(text)).toBeNull();
  });

  it('still reads a term beside a symbol as written (dagga-free)', () => {
    expect(findProhibitedTerm('Dagga-free tea blend')?.term).toBe('dagga');
  });
});

describe('the words an admin approved', () => {
  const approved = { title: 'Wild dagga plants', description: 'Leonotis, a garden plant' };

  it('are not held again unchanged', () => {
    expect(addedProhibitedTerm({ ...approved, features: ['Pots included'] }, approved)).toBeNull();
  });

  it('do not cover a term added after', () => {
    expect(
      addedProhibitedTerm({ ...approved, description: 'Cocaine and meth too' }, approved)?.term,
    ).toBe('cocaine');
  });

  it('do not cover the same term once more', () => {
    expect(
      addedProhibitedTerm({ ...approved, features: ['Dagga for smoking'] }, approved)?.term,
    ).toBe('dagga');
  });
});
