/**
 * Where the listings the buyer's words match can come from, when the buyer named a kind ('wedding
 * dress', 'toyota corolla', 'plumber'): a listing of another kind is shown only when its text
 * holds several of the buyer's words (at least two, and half of them: `isTheThing` and `keep` in
 * search-ranking.ts), and never when a make was named. So the words' step ranks the named kinds'
 * listings that match any word, and those of other kinds only where enough words meet: 'wed'
 * alone matches 27,000 listings of catering, beauty, car hire and more at 500,000 listings, none
 * of which a buyer of a wedding dress is shown, and which used to be read, ranked and could fill
 * the 200 candidates before a dress that names the words less often.
 */
import type { SearchRequest } from '@/server/discovery/understanding/types';

/** Past this many words, the pairs and triples are too many: other kinds match any word. */
const MOST_WORDS = 6;

export interface WordsScope {
  /** The kinds the buyer named (and the loose ones beside them): any word matches. */
  types: string[];
  /**
   * Other kinds: the tsquery text their listings must match (every set of enough words), 'any'
   * (the buyer's whole query, too many words to combine), or null (none can be shown).
   */
  elsewhere: string | 'any' | null;
}

/** Every set of `k` of the words, in order. */
function sets(words: string[], k: number): string[][] {
  if (k === 0) return [[]];
  if (words.length < k) return [];
  const [first, ...rest] = words;
  return [...sets(rest, k - 1).map((set) => [first!, ...set]), ...sets(rest, k)];
}

/**
 * The scope of the words' step for a request, or null when the buyer named no kind (every
 * listing the words match may be shown). `words` are the buyer's words as the query counts them
 * (`matched`, search-query.ts), joined by ' | '.
 */
export function wordsScope(request: SearchRequest, words: string): WordsScope | null {
  if (!request.categories.some((c) => c.weight >= 0.7)) return null;
  const types = [...new Set(request.categories.map((c) => c.type))];
  const list = words ? words.split(' | ') : [];
  // Enough words: two, and half of the buyer's (as `isTheThing` counts them).
  const enough = Math.max(2, Math.ceil(new Set(request.terms).size / 2));
  if (request.brands.length || list.length < enough) return { types, elsewhere: null };
  if (list.length > MOST_WORDS) return { types, elsewhere: 'any' };
  const elsewhere = sets(list, enough)
    .map((set) => `(${set.join(' & ')})`)
    .join(' | ');
  return { types, elsewhere };
}
