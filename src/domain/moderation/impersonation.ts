/**
 * Display names that pose as the marketplace or its staff ('Musika Official Support', 'WhatsApp
 * Admin', 'Suppоrt Team' with a Cyrillic о): read on the screening's skeleton (skeleton.ts), so a
 * lookalike letter, an invisible character, a symbol inside a word or spaced-out letters hide
 * nothing.
 */
import { DEFAULT_MARKETPLACE_NAME } from '@/domain/constants';
import { I_OR_L, MASK, screeningSkeleton, skeletonWords } from './skeleton';

/** Words only the marketplace and its staff may use in a name (with a plural s). */
export const STAFF_WORDS = [
  'official',
  'support',
  'admin',
  'administrator',
  'team',
  'moderator',
  'whatsapp',
  'helpdesk',
  'customercare',
  'staff',
] as const;

/** The refusal, naming the marketplace. */
export const impersonationMessage = (marketplace: string = DEFAULT_MARKETPLACE_NAME): string =>
  `A display name cannot pose as ${marketplace} or its staff: leave out words like ` +
  `"${marketplace}", "Official", "Support", "Admin", "Team", "Moderator" and "WhatsApp".`;

/** The skeleton words of a text, joined: what a reserved name is compared with. */
const joinedWords = (text: string): string =>
  skeletonWords(screeningSkeleton(text, true))
    .map((token) => token.word)
    .join('');

/** A word's readings: a letter that reads as i or l both ways, a masked letter as any or none. */
function readings(word: string): string[] {
  let out = [''];
  for (const char of word) {
    const options =
      char === I_OR_L ? ['i', 'l'] : char === MASK ? ['', ...'abcdefghijklmnopqrstuvwxyz'] : [char];
    out = out.flatMap((head) => options.map((option) => head + option));
    // A name of a few masked letters is already a disguise; a word of many stays readable.
    if (out.length > 2000) return [word];
  }
  return out;
}

/** Words, or runs of up to three adjacent words, that a staff word or the name makes up whole. */
function reservedPattern(marketplace: string): RegExp {
  const name = joinedWords(marketplace).replace(/[^a-z0-9]/g, '');
  const words = [...STAFF_WORDS, ...(name ? [name] : [])];
  return new RegExp(`^(?:${words.join('|')})+s?$`);
}

/**
 * True when `displayName` poses as the marketplace named `marketplace` or its staff: a word, or
 * a few adjacent words run together (Whats App, Musika Support as MusikaSupport), made of
 * nothing but staff words and the marketplace's name. Any word containing "whatsapp" counts too
 * (Meta's trademark). Linear in the name's length (a display name is at most 80 characters).
 */
export function posesAsMarketplace(
  displayName: string,
  marketplace: string = DEFAULT_MARKETPLACE_NAME,
): boolean {
  const reserved = reservedPattern(marketplace);
  const words = skeletonWords(screeningSkeleton(displayName, true)).map((token) => token.word);
  for (let start = 0; start < words.length; start++) {
    let run = '';
    for (let end = start; end < Math.min(words.length, start + 3); end++) {
      run += words[end];
      for (const reading of readings(run)) {
        if (reserved.test(reading) || reading.includes('whatsapp')) return true;
      }
    }
  }
  return false;
}
