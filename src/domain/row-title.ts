/**
 * A result's title as a WhatsApp list row shows it: at most 24 UTF-16 units, so it is rebuilt to
 * be read there rather than cut. The town and the deal go to the row's description (with the
 * price), so they leave the title; 'bedroom' becomes 'bed'; praise words go before the words that
 * say what it is; what still does not fit is cut between words (or between graphemes, for one
 * long word), never inside an emoji or a letter with its accent.
 */

export const ROW_TITLE_MAX = 24;

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' });

/** Phrases the description already says (the deal) or that say nothing in a list. */
const DEAL_PHRASES =
  /\b(for sale|on sale|to rent|for rent|to let|for hire|for lease|available now|available|now available|call now|urgent(?:ly)?|urgent sale|in stock)\b/gi;

/** Words that praise rather than say what it is: first to go when the title is too long. */
const PRAISE = new Set(
  'executive beautiful spacious lovely neat modern brand new quality affordable cheap best nice stunning luxurious luxury amazing great good excellent very super stylish elegant original genuine clean'.split(
    ' ',
  ),
);

const CONNECTORS = new Set(['in', 'at', 'of', 'the', 'a', 'an', 'and', 'with', 'for', 'to', '&']);

function units(text: string): number {
  return text.length;
}

/** Cuts between graphemes to at most `max` units, with an ellipsis. */
function cutGraphemes(text: string, max: number): string {
  let out = '';
  for (const { segment } of graphemes.segment(text)) {
    if (units(out) + units(segment) > max - 1) break;
    out += segment;
  }
  return out.trimEnd() + '…';
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The row title for a listing. `places` are the town (and suburb) labels the description shows:
 * they leave the title when it is too long.
 */
export function rowTitle(title: string, places: string[] = [], max = ROW_TITLE_MAX): string {
  let text = title.replace(/\s+/g, ' ').trim();
  if (units(text) <= max) return text;
  text = text
    .replace(/\bbed\s?rooms?(ed)?\b/gi, 'bed')
    .replace(DEAL_PHRASES, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  let words = text
    .replace(/\s+([,.;:!])/g, '$1')
    .split(' ')
    .filter(Boolean);
  const tidy = (list: string[]) =>
    list
      .join(' ')
      .replace(/[\s,;:–-]+$/, '')
      .replace(/^[\s,;:–-]+/, '')
      .trim();
  // Praise words first, then a trailing connector left behind.
  for (let i = words.length - 1; i >= 0 && units(tidy(words)) > max; i--) {
    const bare = words[i]!.toLowerCase().replace(/[^a-z]/g, '');
    if (PRAISE.has(bare) && words.length > 1) words.splice(i, 1);
  }
  // Then the small words between ('4 bed house in Borrowdale' -> '4 bed house Borrowdale').
  for (let i = words.length - 2; i > 0 && units(tidy(words)) > max; i--) {
    if (['in', 'at', 'the', 'with'].includes(words[i]!.toLowerCase())) words.splice(i, 1);
  }
  // Then a town at the end: the description names it.
  for (const place of places.filter(Boolean)) {
    if (units(tidy(words)) <= max) break;
    const trailing = new RegExp(`(?:^|[\\s,-]+)(?:(?:in|at)\\s+)?${escape(place)}[\\s,.]*$`, 'i');
    const joined = words.join(' ');
    if (trailing.test(joined)) words = joined.replace(trailing, '').split(' ').filter(Boolean);
  }
  while (words.length > 1 && CONNECTORS.has(words[words.length - 1]!.toLowerCase())) words.pop();
  let out = tidy(words);
  if (units(out) <= max) return out;
  // Still too long: keep whole words that fit, then an ellipsis.
  const kept: string[] = [];
  for (const word of words) {
    const next = tidy([...kept, word]);
    if (units(next) > max - 1) break;
    kept.push(word);
  }
  while (kept.length > 1 && CONNECTORS.has(kept[kept.length - 1]!.toLowerCase().replace(/,$/, '')))
    kept.pop();
  out = tidy(kept);
  if (!out) return cutGraphemes(tidy(words), max);
  return out + '…';
}
