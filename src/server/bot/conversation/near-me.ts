/**
 * A buyer asking for something near them, in the three languages: 'near me', 'nearby', 'close to
 * me', 'around here', 'nearest' (not 'nearest to Gweru'); Shona 'pedyo neni', 'pano pedyo',
 * 'padyo nepandiri'; Ndebele 'eduze lami', 'duze kwami', 'lapha eduze'. The words are taken out
 * of the search: what is left is the thing asked for.
 */

const ENGLISH =
  /\b(?:(?:somewhere\s+)?(?:near|close\s+to|around|next\s+to|not\s+far\s+from)\s+(?:me|us|here|my\s+(?:place|location|area|home|house|side))|near\s*by|close\s*by|around\s+here|(?:in|from)\s+my\s+(?:area|neighbou?rhood|location|side)|(?:nearest|closest)(?!\s+to\b))\b/i;

const SHONA =
  /\b(?:(?:pedyo|padyo|pedo|padhuze|pedhuze|pfupi)\s+(?:neni|nesu|nepano|pano|nepandiri|nekwandiri|nepandinogara|nekwandinogara)|pano\s+(?:pedyo|padyo|pedo|padhuze))\b/i;

const NDEBELE =
  /\b(?:e?duze(?:ne)?\s+(?:lami|kwami|lathi|kwethu|lapha|lalapha|lapho\s+engikhona|kwalapho\s+engikhona)|lapha\s+e?duze)\b/i;

const PHRASES = [ENGLISH, SHONA, NDEBELE];

/** Words left dangling once the phrase is out ('a plumber who is', 'phone in'). */
const DANGLING =
  /(?:\s+(?:that\s+is|who\s+is|which\s+is|that's|who's|thats|whos|in|at|from|to|please|pls|plz))+\s*$/i;

/** The words without their 'near me', or null when they do not ask for something near. */
export function nearMe(words: string): { rest: string } | null {
  let rest = words;
  let found = false;
  for (const phrase of PHRASES) {
    const global = new RegExp(phrase.source, 'gi');
    if (!global.test(rest)) continue;
    found = true;
    rest = rest.replace(global, ' ');
  }
  if (!found) return null;
  rest = rest
    .replace(/\s+([?.!,])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .replace(/[\s?.!,]+$/, '')
    .replace(DANGLING, '')
    .trim();
  return { rest };
}
