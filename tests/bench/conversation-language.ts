/**
 * The conversation benchmark's judge of a reply's language (English, Shona or Ndebele).
 *
 * Method: the reply's own words are scored, as the bot's detectLanguage scores a buyer's
 * message, against three word lists, and the language with most words wins (a tie or no word
 * at all: undecided, judged wrong). Each list joins words written here (the sentence words,
 * greetings, verbs of command, the words of check-ins, alerts, reports and listing by chat) and
 * the words found only in that language's sentences of the bot's copy (src/domain/bot-copy and
 * the check-in copy), read when the benchmark starts: a reply the bot gains later (an opt-out
 * confirmation, say) is judged by its words, not by a sentence known in advance.
 *
 * Not the bot's words, and so not scored: a listing's details (the lines after 🛍️ 💵 📍 🏷️,
 * quoted description lines, features, the seller line, the chat link and the safety line),
 * list rows (listing titles), *bold* (titles, commands such as *Login* or *Publish*), text in
 * quotes (the person's own words echoed back), links and numbers.
 */
import { copyFor } from '@/domain/bot-copy';
import { checkinCopy } from '@/server/bot/checkins/copy';
import type { Lang } from './conversation-types';

const list = (words: string) => new Set(words.trim().toLowerCase().split(/\s+/));

const ENGLISH = list(`
  the a an is are was be been will would can could do does did not no yes you your yours i me my
  we our us it its this that these those there here what which who when where why how any some
  more most other another new one ones all every each only just still again now yet already then
  to of in on at for from with by about as and or but if so than too very please sorry thank thanks
  welcome hi hello goodbye bye okay send sent reply tap choose pick see show find search looking
  look tell ask asked answer stop start stopped started again listing listings seller sellers
  buyer buyers nothing found results result offer available sold paused pause reactivate kept
  marked message messages alert alerts saved searches town price photo photos title category
  publish published cancel cancelled change draft progress report reported reason team thanks
  reminders reminder check checkin off on turn turned time times day days week weeks listed
  will won't cannot can't don't isn't i'll i'm you're that's it's always verify person chat
  added line about exactly type its name describe sentence least letters
`);

const SHONA = list(`
  ndine ndinoda ndiri ndichaku ndichakutumirai ndichakuudzai ndichabvunza handichabvunzi
  handichakutumirai handikwanisi ndinokwanisa ndinokubatsirai ndatenda tatenda mazvita maita
  basa mhoro mhoroi makadii urombo hapana parizvino zvino kana uye asi nekuti here chii sei
  kupi ipi ripi chipi muri mune mumwe mamwe zvimwe chimwe rimwe imwe dzimwe zvese ose yose
  nyorai tumirai dzvanyai sarudzai tangai edzai tsvagai onai ndiudzei nditumirei chisarai
  zvakanaka zvaitwa zvamira amira yamiswa yatengeswa ichiripo yadzoka idzorere mbomira
  kuvatengi vatengi mutengesi chiziviso zviziviso zviyeuchidzo zvadzimwa zvadzoka
  chinhu zvinhu chenyu yenyu enyu zvenyu dzenyu yako zvako wako kuti kuona muone muwane
  hamuna hamugone havachaioni hachichipo chakatengwa yanyorwa seyatengeswa ichamiswa
  semuenzaniso nhasi chero nguva pano apa iyi ichi izvi izvo ndizvo zvandinazvo
  mifananidzo mutengo guta kutengesa kuisa mahara zvachinjwa zvakanzurwa chinja kanzura
  iri ari ane aine zvakadai chitsva zvitsva meseji pamusoro pasi pe ne na ku mu
  mufananidzo wawedzerwa tumira mutsara pacho neguta hauna kuwedzerwa hachina kukwanisa
  kuiswa taurai nemutengesi uyu zvawanikwa
`);

const NDEBELE = list(`
  ngiyabonga siyabonga ngiyalisiza ngingalithola ngizalithumela ngizalazisa angikwazi
  angisayikulithumela angizwisisanga salibonani sawubona kulungile uxolo akukho okwamanje
  lidingani lifuna ngitshelani thumelani bhalani cindezelani khethani zamani dingani phendulani
  ngazisa ngokwesibonelo kumbe loba noma nxa njalo futhi kodwa kuphela ukuthi ukuze yini
  lapha lamuhla lisale kahle buyani nini okunye ezinye okuthile okutsha elikudingayo
  isikhangiso izikhangiso abathengi umthengisi isekhona ithengisiwe yimisa buyisela
  kumisiwe amisiwe kwenziwe ama-alert enu lenu yenu zenu wenu lakho yakho kwakho
  izithombe isithombe intengo idolobho indawo okuthengisayo kufakiwe kugciniwe kuyekelwe
  izamiswa iyamiswa yamiswa ibuyile isibuyile ithengisiwe kabasakuboni kabasayiboni
  ngisaqhubeka ngizabuza angisayikubuza izikhumbuzo ezikhumbuzo zicinyiwe zibuyile
  kusedolobheni kuluhlobo ingakanani thumela bhala khetha guqula yekela gcina tshintsha
  le la lo lokhu lokho leli lesi lezi kulesi kulokhu ngaphansi kwe ku eduze khatshana
  sengezwe khathesi umugqa ngaso kuyini ledolobho isibonelo angikwazanga ukubala lelifayela
  njengesithombe lithumele kasengezwanga akukwazanga ukufakwa kawulakho okusemakethe
  ongakutshengisa njengokuthengiweyo khulumani lomthengisi okutholakeleyo
`);

/** The words of the bot's copy, in each language. */
function copyWords(language: Lang): Set<string> {
  const texts: string[] = [];
  const walk = (value: unknown, depth: number) => {
    if (depth > 4) return;
    if (typeof value === 'string') texts.push(value);
    else if (typeof value === 'function') {
      for (const args of [['X', 'Y', 'Z'], [2, 3, true], [{ thing: 'X' }]]) {
        try {
          walk((value as (...a: unknown[]) => unknown)(...args), depth + 1);
        } catch {
          // A sentence that needs other arguments: its words are left out.
        }
      }
    } else if (Array.isArray(value)) value.forEach((v) => walk(v, depth + 1));
    else if (value && typeof value === 'object') {
      Object.values(value).forEach((v) => walk(v, depth + 1));
    }
  };
  walk(copyFor(language), 0);
  walk(checkinCopy(language), 0);
  return new Set(texts.flatMap(tokens));
}

function tokens(text: string): string[] {
  return text
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .split(/[^\p{L}-]+/u)
    .map((t) => t.replace(/^-+|-+$/g, ''))
    .filter((t) => t.length >= 2);
}

const LEXICON: Record<Lang, Set<string>> = (() => {
  const copy = { en: copyWords('en'), sn: copyWords('sn'), nd: copyWords('nd') };
  const only = (language: Lang) =>
    [...copy[language]].filter((w) =>
      (['en', 'sn', 'nd'] as const).every((other) => other === language || !copy[other].has(w)),
    );
  return {
    en: new Set([...ENGLISH, ...only('en')]),
    sn: new Set([...SHONA, ...only('sn')]),
    nd: new Set([...NDEBELE, ...only('nd')]),
  };
})();

/** Lines of a listing's details (the seller's words) and the card's fixed lines. */
const CARD_LINE =
  /^\s*(🛍️|💵|📍|🏷️|>|•|Seller:|Chat with the seller|Always verify listings|https?:)/u;

/** The bot's own words in a reply, without what it quotes or shows of listings. */
export function ownWords(text: string): string {
  return text
    .split('\n')
    .filter((line) => !CARD_LINE.test(line))
    .join('\n')
    .replace(/https?:\/\/\S+/g, ' ')
    .replace(/\*[^*\n]+\*/g, ' ')
    .replace(/“[^”\n]*”|"[^"\n]*"/g, ' ')
    .replace(/\d+/g, ' ');
}

export function languageScores(text: string): Record<Lang, number> {
  const scores: Record<Lang, number> = { en: 0, sn: 0, nd: 0 };
  for (const token of tokens(ownWords(text))) {
    for (const language of ['en', 'sn', 'nd'] as const) {
      if (LEXICON[language].has(token)) scores[language]++;
    }
  }
  return scores;
}

/** The reply's language; null when its words do not tell (a tie, or none known). */
export function languageOfReply(text: string): Lang | null {
  const scores = languageScores(text);
  const best = Math.max(scores.en, scores.sn, scores.nd);
  if (best === 0) return null;
  const winners = (['en', 'sn', 'nd'] as const).filter((l) => scores[l] === best);
  return winners.length === 1 ? winners[0]! : null;
}
