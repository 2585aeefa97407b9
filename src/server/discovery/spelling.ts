/**
 * Typo tolerance: a word the bot does not know ('electrican', 'plumbr', 'lapto') is replaced by
 * the most similar known word, by PostgreSQL trigram similarity (pg_trgm), over the bot's
 * vocabulary and the words of active listings' titles (the table listing_title_words). Known words are never touched, so
 * correct requests cost no query.
 */
import { sql } from 'drizzle-orm';
import type { Db } from '@/server/db/client';
import { rows } from '@/server/db/rows';
import { LOCAL_FILLER } from '@/server/discovery/understanding/local-words';
import { OTHER_TOWNS } from '@/server/discovery/understanding/places';
import { normalize, singular } from '@/server/discovery/understanding/lexicon';
import { RuleBasedUnderstanding } from '@/server/discovery/understanding/rules';
import { FILLER } from '@/server/discovery/understanding/vocabulary';

/** Below this similarity a word is left as the buyer wrote it. */
export const MIN_SIMILARITY = 0.4;

let vocabulary: { words: string[]; known: Set<string> } | null = null;

function loadVocabulary() {
  if (!vocabulary) {
    const known = new RuleBasedUnderstanding().knownWords();
    for (const town of OTHER_TOWNS) for (const word of town.split(' ')) known.add(word);
    const words = [...known].filter((w) => w.length >= 3 && /^[a-z]+$/.test(w));
    for (const word of [...FILLER, ...LOCAL_FILLER]) known.add(word);
    vocabulary = { words, known };
  }
  return vocabulary;
}

/** The request with its unknown words spelt as the closest known ones. */
export async function correctSpelling(db: Db, text: string): Promise<string> {
  const { words, known } = loadVocabulary();
  const tokens = normalize(text).split(/\s+/);
  const unknown = [
    ...new Set(
      tokens.filter(
        (t) => t.length >= 4 && /^[a-z]+$/.test(t) && !known.has(t) && !known.has(singular(t)),
      ),
    ),
  ];
  if (!unknown.length) return text;
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
  const fixes = new Map<string, string>();
  for (const row of found) {
    if (row.best && row.best !== row.input && Number(row.score) >= MIN_SIMILARITY) {
      fixes.set(row.input, row.best);
    }
  }
  if (!fixes.size) return text;
  return tokens.map((t) => fixes.get(t) ?? t).join(' ');
}
