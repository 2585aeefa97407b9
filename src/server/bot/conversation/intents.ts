/**
 * Short messages that are not searches: sign-in, greetings, thanks, goodbyes, paging, cheaper,
 * a result's number. English, Shona and Ndebele as buyers type them (any case, trailing
 * punctuation and emoji allowed).
 */
import { askedForMore } from './picked';

export type SmallTalk = 'greeting' | 'thanks' | 'goodbye';

const END = String.raw`[\s!.?,🙏👍😊🙂]*$`;
const wholeMessage = (words: string) => new RegExp(String.raw`^\s*(?:${words})` + END, 'i');

/** 'login', 'Log in please', 'I want to sign in', 'how do I login?', 'send me the login link'. */
const LOGIN_WORD = /\b(log\s*-?\s*in|login|sign\s*-?\s*in|signin|log\s*me\s*in)\b/i;
const LOGIN_CONTEXT =
  /^(please|pls|plz|i|want|wanna|would|like|to|can|could|how|do|does|send|me|my|the|a|link|code|again|now|new|need|help|into|dashboard|account|seller|sell|ndoda|ndinoda|ngifuna|hi|hello|hey|ok|okay|yes|want to|for)$/i;

export function isLogin(text: string): boolean {
  if (!LOGIN_WORD.test(text)) return false;
  const rest = text
    .replace(LOGIN_WORD, ' ')
    .replace(/[^\p{L}\p{N}\s]/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  // A sign-in request, not a search that happens to contain the word.
  return rest.length <= 8 && rest.every((word) => LOGIN_CONTEXT.test(word));
}

const GREETING = wholeMessage(
  String.raw`(?:hi+|hello+|hey+|hie|hallo|howzit|heita|help|menu|start|info|good\s+(?:morning|afternoon|evening|day)|morning|mhoro|mhoroi|makadii|makadini|maswera\s+sei|mangwanani|masikati|manheru|sawubona|salibonani|lotjhani|unjani|yebo)(?:\s+(?:there|bot|sir|madam|maam|friend|shamwari))?`,
);
const THANKS = wholeMessage(
  String.raw`(?:ok(?:ay)?\s*,?\s*)?(?:thanks?(?:\s+(?:a\s+lot|so\s+much|very\s+much|man|bro|sis))?|thank\s+you(?:\s+(?:very|so)\s+much)?|thanx|thnx|thx|tnx|ta|cheers|ok(?:ay)?|k|cool|great|nice|fine|alright|sure|noted|got\s+it|ndatenda|ndatenda\s+zvikuru|maita\s+basa|mazvita|siyabonga|ngiyabonga|ngiyabonga\s+kakhulu|👍|🙏)`,
);
const GOODBYE = wholeMessage(
  String.raw`(?:ok(?:ay)?\s*,?\s*)?(?:thanks?\s*,?\s*)?(?:bye+|goodbye|good\s*bye|bye\s+bye|see\s+you(?:\s+later)?|later|cya|good\s+night|night|chisarai|chisarai\s+zvakanaka|fambai\s+zvakanaka|sarai\s+zvakanaka|sala\s+kahle|hamba\s+kahle|lisale\s+kahle)`,
);

const wordSet = (list: string) => new Set(list.split(/\s+/).filter(Boolean));
const GREETING_WORDS = wordSet(`hi hello hey hie hallo howzit heita mhoro mhoroi makadii makadini
  maswera mangwanani masikati manheru sawubona salibonani lotjhani lotshani unjani linjani livukile
  litshonile lilele lisebenza morning afternoon evening ndeipi wadii wakadii zvirisei sup wassup
  whatsup howdy mrng mrn mng morn gm gud gd evng evening aftn afternun linjani kunjani salibonani
  makadiiko mangwanani masikati`);
const THANKS_WORDS = wordSet(`thanks thank thanx thnx thx tnx thankx thankz thanku tanx tanks
  cheers appreciated appreciate ndatenda ndinotenda tatenda maita mazvita mwari siyabonga
  ngiyabonga sibonga ngibonga`);
const GOODBYE_WORDS = wordSet(`bye goodbye cya later chisarai fambai sarai sala hamba lisale`);
/** Words that go with a greeting, thanks or goodbye and ask for nothing. */
const COURTESY = wordSet(`how are you doing u r ok okay k cool great nice alright sure so much
  very lot a my friend friends shamwari mngane sir madam maam man bro sis there bot all good
  well fine and too also again hope is day have wonderful basa sei kahle kakhulu zvikuru
  zvakanaka yini night see soon take care you later dear team henyu zvenyu lonke yebo ehe hongu
  wena lina kulungile kunjalo sharp helped helpful help u ur youre boss chief bossman mdara
  mkoma mukoma hama shaz shasha mfana mfowethu mfowenu dadewethu sisi baba mama amai mai gogo
  sekuru mzala chaizvo chose kwazvo zvakanyanya kakhulu khulu ngempela njani ndichakuudza
  ndichakuudzai ndichakuzivisa ngizakutshela ngizalitshela ngizakwazisa bhoo blessed bless god
  mwari nkulunkulu akubusise akuropafadze today tonight this weekend week will ill i check them
  it out look at let know get back touch to`);

/** A message of courtesy words alone ('hello, how are you?', 'maita basa shamwari'). */
function courtesy(text: string): SmallTalk | null {
  const tokens = text
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .split(/[^\p{L}]+/u)
    .filter(Boolean);
  if (!tokens.length || tokens.length > 10) return null;
  let kind: SmallTalk | null = null;
  const rank = { greeting: 1, thanks: 2, goodbye: 3 } as const;
  for (const token of tokens) {
    const found: SmallTalk | null = GOODBYE_WORDS.has(token)
      ? 'goodbye'
      : THANKS_WORDS.has(token)
        ? 'thanks'
        : GREETING_WORDS.has(token)
          ? 'greeting'
          : null;
    if (found) {
      if (!kind || rank[found] > rank[kind]) kind = found;
    } else if (!COURTESY.has(token)) return null;
  }
  // 'how are you?', 'how r u' alone: a greeting.
  if (!kind && tokens.includes('how') && tokens.some((t) => t === 'you' || t === 'u')) {
    return 'greeting';
  }
  return kind;
}

export function smallTalk(text: string): SmallTalk | null {
  if (GOODBYE.test(text)) return 'goodbye';
  if (THANKS.test(text)) return 'thanks';
  if (GREETING.test(text)) return 'greeting';
  return courtesy(text);
}

export const isMore = (text: string) =>
  askedForMore(text) ||
  wholeMessage(
    String.raw`(?:show\s+)?(?:more|next|next\s+page|more\s+results|see\s+more|show\s+me\s+more|mamwe|zvimwe|zvimwe\s+zvacho|ndipeiwo\s+zvimwe|ezinye|okunye|ngicela\s+okunye|okunye\s+futhi)(?:\s+please)?`,
  ).test(text);

export const isCheaper = (text: string) =>
  wholeMessage(
    String.raw`(?:(?:anything|something|any|show\s+me|i\s+want|do\s+you\s+have\s+(?:anything|something))\s+)?(?:cheaper|less\s+expensive|lower\s+price|too\s+expensive|(?:a\s+)?bit\s+cheaper|cheaper\s+(?:ones?|options?|please)|(?:zv|dz|y|ch|z|r|k|tw|v|w)?akachipa(?:\s+(?:here|zvacho))?|zvinodhura|zviri\s+pasi|(?:o|e|a)?(?:ku|zi|li|si|bu|lu|i|u)?(?:shibh|tshiph|tshibh|shiph)il(?:e|eyo))(?:\s+(?:ones?|please|pls|plz))*`,
  ).test(text);

/** A result's number, said alone or in a sentence that asks nothing else (picked.ts). */
export { pickedNumber } from './picked';

/**
 * Messages that are not searches though they have words: asking to be called, saying a voice
 * note or sticker was sent ('voice note please call me'), or asking for what a general assistant
 * does (a poem, a joke, a translation, general knowledge). They get a question, never results;
 * the last gets one line on what the bot is for.
 */
export type NotASearch = 'call_me' | 'unsupported' | 'off_topic';

/**
 * Requests for a general-purpose assistant. Only the request's own shape counts: 'CV writing'
 * or 'a translator in Harare' are services buyers look for, 'write me a CV' and 'translate this
 * into Shona' are not.
 */
const OFF_TOPIC =
  /\b((write|compose)\s+me\b|(write|compose)\s+(a|an)\s+(poem|story|essay|song|speech|letter)|tell\s+me\s+a\s+(joke|story)|translate\s+(this|that|it|into|to|from)\b|capital\s+(city\s+)?of|president\s+of|who\s+(is|was)\s+the\s+(first|president|richest)|meaning\s+of\s+life|weather\s+(today|tomorrow|forecast)|are\s+you\s+(chat\s*gpt|an?\s+ai|a\s+robot|human)|chat\s*gpt|solve\s+(this|my|the)\s+(equation|problem|sum)|(mu)?ndinyorerei|u?ngibhalele|ngitshele\s+inganekwane)\b/i;

const CALL_ME =
  /\b(call\s+me|please\s+call|pls\s+call|call\s+back|callback|phone\s+me|ring\s+me|give\s+me\s+a\s+call|ndifonerei|ndifonere|ndiridzirei|ngifonele|ngishayele|ngitshayele)\b/i;
const MEDIA = /\b(voice\s*notes?|voice\s+message|audio|vn|sticker|stickers|gif)\b/i;

export function notASearch(text: string): NotASearch | null {
  if (OFF_TOPIC.test(text)) return 'off_topic';
  if (MEDIA.test(text)) return CALL_ME.test(text) ? 'call_me' : 'unsupported';
  if (CALL_ME.test(text)) {
    // 'call me' with something to find ('plumber in Harare call me') is still a search: the
    // words left are checked by the caller; here only the call itself is recognised.
    const rest = text
      .replace(CALL_ME, ' ')
      .replace(/[^\p{L}\p{N}\s]/gu, ' ')
      .split(/\s+/)
      .filter(Boolean)
      .filter(
        (w) =>
          !/^(please|pls|plz|now|asap|urgently|urgent|me|on|my|number|this|hi|hello|sir|madam|back|can|you|u|i|need|want|to|talk|someone|ndapota|ngicela)$/i.test(
            w,
          ),
      );
    if (rest.length === 0 || /^\+?\d[\d\s]{6,}$/.test(rest.join(' '))) return 'call_me';
  }
  return null;
}
