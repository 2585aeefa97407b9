/**
 * A typed answer to the question the bot asked last: the words of one of its options (its title
 * in any of the three languages, or what people type for it: "yes", "its sold", "ichiripo",
 * "isekhona", 👍), or its number in a numbered choice. The answer is the option's reply id, so
 * it goes where a tap on it would. Words that answer no option are not an answer, and the
 * message goes on to the other handlers.
 */
import { LANGUAGES } from '@/domain/language';
import { copyFor } from '@/domain/bot-copy';
import { REPORT_REASONS } from '@/domain/schemas/moderation';
import type { AskedQuestion } from '@/server/db/schema';
import { checkinCopy } from '@/server/bot/checkins/copy';
import { sellCopyFor } from './sell/copy';
import { pickedNumber } from './picked';
import {
  checkinAnswerOf,
  CHECKIN_STEMS,
  CHECKIN_WORDS,
  NOT_AVAILABLE,
  NOT_SOLD,
  normalise,
  phrases,
  withoutNotRenewed,
} from './checkin-words';

export type TypedAnswer = { kind: 'option'; id: string } | { kind: 'range'; count: number };

/** "Yes" to a yes-or-no question (is it still available? publish it?). */
const YES = phrases(
  'yes|yes please|yeah|yep|ya|yah|yes yes|sure|of course|correct|true',
  'hongu|ehe|ehoo|ehe ichiripo|zvakanaka|ndizvo',
  'yebo|ye|kunjalo|yebo kunjalo',
);

const PUBLISH = phrases(
  'publish|publish it|post|post it|post it now|ok post it|ok publish|go ahead|put it up|list it|yes publish|yes post it|send it|its fine|looks good|all good|thats right|correct',
  'isai|iisai|iisa|isa|ehe iisa|hongu iisa|iise|ziisei|iisei|iisei pamusika|isai pamusika|ehe iisei|tumirai|zvakanaka isai|ndizvo|ipostei|iposte|postai|ehe ipostei|hongu isai|ibudise|ibudisei|budisai|ehe ibudise|hongu ibudise|iburitse|buritsai',
  'kufake|yifake|faka|yebo yifake|thumela|kulungile|kuhle',
);
const CHANGE = phrases(
  'change|change it|edit|edit it|fix|correct it|i want to change',
  'chinja|shandura|gadzirisa',
  'guqula|tshintsha|lungisa',
);
const CANCEL = phrases(
  'cancel|cancel it|delete it|discard|forget it|never mind|nevermind',
  'kanzura|kanzurai|dzima|dzimai|siya|siyai',
  'yekela|sula|yesula|yesule|khansela|hatshi yesule|yicime|cima|yicimile|cimela|yiyekele|yekela konke',
);

/** What buyers type for a report reason, beside its title, in the three languages. */
const REASON_WORDS: Record<(typeof REPORT_REASONS)[number], string[]> = {
  scam: phrases(
    'scam|its a scam|scammer|fraud|fake|its fake|con|thief|a scam',
    'hutsotsi|mbavha|tsotsi|kubiridzira|unyengeri',
    'ubuqili|ngubuqili|inkohliso|isigebengu|ngumkhohlisi',
  ),
  pay_first: phrases(
    'asked me to pay first|pay first|pay before viewing|asked for money first|asked for a deposit|wanted a deposit|deposit before viewing|viewing fee',
    'mari pamberi|kubhadhara pamberi|ndibhadhare kutanga|vanoda dhipoziti|mari yekuona',
    'imali kuqala|ukukhokha kuqala|ngikhokhe kuqala|ufuna idiphozithi|imali yokubona',
  ),
  prohibited: phrases(
    'illegal|banned|not allowed|prohibited|drugs|weapon',
    'zvinorambidzwa|hazvibvumirwe|zvisiri pamutemo',
    'okungavunyelwanga|akuvunyelwanga|akusemthethweni',
  ),
  wrong_details: phrases(
    'wrong price|wrong details|wrong category|misleading|wrong info|wrong information|not as described',
    'mutengo usiri iwo|zvisizvo|mashoko asiri iwo',
    'intengo ayisiyo|lokho okungasikho|ulwazi olungasilo',
  ),
  sold: phrases(
    'sold|already sold|its sold|sold out|no longer available|not available',
    'yakatotengwa|chakatotengwa|yatengwa|chakatengwa|yatotengwa',
    'sekuthengiwe|ithengisiwe|sekuthengisiwe',
  ),
  other: phrases(
    'other|something else|another reason',
    'zvimwe|chimwe chikonzero',
    'okunye|esinye isizatho',
  ),
};

/** What buyers type to say how it went with a seller (the feedback question). */
const FEEDBACK_WORDS = {
  good: phrases(
    'good|it was good|all good|very good|good thanks|fine|it was fine|yes it was fine|yes good|went well|it went well|great|it was great|excellent|no problems',
    'zvakanaka|zvanaka|zvakafamba zvakanaka|zvafamba zvakanaka|zvaita|hapana dambudziko',
    'kuhle|kuhambe kuhle|kube kuhle|kuhle kakhulu|akulamathata',
  ),
  not_good: phrases(
    'not good|bad|it was bad|not well|no good|terrible|it was terrible|poor|not fine|it went badly',
    'hazvina kunaka|hazvina kufamba zvakanaka|zvakaipa|zvaipa',
    'akukuhle|kakukuhle|kube kubi|kubi|akuhambanga kuhle',
  ),
  report: phrases('report|report him|report her|report them|report the seller|report it'),
  no_reply: phrases(
    'no reply|no answer|didnt reply|did not reply|never replied|no response|not answering|didnt answer',
    'havana kupindura|havapinduri|hapana mhinduro',
    'kaphendulanga|akaphenduli|akulampendulo',
  ),
  not_as_described: phrases(
    'not as described|not as advertised|not the same|different|wrong item',
    'hazvina kufanana|zvakasiyana',
    'akufanani|akufanani lokuthiwa|kwehlukile',
  ),
  pay_first: [
    ...REASON_WORDS.pay_first,
    ...phrases('asked for money first|wanted money first|asked for money', 'vakada mari pamberi'),
  ],
  other: REASON_WORDS.other,
} as const;

/** A 'not good' said with the good words ('it was not good', 'hazvina kunaka'). */
const NOT_GOOD_STEM = /\b(?:not|no|bad|never|didnt|terrible|poor)\b|hazvina|zvaipa|akuku|kubi/;

/** What people type for an option, beside its title: by the kind of option its id names. */
function wordsFor(id: string): string[] {
  if (/^checkin:(available:|list:available)/.test(id)) {
    return [...CHECKIN_WORDS.available, ...YES, ...titles((l) => checkinCopy(l).available)];
  }
  if (/^checkin:(sold:|list:sold)/.test(id)) {
    return [...CHECKIN_WORDS.sold, ...titles((l) => checkinCopy(l).sold)];
  }
  if (/^checkin:(pause:|list:pause)/.test(id)) {
    return [...CHECKIN_WORDS.pause, ...titles((l) => checkinCopy(l).pause)];
  }
  if (id === 'sell:publish')
    return [...PUBLISH, ...YES, ...titles((l) => sellCopyFor(l).buttons.publish)];
  if (id === 'sell:change') return [...CHANGE, ...titles((l) => sellCopyFor(l).buttons.change)];
  if (id === 'sell:cancel') return [...CANCEL, ...titles((l) => sellCopyFor(l).buttons.cancel)];
  if (id === 'sell:keep') return titles((l) => sellCopyFor(l).buttons.keep);
  if (id === 'sell:replace') return titles((l) => sellCopyFor(l).buttons.replace);
  const feedback = /^feedback:[^:]+:(?:why:)?([a-z_]+)$/.exec(id)?.[1];
  if (feedback && feedback in FEEDBACK_WORDS) {
    const key = feedback as keyof typeof FEEDBACK_WORDS;
    const title = (l: (typeof LANGUAGES)[number]) =>
      key === 'good' || key === 'not_good' || key === 'report'
        ? copyFor(l).feedback[key === 'not_good' ? 'notGood' : key]
        : copyFor(l).feedback.reasons[key];
    return [...FEEDBACK_WORDS[key], ...titles(title)];
  }
  const reason = /^report:.+:([a-z_]+)$/.exec(id)?.[1];
  const known = REPORT_REASONS.find((r) => r === reason);
  if (known) return [...REASON_WORDS[known], ...titles((l) => copyFor(l).report.reasons[known])];
  return [];
}

const titles = (of: (language: (typeof LANGUAGES)[number]) => string) =>
  LANGUAGES.map((l) => normalise(of(l)));

/** The largest number read as a choice from a list (WhatsApp lists hold 10 rows). */
const MAX_PICK = 10;

/**
 * A choice's number: said alone or among words that ask nothing else ('3', 'number 3 pls', 'the
 * second one'; picked.ts), or first, set apart, before words of the seller's own ('3 please,
 * ndichakuudzai kana yadzoka', '2. I sold it yesterday').
 */
function numberOf(said: string, words: string): number | null {
  const picked = pickedNumber(said);
  if (picked !== null) return picked;
  const lead = /^\s*#?(\d{1,2})\s*(?:[,.)!:-]|\s+(?:please|pls|plz|ndapota|ngicela)\b)/i.exec(
    words,
  );
  return lead && !/\d/.test(words.slice(lead[0].length)) ? Number(lead[1]) : null;
}

/** Report reasons by stem, for words no list holds ('the price is wrong', 'ngumtshontshi'). */
const REASON_STEMS: Partial<Record<(typeof REPORT_REASONS)[number], RegExp>> = {
  scam: /\b(?:scam\w*|fraud\w*|fake|thie[fv]\w*|steal\w*|stole|con\s+artist|crook)\b|mbavha|tsotsi|tshontsh|kh?ohlis|buqili|nyenger|biridz|gebeng|bhinya|\b(?:ano|aka|vano|vaka)ba\b|\bkuba\b|\bebiri?\b|\bntshontsh/,
  pay_first:
    /\b(?:pay\w*\s+(?:first|before)|deposit|money first|viewing fee|send\w*\s+(?:him\s+|her\s+|them\s+)?(?:the\s+)?money)\b|mari pamberi|mari yekuona|mari kutanga|bhadhar\w*\s+(?:mari\s+)?(?:pamberi|kutanga)|tumir\w*\s+mari|dhipoziti|diphozithi|khokh\w*\s+kuqala|imali kuqala|imali yokubona|thumel\w*\s+imali/,
  wrong_details:
    /\b(?:wrong|incorrect|misleading|not as described)\b|zvisizvo|usiri iwo|ayisiyo|okungasikho|\bha\w{0,4}si\s+i(?:wo|yo|cho|zvo|ro|dzo)\b/,
  sold: /\b(?:sold|bought|gone)\b|tengw|tengesw|tenga kare|toitenga|thengiw|thengisiw/,
  prohibited: /\b(?:illegal|banned|prohibited|drugs?|weapons?)\b|rambidzw|vunyelw/,
};

/**
 * The most words a check-in's or a report's answer by stem may hold ('the guy wants me to pay a
 * deposit before i even see the house'): past them, it is a message of its own.
 */
const LONG_ANSWER_WORDS = 14;
/** A report's reason is often told as what happened: its stems are read in a longer message. */
const LONG_REPORT_WORDS = 30;

/**
 * A long message that holds a number or names another thing ('I still need to sell my other
 * car, a Honda Fit 2010') is a message of its own, not a check-in's answer by its stems.
 */
const ANOTHER_MATTER = /\d|\b(?:other|another|imwe|chimwe|zvimwe|imwezve|enye|okunye|omunye)\b/;

/** A message's clauses, for a long check-in answer read clause by clause. */
const CLAUSE = /[,.;!?]|\b(?:but|so|kodwa|asi|saka|ngakho)\b/i;

/**
 * A long check-in answer whose clauses that answer all give the same answer ('hi yes my brother
 * the sofa is still available, a few people asked but nobody came, so its still here';
 * 'salibonani, yebo izimbuzi zisekhona zonke, abantu bayabuza kodwa kakho othengileyo'): that
 * answer's option. Two answers, or none, are no answer.
 */
function clausesAgree(question: AskedQuestion, words: string): string | null {
  const given = new Set(words.split(CLAUSE).map((clause) => checkinAnswerOf(clause ?? '')));
  given.delete(null);
  if (given.size !== 1) return null;
  const [action] = [...given];
  const option = question.options.find(
    (o) => /^checkin:(?:list:)?(available|sold|pause)/.exec(o.id)?.[1] === action,
  );
  return option?.id ?? null;
}

/** By stem: the one option of a check-in or report question the words name. */
function byStem(question: AskedQuestion, said: string): string | null {
  const hits = question.options.filter((o) => {
    const action = /^checkin:(?:list:)?(available|sold|pause)/.exec(o.id)?.[1];
    if (action) return CHECKIN_STEMS[action as keyof typeof CHECKIN_STEMS].test(said);
    const reason = /^report:.+:([a-z_]+)$/.exec(o.id)?.[1];
    const stem = reason ? REASON_STEMS[reason as keyof typeof REASON_STEMS] : undefined;
    return stem ? stem.test(said) : false;
  });
  return hits.length === 1 ? hits[0]!.id : null;
}

/** The option the words answer, a number out of range, or null when they answer nothing. */
export function typedAnswer(question: AskedQuestion, words: string): TypedAnswer | null {
  const said = withoutNotRenewed(normalise(words.replace(/^\s*#/, '')));
  if (!said) return null;
  const numbered = question.options.filter((o) => o.numbered);
  const n = numberOf(said, words);
  // A number well past any list (a price, '250') is no choice.
  if (n !== null && n > Math.max(numbered.length, MAX_PICK)) return null;
  if (n !== null) {
    if (!numbered.length) return null;
    const option = numbered[n - 1];
    return option ? { kind: 'option', id: option.id } : { kind: 'range', count: numbered.length };
  }
  // 'not sold yet', 'haisati yatengwa', 'ayikathengwa': still available.
  const available = question.options.find((o) => /^checkin:(?:list:)?available/.test(o.id));
  if (available && NOT_SOLD.test(said)) return { kind: 'option', id: available.id };
  const sold = question.options.find((o) => /^checkin:(?:list:)?sold/.test(o.id));
  if (sold && NOT_AVAILABLE.test(said)) return { kind: 'option', id: sold.id };
  const exact = question.options.filter(
    (o) => (o.title && normalise(o.title) === said) || wordsFor(o.id).includes(said),
  );
  if (exact.length === 1) return { kind: 'option', id: exact[0]!.id };
  if (exact.length > 1) return null;
  // A short answer that holds one option's words ("yes its still available thanks"); a
  // check-in's answer may run longer ("I still have it, turn it back on"), by its stems alone.
  const count = said.split(' ').length;
  if (count > 7) {
    const agreed = count <= LONG_REPORT_WORDS ? clausesAgree(question, words) : null;
    if (agreed && !ANOTHER_MATTER.test(said)) return { kind: 'option', id: agreed };
    // Longer still, its first clause may answer ('yes the couch is still there, a few people
    // asked about it but nobody came').
    const first = normalise(words.split(/[,.;!?]|\bbut\b/i)[0] ?? '');
    const isReport = question.options.some((o) => o.id.startsWith('report:'));
    const stem =
      count <= (isReport ? LONG_REPORT_WORDS : LONG_ANSWER_WORDS)
        ? byStem(question, said)
        : first.split(' ').length <= 8
          ? byStem(question, withoutNotRenewed(first))
          : null;
    if (stem?.startsWith('report:')) return { kind: 'option', id: stem };
    return stem?.startsWith('checkin:') && !ANOTHER_MATTER.test(said)
      ? { kind: 'option', id: stem }
      : null;
  }
  const padded = ` ${said} `;
  const holds = question.options.filter((o) =>
    wordsFor(o.id).some((w) =>
      w.includes(' ') || w.length > 3 ? padded.includes(` ${w} `) : false,
    ),
  );
  const distinct = new Set(holds.map((o) => o.id));
  if (distinct.size === 1) return { kind: 'option', id: holds[0]!.id };
  // 'it was not good' holds Good's words and Not good's: the negation decides.
  const verdicts = [...distinct].filter((id) => /^feedback:[^:]+:(?:good|not_good)$/.test(id));
  if (distinct.size === 2 && verdicts.length === 2) {
    const negative = NOT_GOOD_STEM.test(said);
    return { kind: 'option', id: verdicts.find((id) => id.endsWith(':not_good') === negative)! };
  }
  if (distinct.size > 1) return null;
  const stem = byStem(question, said);
  return stem ? { kind: 'option', id: stem } : null;
}
