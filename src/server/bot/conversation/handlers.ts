/**
 * The conversation's handlers, in the one order they are asked (first to answer wins). Each is
 * one feature, declares the intents it answers, and gives null for a message that is not its.
 *
 * 1. opt-out: STOP / START (and their Shona and Ndebele words), before everything; then
 *    "CONFIRM <code>" from a seller's contact number; a buyer's message for a seller reached
 *    through the bot, and either's reply in that conversation (pass-on.ts).
 * 2. tap: a button, row or template button, routed by its reply id; a completed listing form
 *    (a WhatsApp Flow) into the seller's chat draft.
 * 3. media: a seller's photo for a listing, or what to send instead of a video or sticker.
 * 4. welcome, location: the chat opened; a shared location.
 * 5. moderation: a suspended seller's Login and appeal; 'report' typed at an open listing.
 * 6. question: a typed answer to the question asked last (its option's words in any language,
 *    its number, 👍), and the chat draft's open question; answered as the tap would be. A
 *    buyers' feedback question follows an answer (respond.ts, feedback-turn.ts).
 * 7. checkin-words: "its sold", "ichiripo", "reactivate" while a check-in waits;
 *    "stop reminders" / "start reminders".
 * 8. login, alerts, help, small talk, not-a-search (call me, voice notes), questions to the
 *    marketplace (delivery, a real person, what listing costs, how to edit or delete).
 * 9. sell: a seller's offer, 'SOLD', 'app'.
 * 10. paging: 'more', 'cheaper', a result's number.
 * 11. search: a follow-up refining the last search, or a new one.
 */
import { copyFor } from '@/domain/bot-copy';
import { issueLoginChallenge, phoneSuffix, SIGN_IN_SENT } from '@/server/auth';
import { checkinTurn, typedCheckinAnswer } from '@/server/bot/checkins/turn';
import { isBusinessScopedId } from '@/domain/whatsapp-id';
import { remindersIntent } from '@/server/bot/checkins/copy';
import { alertIntent } from './alert-intents';
import { contactConfirmTurn } from './contact-confirm';
import { alertWords } from './alert-turn';
import { isCheaper, isLogin, isMore, notASearch, pickedNumber, smallTalk } from './intents';
import { marketplaceHandler } from './marketplace-questions';
import { text, type Handler } from './handler';
import { moderationTurn } from './moderation-turn';
import { isReport } from './report';
import { optIn, optOut, optOutCopy, optOutIntent } from './opt-out';
import { loginText, PAGE_SIZE } from './copy';
import { cheaper, located, more, pickByNumber, search } from './search-turn';
import { selling, tap, tapHandler } from './tap';
import { completeListingForm, sellMedia, sellText, welcomeSell } from './sell';
import type { Turn } from './turn';
import { passOnHandler } from './pass-on';
import { askAgain } from './ask-again';
import { checkinAnswerOf, EVERY, everyAnswer, normalise, withoutNotRenewed } from './checkin-words';
import { typedAnswer } from './typed-answer';
import { namedCheckins } from './named-checkins';

export type { Handler } from './handler';

/** Whether the question asked last offers a Cancel of its own (the chat draft's summary). */
const offersCancel = (turn: Turn) =>
  Boolean(turn.question?.options.some((o) => o.id === 'sell:cancel'));

const optOutHandler: Handler = {
  name: 'opt-out',
  intents: ['stop', 'start'],
  async answer(turn) {
    if (!turn.event.text) return null;
    const intent = optOutIntent(turn.event.text);
    if (!intent) return null;
    // "Cancel" at the chat draft's summary cancels the draft: that question asked for it.
    if (
      intent.turn === 'stop' &&
      offersCancel(turn) &&
      /cancel|kanzura|yekela/i.test(turn.event.text)
    ) {
      return null;
    }
    // START from someone who never stopped is a greeting ("start" opens the help).
    if (intent.turn === 'start' && !turn.conversation.optedOutAt) return null;
    const copy = optOutCopy(intent.language ?? turn.language);
    if (intent.turn === 'stop') return text(copy.stopped(await optOut(turn, turn.phone, turn.at)));
    return text(copy.started(await optIn(turn, turn.phone, turn.at)));
  },
};

const contactConfirmHandler: Handler = {
  name: 'contact-confirm',
  intents: ['confirm a contact number'],
  async answer(turn) {
    const reply = await contactConfirmTurn(turn);
    return reply === null ? null : text(reply);
  },
};

const listingFormHandler: Handler = {
  name: 'listing-form',
  intents: ['listing form completed'],
  answer: (turn) =>
    turn.event.flowCompleted
      ? completeListingForm(selling(turn), turn.event)
      : Promise.resolve(null),
};

const mediaHandler: Handler = {
  name: 'media',
  intents: ['photo for a listing', 'video', 'sticker', 'document', 'voice note'],
  answer: (turn) =>
    turn.event.media ? sellMedia(selling(turn), turn.event) : Promise.resolve(null),
};

const welcomeHandler: Handler = {
  name: 'welcome',
  intents: ['chat opened'],
  answer: async (turn) =>
    turn.event.welcome
      ? [...text(copyFor(turn.language).help), ...welcomeSell(turn.env, turn.language)]
      : null,
};

const locationHandler: Handler = {
  name: 'location',
  intents: ['shared location'],
  answer: (turn) =>
    turn.event.location ? located(turn, turn.event.location) : Promise.resolve(null),
};

/** From here on a message has words; a message without (a voice note, a sticker) is said so. */
const wordlessHandler: Handler = {
  name: 'wordless',
  intents: ['no words'],
  answer: async (turn) =>
    turn.words === null || turn.words.trim() === ''
      ? text(copyFor(turn.language).unsupported)
      : null,
};

const reportsFeedback = (turn: Turn) => {
  const ids = turn.question?.options.map((o) => o.id) ?? [];
  return (
    ids.some((id) => /^feedback:.+:report$/.test(id)) && !ids.some((id) => /^report:/.test(id))
  );
};

const moderationHandler: Handler = {
  name: 'moderation',
  intents: ['suspended login', 'appeal', 'report typed'],
  answer: (turn) =>
    // 'report' typed at the feedback question reports the listing it asked about (unless the
    // answer it followed opened a listing, which 'report' then means, as it always does).
    isReport(turn.words!) && reportsFeedback(turn)
      ? Promise.resolve(null)
      : moderationTurn(turn, turn.phone, turn.words!, async () => copyFor(turn.language)),
};

const questionHandler: Handler = {
  name: 'question',
  intents: ['typed answer to the question asked last', 'chat draft question'],
  async answer(turn) {
    const words = turn.words!;
    // 'misa izikhumbuzo' (stop reminders), 'stop alerts': commands, whatever was asked.
    if (remindersIntent(words) || alertIntent(words)) return null;
    if (turn.question) {
      const answer = typedAnswer(turn.question, words);
      // 'zombili zisekhona' at a check-in about several: each gets the answer, no list to pick.
      const every = answer?.kind === 'option' ? everyAnswer(answer.id, words) : null;
      if (every) return typedCheckinAnswer(turn, turn.phone, every, true);
      if (answer?.kind === 'option') {
        const answered = await tap(turn, answer.id);
        if (answered) return answered;
      }
      if (answer?.kind === 'range') return text(copyFor(turn.language).pickRange(answer.count));
    }
    if (turn.sellAwaiting && turn.sellAwaiting !== 'change') {
      return sellText(selling(turn), turn.phone, words);
    }
    return askAgain(turn);
  },
};

const namedCheckinsHandler: Handler = {
  name: 'named-checkins',
  intents: ['check-ins answered by naming the listings'],
  answer: (turn) => (remindersIntent(turn.words!) ? Promise.resolve(null) : namedCheckins(turn)),
};

const checkinWordsHandler: Handler = {
  name: 'checkin-words',
  intents: ['check-in answered in words', 'stop reminders', 'start reminders'],
  async answer(turn) {
    const reminders = await checkinTurn(turn, { ...turn.event, replyId: undefined });
    if (reminders) return reminders;
    if (!turn.checkinsWaiting) return null;
    // 'no need to reactivate, the car was sold': the renewal not wanted says nothing itself.
    const said = withoutNotRenewed(normalise(turn.words!));
    if (said.split(' ').length > 7) return null;
    const action = checkinAnswerOf(said);
    if (!action) return null;
    return typedCheckinAnswer(turn, turn.phone, action, EVERY.test(said));
  },
};

const loginHandler: Handler = {
  name: 'login',
  intents: ['login'],
  async answer(turn) {
    if (!isLogin(turn.words!)) return null;
    const challenge = await issueLoginChallenge(turn.db, turn.phone, turn.at);
    // The app opens in the chat's language (`lang`).
    const url = `${turn.env.PUBLIC_URL}/login?token=${encodeURIComponent(challenge.linkToken)}&lang=${turn.language}`;
    const minutes = (at: Date) =>
      Math.max(1, Math.round((at.getTime() - turn.at.getTime()) / 60_000));
    return [
      {
        kind: 'text',
        redactedAs: SIGN_IN_SENT,
        text: loginText({
          url,
          code: challenge.code,
          lastThree: phoneSuffix(challenge.user.phone),
          noNumber: isBusinessScopedId(challenge.user.phone),
          linkMinutes: minutes(challenge.expiresAt),
          codeMinutes: minutes(challenge.codeExpiresAt),
        }),
      },
    ];
  },
};

const alertsHandler: Handler = {
  name: 'alerts',
  intents: ['alert me', 'my alerts', 'stop alerts'],
  answer: (turn) => alertWords(turn, turn.phone, turn.words!, async () => turn.language),
};

const HELP = /^\s*(help|menu|info|rubatsiro|usizo|\?+)\s*[.!?]*\s*$/i;

const talkHandler: Handler = {
  name: 'talk',
  intents: ['help', 'greeting', 'thanks', 'goodbye', 'call me', 'voice note said', 'off topic'],
  async answer(turn) {
    const words = turn.words!;
    const copy = copyFor(turn.language);
    if (HELP.test(words)) return text(copy.help);
    const talk = smallTalk(words);
    if (talk === 'greeting') return text(copy.greeting);
    if (talk === 'thanks') return text(copy.thanks);
    if (talk === 'goodbye') return text(copy.goodbye);
    const notSearch = notASearch(words);
    if (notSearch === 'call_me') return text(copy.callMe);
    if (notSearch === 'unsupported') return text(copy.unsupported);
    if (notSearch === 'off_topic') return text(copy.offTopic);
    return null;
  },
};

const sellHandler: Handler = {
  name: 'sell',
  intents: ['offer', 'SOLD', 'app', 'publish', 'cancel'],
  // A seller's offer, an answer about their chat draft, 'SOLD', 'app'; a search is never one.
  answer: (turn) => sellText(selling(turn), turn.phone, turn.words!),
};

const pagingHandler: Handler = {
  name: 'paging',
  intents: ['more', 'cheaper', 'result number'],
  async answer(turn) {
    const words = turn.words!;
    if (isMore(words)) return more(turn, turn.said);
    if (isCheaper(words)) return cheaper(turn);
    const n = pickedNumber(words);
    // A number beyond a page is a price when a search is in play ('700').
    if (n !== null && (n <= PAGE_SIZE || !turn.search)) return pickByNumber(turn, n);
    return null;
  },
};

const searchHandler: Handler = {
  name: 'search',
  intents: ['search', 'follow-up'],
  answer: (turn) => search(turn, turn.words!),
};

/** The order in which handlers are asked. */
export const HANDLERS: readonly Handler[] = [
  optOutHandler,
  contactConfirmHandler,
  passOnHandler,
  tapHandler,
  listingFormHandler,
  mediaHandler,
  welcomeHandler,
  locationHandler,
  wordlessHandler,
  moderationHandler,
  namedCheckinsHandler,
  questionHandler,
  checkinWordsHandler,
  loginHandler,
  alertsHandler,
  talkHandler,
  marketplaceHandler,
  sellHandler,
  pagingHandler,
  searchHandler,
];
