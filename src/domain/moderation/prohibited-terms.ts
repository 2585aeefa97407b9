/**
 * The words that hold a listing for review: what the Help page's content guidelines forbid.
 * The Help page names sexual or pornographic content (immediate suspension), and asks that
 * listings be honest and legal: illegal drugs, forged documents and counterfeit money follow
 * from that.
 *
 * How a term is written (see prohibited.ts): words separated by spaces, lower case, matched
 * against whole words of the listing's text after normalisation. A word ending in `*` matches
 * any word starting with it (`porn*`: porno, pornography); `~` stands for up to two other words
 * (`fake ~ certificate*`: fake ZIMSEC certificates). `loan` terms also match with a Shona or
 * Ndebele class or possessive prefix written onto them (eporn, yeporn, amaporn). `near` asks for
 * another word anywhere in the listing ("happy ending" only beside "massage").
 *
 * Kept deliberately short: every term here holds a real seller's listing until an admin looks
 * at it, so a word with an everyday meaning in a Zimbabwean advert is left out (sex, as in
 * "sex: male" on livestock; escort, a Ford and a security service; nude, a colour; stripper, a
 * tool; cock, a rooster; rape, a vegetable; weed, as in weed killer; LSD, a differential; bonde
 * and icansi, sleeping mats; hurema, disability).
 *
 * The Shona and Ndebele terms need a native speaker's review before this list is relied on:
 * only terms whose meaning is well attested are included, and the list should grow from what
 * admins actually see in held and reported listings.
 */
export type ProhibitedCategory = 'sexual' | 'drugs' | 'forgery';
export type TermLanguage = 'en' | 'sn' | 'nd';

export interface ProhibitedTerm {
  term: string;
  category: ProhibitedCategory;
  language: TermLanguage;
  /** Shona and Ndebele prefixes may be written onto the first word (eporn, ama-porn). */
  loan?: boolean;
  /** Matches only when one of these words is also in the listing. */
  near?: readonly string[];
}

const en = (category: ProhibitedCategory, terms: readonly string[]): ProhibitedTerm[] =>
  terms.map((term) => ({ term, category, language: 'en' }));

const MEDIA = 'video*|movie*|film*|dvd*|clip*|pic*|photo*|picture*|content|tape*';

/** Alternatives inside one word are written a|b|c and expanded here. */
function expand(term: ProhibitedTerm): ProhibitedTerm[] {
  const words = term.term.split(' ');
  let phrases: string[][] = [[]];
  for (const word of words) {
    const options = word.split('|');
    phrases = phrases.flatMap((phrase) => options.map((option) => [...phrase, option]));
  }
  return phrases.map((phrase) => ({ ...term, term: phrase.join(' ') }));
}

const TERMS: ProhibitedTerm[] = [
  // --- Sexual or pornographic content (English) ---
  { term: 'porn*', category: 'sexual', language: 'en', loan: true },
  ...en('sexual', [
    `xxx ${MEDIA}|site*|channel*|magazine*`,
    `sex ${MEDIA}|toy*|doll*|service*|worker*|chat*|cam*|show*|party|parties`,
    'sex for money|cash|sale',
    'paid sex',
    `adult ${MEDIA}|toy*|entertainment`,
    `nude ${MEDIA}|selfie*`,
    `naked ${MEDIA}|selfie*|girl*|lady|ladies|women`,
    'call girl*',
    'escort girl*|lady|ladies|agency|agencies',
    'cam girl*',
    'camgirl*',
    'prostitut*',
    'brothel*',
    'whore*',
    'slut*',
    'dildo*',
    'fleshlight*',
    'butt plug*',
    'blowjob*',
    'blow job*',
    'handjob*',
    'erotic*',
    'striptease*',
    'strip club*|show*',
    'onlyfans',
    'orgy',
    'orgies',
    'bestiality',
    'nuru massage*',
    'body to body massage*',
    'b2b massage*',
  ]),
  { term: 'happy ending*', category: 'sexual', language: 'en', near: ['massage*'] },

  // --- Sexual or pornographic content (Shona) ---
  // hure/mahure and pfambi/mapfambi: a prostitute, prostitutes; hupfambi: prostitution;
  // mboro: a vulgar word for the penis; "mavhidhiyo ebonde": sex videos (bonde alone is also a
  // sleeping mat, so only the phrase).
  ...(['hure', 'mahure', 'pfambi', 'mapfambi', 'hupfambi', 'mboro'] as const).map(
    (term): ProhibitedTerm => ({ term, category: 'sexual', language: 'sn' }),
  ),
  { term: 'mavhidhiyo|mavideo|mavidhiyo ebonde', category: 'sexual', language: 'sn' },

  // --- Sexual or pornographic content (Ndebele) ---
  // isifebe/izifebe and isihule/izihule: a prostitute, prostitutes; ubufebe: prostitution.
  ...(['isifebe', 'izifebe', 'ubufebe', 'isihule', 'izihule'] as const).map(
    (term): ProhibitedTerm => ({ term, category: 'sexual', language: 'nd' }),
  ),

  // --- Illegal drugs ---
  ...en('drugs', [
    'cocaine',
    'heroin',
    'meth',
    'methamphetamine*',
    'crystal meth',
    'mdma',
    'ecstasy pill*|tablet*',
    'marijuana',
    'cannabis',
    'dagga',
    'ganja',
    // Codeine cough syrups smuggled into Zimbabwe and banned there.
    'broncleer',
    'bronclear',
  ]),
  // mbanje: cannabis; mutoriro: crystal meth (Zimbabwean street name).
  { term: 'mbanje', category: 'drugs', language: 'sn' },
  { term: 'mutoriro', category: 'drugs', language: 'sn' },
  // insangu: cannabis.
  { term: 'insangu', category: 'drugs', language: 'nd' },

  // --- Forged documents and counterfeit money ---
  ...en('forgery', [
    'fake ~ passport*|certificate*|diploma*|degree*|licence*|license*|id|ids',
    'forged ~ passport*|certificate*|diploma*|degree*|licence*|license*|document*',
    'counterfeit money|note*|currency|dollar*|usd',
    'fake money|currency|note*|dollar*|usd',
    'black money',
    'ssd chemical*|solution*',
  ]),
];

export const PROHIBITED_TERMS: readonly ProhibitedTerm[] = TERMS.flatMap(expand);
