/**
 * A listing title and description from the seller's own words. The title is the message's first
 * phrase without the price, the selling words ('selling', 'ndiri kutengesa', 'for sale:'),
 * greetings, emoji and a trailing place, in sentence case within the domain's title limit; the
 * description is the whole message as written.
 */
import {
  ELECTRONIC_BRANDS,
  FORM_CITIES,
  HARARE_NEIGHBORHOODS,
  VEHICLE_BRANDS,
} from '@/domain/catalogue';
import { PLACES } from '@/domain/geography';
import { TEXT_LIMITS } from '@/domain/schemas';

/** Words that say "I am selling" or ask to be contacted: not what is sold. */
const SELLING = new RegExp(
  [
    String.raw`\b(?:hi|hello|hey|morning|mhoro|salibonani)\b(?:\s+(?:guys|all|everyone|people|family))?`,
    String.raw`\b(?:i am|i'm|im|we are|we're)\s+selling\b`,
    String.raw`\b(?:yangu|wangu|dzangu|zvangu|rangu|changu|yami|wami|zami|lami)\b`,
    String.raw`\b(?:selling|sell|list|for sale|on sale|sale|up for grabs|fresh stock|available now|available)\b`,
    String.raw`\b(?:ndiri kutengesa|ndirikutengesa|ndinotengesa|ndiri kutengesa|ndinogadzira)\b`,
    String.raw`\b(?:ngiyathengisa|ngithengisa|ngidayisa)\b`,
    String.raw`\b(?:(?:ari|iri|uri|dziri|chiri|ziri|zviri|riri|rinotengeswa|inotengeswa)\s+kutengeswa|(?:i|u|si|zi|li|ku)yathengiswa|ethengiswayo|ezithengiswayo)\b`,
    String.raw`\b(?:inbox me|inbox|dm me|dm|whatsapp me|call me|call|contact me|contact|app me|ndiri kutama)\b`,
    String.raw`\b(?:clean|asking|cash)\b(?=\s*$)`,
  ].join('|'),
  'gi',
);
const EMOJI = /\p{Extended_Pictographic}|[\u{1F1E6}-\u{1F1FF}]|\u{FE0F}|\u{200D}/gu;
/** A connector or filler left dangling at the end of a title once the place or price is gone. */
const DANGLING =
  /(?:\s+|^)(?:in|at|for|to|near|location|loc|ku|e|mu|from|and|or|with|n|&|-|:|\+|only|neg|price|now|usd|us|\$)$/i;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Place names a title ends with ('... Bulawayo', '... in Avondale', '... kuHarare'). */
const PLACE_NAMES = [
  ...FORM_CITIES.map((c) => c.label),
  ...HARARE_NEIGHBORHOODS.map((n) => n.label),
  ...PLACES.map((p) => p.label),
  'Byo',
  'Hre',
  'Vic Falls',
  'Harare CBD',
  'Chitown',
]
  .filter((name) => name !== 'Other')
  .sort((a, b) => b.length - a.length);
const TRAILING_PLACE = new RegExp(
  String.raw`(?:\s+|^)(?:(?:in|at|location|loc|near)\s+)?(?:ku|e|mu|ko|kwa)?(?:${PLACE_NAMES.map(escape).join('|')})\s*$`,
  'i',
);

/** Brand names as their makers write them, so 'iphone' or 'HONDA' reads 'iPhone', 'Honda'. */
const CANONICAL = new Map<string, string>(
  [
    ...VEHICLE_BRANDS,
    ...ELECTRONIC_BRANDS,
    { value: 'iphone', label: 'iPhone' },
    { value: 'macbook', label: 'MacBook' },
    { value: 'ipad', label: 'iPad' },
    { value: 'vw', label: 'VW' },
  ]
    .filter((o) => o.value !== 'other')
    .map((o) => [o.label.toLowerCase(), o.label]),
);

function sentenceCase(text: string): string {
  const words = text.split(' ').map((word) => {
    const known = CANONICAL.get(word.toLowerCase());
    if (known) return known;
    // Shouting (a long word in capitals) is lowered; short capitals are names (BMW, TV, CBD).
    if (word.length > 4 && word === word.toUpperCase() && /[A-Z]/.test(word)) {
      return word.toLowerCase();
    }
    return word;
  });
  const joined = words.join(' ');
  // A maker's own lower-case start stays ('iPhone 11').
  if (CANONICAL.has((words[0] ?? '').toLowerCase())) return joined;
  return joined.charAt(0).toUpperCase() + joined.slice(1);
}

/** Cuts at a word boundary so the title fits the domain's limit. */
function fit(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max + 1);
  const space = cut.lastIndexOf(' ');
  return (space > 0 ? cut.slice(0, space) : text.slice(0, max)).trim();
}

/** The title from the message with its price blanked; undefined when no words are left. */
export function offerTitle(withoutPrice: string): string | undefined {
  const cleaned = withoutPrice
    .replace(EMOJI, ' ')
    .replace(/📍/gu, ' ')
    .replace(/^\s*(?:for sale|selling|sell|list)\s*[:\-–]\s*/i, '')
    .replace(SELLING, ' ')
    .replace(/[*_~]/g, ' ')
    .replace(/[ \t]+/g, ' ');
  const clauses = cleaned
    .split(/[\n!;|]|[.,](?=\s|$)|\s[-–]\s|:\s/)
    .map((clause) => clause.trim().replace(/^(?:(?:my|our|a|an|the)\s+)+/i, ''))
    .filter((clause) => /\p{L}/u.test(clause));
  let title = clauses[0] ?? '';
  for (;;) {
    const next = title.replace(TRAILING_PLACE, '').replace(DANGLING, '').trim();
    if (next === title) break;
    title = next;
  }
  title = title.replace(/^[\s,.:;\-–+&]+|[\s,.:;\-–+&]+$/g, '').replace(/\s+/g, ' ');
  // A title that was only a place or a connector says nothing: the bot asks.
  if (!/\p{L}{2,}/u.test(title)) return undefined;
  return fit(sentenceCase(title), TEXT_LIMITS.title);
}

/** The description: the seller's message as written, within the domain's limit. */
export function offerDescription(text: string): string | undefined {
  const lines = text
    .split('\n')
    .map((line) => line.replace(/[ \t]+/g, ' ').trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (!/\p{L}{2,}/u.test(lines)) return undefined;
  // 'Sell' or 'List' alone starts a listing; it describes nothing.
  if (/^(?:sell|list|selling)$/i.test(lines)) return undefined;
  return lines.slice(0, TEXT_LIMITS.description);
}
