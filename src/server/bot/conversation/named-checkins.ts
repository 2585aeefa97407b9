/**
 * Check-ins answered by naming the listing, for a seller asked about several: "the fridge is
 * gone, sold it on saturday", "umbheda usuthengiwe, isofa isekhona", "mbudzi dzakatengwa dzese".
 * The message is cut into clauses; a clause that names a listing (a word of its title, in English
 * or as LOCAL_TERMS translates a Shona or Ndebele word) and gives an answer answers that listing;
 * an answer without a name goes to the listing named just before it (or just after). Listings
 * not named keep waiting. Anything unclear (a clause naming two listings, one listing given two
 * answers, an answer with no listing named at all) is not taken here, and the message goes on.
 */
import type { OutboundMessage } from '@/server/bot/outbound';
import { answerEach } from '@/server/bot/checkins/turn';
import type { CheckinAction } from '@/server/bot/checkins/messages';
import { LOCAL_TERMS } from '@/server/discovery/understanding/local-words';
import { FILLER } from '@/server/discovery/understanding/vocabulary';
import { autoPausedCheckins, waitingCheckins } from '@/server/listings/checkins/answers';
import type { Turn } from './turn';
import { checkinAnswerOf, normalise } from './checkin-words';

const CLAUSES =
  /[,;.!?\n]+|\s(?:and|but|while|whereas|then|asi|uye|zvino|kodwa|kanti|njalo|futhi|khathesi)\s/u;

/** Words of a search, not of an answer: such a message is never taken here. */
const SEEKING = /\b(?:want|wants|looking|need|ndoda|ndinoda|ndiri kutsvaga|ngifuna|ngidinga)\b/;

/** Things whose name is two letters ('sofa yatengeswa, TV ichiri available'). */
const SHORT_THINGS = new Set(['tv', 'pc']);

/**
 * The words of a title or a clause that can name a thing: three letters or more (or a short
 * thing's name), no number, and none of the words any title or answer may hold ('for sale',
 * 'available', 'with').
 */
const wordsOf = (words: string) =>
  normalise(words)
    .split(' ')
    .filter((w) => (w.length >= 3 || SHORT_THINGS.has(w)) && !/^\d+$/.test(w) && !FILLER.has(w));

/** 'goats' names 'goat', 'fridge' names 'fridges': equal, or one the other's start (4+ letters). */
const names = (said: string, title: string) =>
  said === title ||
  (said.length >= 4 && title.length >= 4 && (said.startsWith(title) || title.startsWith(said)));

interface Named {
  checkinId: string;
  title: string[];
}

/** The one listing a clause names, 'none', or 'several'. */
function namedIn(clause: string, listings: Named[]): Named | 'none' | 'several' {
  const said = wordsOf(clause).map((w) => LOCAL_TERMS[w] ?? w);
  const found = listings.filter((l) => said.some((w) => l.title.some((t) => names(w, t))));
  if (found.length === 1) return found[0]!;
  return found.length ? 'several' : 'none';
}

/** The answers a message gives to named listings, or null when it gives none clearly. */
export function namedAnswers(
  words: string,
  listings: Named[],
): { checkinId: string; action: CheckinAction }[] | null {
  if (listings.length < 2 || SEEKING.test(normalise(words))) return null;
  const answers = new Map<string, CheckinAction>();
  let last: Named | null = null;
  let pending: CheckinAction | null = null;
  const give = (listing: Named, action: CheckinAction) => {
    const before = answers.get(listing.checkinId);
    if (before && before !== action) return false;
    answers.set(listing.checkinId, action);
    return true;
  };
  for (const clause of words.split(CLAUSES).filter((c) => c.trim())) {
    const named = namedIn(clause, listings);
    if (named === 'several') return null;
    const action = checkinAnswerOf(clause);
    if (named !== 'none') {
      last = named;
      const given = action ?? pending;
      if (given && !give(named, given)) return null;
      pending = null;
    } else if (action) {
      if (last) {
        if (!give(last, action)) return null;
      } else pending = action;
    }
  }
  if (pending || !answers.size) return null;
  return [...answers].map(([checkinId, action]) => ({ checkinId, action }));
}

/** Answers the check-ins a seller's message names, or null (see namedAnswers). */
export async function namedCheckins(turn: Turn): Promise<OutboundMessage[] | null> {
  if (!turn.seller || turn.checkinsWaiting < 1) return null;
  const waiting = await waitingCheckins(turn.db, turn.seller.id);
  const paused = await autoPausedCheckins(turn.db, turn.seller.id);
  const listings = [...waiting, ...paused].map((c) => ({
    checkinId: c.id,
    title: wordsOf(c.title),
  }));
  const answers = namedAnswers(turn.words!, listings);
  return answers ? answerEach(turn, turn.phone, answers) : null;
}
