/**
 * The words of a listing as the re-post check compares them (a listing moderation took down, back
 * under another id): read through the screening's skeleton (lookalike letters from other scripts,
 * invisible characters, accents, case and leetspeak undone; symbols inside a word folded), then
 * every word run together with i and l read alike, so spacing, punctuation and a hidden letter
 * make no difference ("Co-caine", "C0caine " and "cocaine." read the same).
 */
import { I_OR_L, MASK, screeningSkeleton, skeletonWords } from './skeleton';

/** A description alone is compared too when it has at least this many words. */
export const DESCRIPTION_FINGERPRINT_MIN_WORDS = 8;

const I_L = new RegExp(`[il${I_OR_L}]`, 'g');
const MASKS = new RegExp(MASK, 'g');

function readWords(text: string): string[] {
  return skeletonWords(screeningSkeleton(text, true)).map((token) =>
    token.word.replace(MASKS, '').replace(I_L, 'l'),
  );
}

/**
 * The texts a listing's words are known by: its title and description together, and its
 * description alone when it is long enough to be its own (a new title on the same advert). Empty
 * when the listing has no words at all.
 */
export function fingerprintTexts(listing: { title: string; description: string }): string[] {
  const title = readWords(listing.title);
  const description = readWords(listing.description);
  const texts: string[] = [];
  const whole = [...title, ...description].join('');
  if (whole) texts.push(`listing:${whole}`);
  if (description.length >= DESCRIPTION_FINGERPRINT_MIN_WORDS) {
    texts.push(`description:${description.join('')}`);
  }
  return texts;
}
