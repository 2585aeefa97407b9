/**
 * Typo tolerance: a word the bot does not know ('electrican', 'plumbr', 'lapto') is replaced by
 * the most similar known word, by PostgreSQL trigram similarity (pg_trgm), over the bot's
 * vocabulary and the words of active listings' titles (the table listing_title_words). Known words are never touched, so
 * correct requests cost no query.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import {
  LOCAL_FILLER,
  LOCAL_PHRASES,
  LOCAL_TERMS,
} from '@/server/discovery/understanding/local-words';
import { OTHER_TOWNS } from '@/server/discovery/understanding/places';
import {
  withoutHyphenedPrefixes,
  normalize,
  NOUN_PREFIX,
  singular,
} from '@/server/discovery/understanding/lexicon';
import { RuleBasedUnderstanding } from '@/server/discovery/understanding/rules';
import { FILLER } from '@/server/discovery/understanding/vocabulary';
import { EVERYDAY_WORDS } from './everyday-words';

/** Below this similarity a word is left as the buyer wrote it. */
export const MIN_SIMILARITY = 0.4;

let vocabulary: {
  words: string[];
  known: Set<string>;
  things: Set<string>;
  local: Set<string>;
} | null = null;

function loadVocabulary() {
  if (!vocabulary) {
    const known = new RuleBasedUnderstanding().knownWords();
    for (const town of OTHER_TOWNS) for (const word of town.split(' ')) known.add(word);
    const words = [...known].filter((w) => w.length >= 3 && /^[a-z]+$/.test(w));
    // The words of things, places and makes: what a noun prefix may stand before.
    const things = new Set(known);
    // Shona and Ndebele words for things are words, never mended (nor what a word is mended to).
    const local = new Set<string>();
    for (const phrase of [...Object.keys(LOCAL_TERMS), ...Object.keys(LOCAL_PHRASES)]) {
      for (const word of phrase.split(' ')) local.add(word);
    }
    for (const word of local) known.add(word);
    for (const word of [...FILLER, ...LOCAL_FILLER, ...EVERYDAY_WORDS]) known.add(word);
    vocabulary = { words, known, things, local };
  }
  return vocabulary;
}

/**
 * A typo is a slip of a letter or two: a short word ('camel', 5 letters) is mended only one edit
 * away ('lapto' to 'laptop'), never two ('camel' is no 'camera'); longer words two, or three from
 * nine letters ('electrican', 'refrigirator').
 */
const maxEdits = (word: string) => (word.length <= 5 ? 1 : word.length <= 8 ? 2 : 3);

/** Edits between two words (insert, delete, substitute, swap two neighbours). */
function edits(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) =>
    Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  );
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      d[i]![j] = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        d[i]![j] = Math.min(d[i]![j]!, d[i - 2]![j - 2]! + 1);
      }
    }
  }
  return d[a.length]![b.length]!;
}

/**
 * A word behind a Shona or Ndebele noun prefix: an English one is that word ('maTV' tv,
 * 'ilaptop' laptop); a local one ('mafoni', 'amahembe', 'usimende') is the buyer's own word,
 * kept as written.
 */
function behindPrefix(word: string): { english: string } | { local: true } | undefined {
  const { known, things, local } = loadVocabulary();
  if (!/^[a-z]+$/.test(word) || known.has(word) || known.has(singular(word))) return undefined;
  const bare = word.replace(NOUN_PREFIX, '');
  if (bare === word) return undefined;
  if (local.has(bare)) return { local: true };
  return things.has(bare) || things.has(singular(bare)) ? { english: bare } : undefined;
}

/**
 * The request with its unknown words spelt as the closest known ones. A known word behind a
 * noun prefix is that word, never mended to another ('maTV' is no 'math').
 */
export async function correctSpelling(db: Db, text: string): Promise<string> {
  const { words, known } = loadVocabulary();
  const tokens = withoutHyphenedPrefixes(normalize(text)).split(/\s+/);
  const fixes = new Map<string, string>();
  const kept = new Set<string>();
  for (const token of tokens) {
    const behind = behindPrefix(token);
    if (behind && 'english' in behind) fixes.set(token, behind.english);
    else if (behind) kept.add(token);
  }
  const unknown = [
    ...new Set(
      tokens.filter(
        (t) =>
          t.length >= 4 &&
          /^[a-z]+$/.test(t) &&
          !known.has(t) &&
          !known.has(singular(t)) &&
          !fixes.has(t) &&
          !kept.has(t),
      ),
    ),
  ];
  if (!unknown.length) return fixes.size ? tokens.map((t) => fixes.get(t) ?? t).join(' ') : text;
  const found = await rows<{ input: string; best: string | null; score: number | string | null }>(
    db,
    // Each side of the union finds its near words by trigram: the vocabulary is small, and the
    // title words (listing_title_words, kept by a trigger on listings) have a trigram index.
    sql`SELECT input, best.word AS best, best.score
        FROM unnest(${`{${unknown.join(',')}}`}::text[]) AS input
        LEFT JOIN LATERAL (
          SELECT word, similarity(input, word) AS score FROM (
            SELECT v AS word FROM unnest(${`{${words.join(',')}}`}::text[]) AS v WHERE v % input
            UNION
            SELECT word FROM listing_title_words WHERE word % input AND listings > 0
          ) AS candidate
          ORDER BY score DESC, word LIMIT 1
        ) best ON true`,
  );
  for (const row of found) {
    if (
      row.best &&
      row.best !== row.input &&
      Number(row.score) >= MIN_SIMILARITY &&
      edits(row.input, row.best) <= maxEdits(row.input)
    ) {
      fixes.set(row.input, row.best);
    }
  }
  if (!fixes.size) return text;
  return tokens.map((t) => fixes.get(t) ?? t).join(' ');
}
