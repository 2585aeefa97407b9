/**
 * Opt-out, before anything else is understood (WhatsApp's Business Messaging Policy): STOP,
 * UNSUBSCRIBE, CANCEL, END, QUIT and their Shona and Ndebele words, as a whole message, stop
 * every message the marketplace starts for that person: a buyer's alerts, a seller's check-ins
 * and with them the auto-pause (nobody is paused for a question they asked not to get). The
 * opt-out is recorded (bot_conversations.opted_out_at), and every process's sends check it
 * (notify.ts), until the person sends START. Replies to what they write go on as before.
 */
import { setConsentsWithdrawn } from '@/server/consents/consents';
import { sql } from 'drizzle-orm';
import type { Language } from '@/domain/language';
import type { Db } from '@/server/db/client';
import { closeCheckins, reopenCheckins } from '@/server/listings/checkins/rows';
import { CHECKIN_SELLER_JOB } from '@/server/listings/checkins/schedule';
import type { JobQueue } from '@/server/jobs/queue';
import { setOptedOut } from './memory';
import { normalise } from './checkin-words';

const STOP: [string, Language][] = [
  ...words(
    'en',
    'stop|stop all|stop it|stop please|please stop|stop messages|stop messaging me|stop sending|stop sending me messages|unsubscribe|cancel|cancel all|end|quit|opt out|optout|stop stop|dont message me|do not message me|no more messages',
  ),
  ...words(
    'sn',
    'mira|mirai|regai|rega|misai|misa zvese|regai kunditumira|musanditumire|musanditumirezve|hatichade|ndakwana|mirai kunditumira|ndiregei|ndiregerei',
  ),
  ...words(
    'nd',
    'yima|yimani|ngiyeke|ngiyekeni|ngiyekeleni|ngiyekelani|lingangithumeleli|misani|misa konke|yekelani ukungithumela|sengenele',
  ),
];

/**
 * Asking in a sentence: "please stop sending me these messages", "musanditumire mameseji",
 * "regai kundibvunza", "lingangibuzi futhi".
 */
const STOP_SENTENCES: [RegExp, Language][] = [
  [
    /^(?:please |pls |plz )?(?:stop|quit) (?:sending|messaging|texting|contacting|asking|bothering|these|the|all|your|this)\b/,
    'en',
  ],
  [/^(?:please |pls )?(?:dont|do not|never) (?:send|message|text|contact|ask) me\b/, 'en'],
  [/^(?:please )?(?:no more|unsubscribe|opt me out|remove me)\b/, 'en'],
  [/^(?:musandi|regai kundi|mirai kundi|misai kundi|usandi)\p{L}*/u, 'sn'],
  [/^(?:lingangi|yekelani ukungi|misani ukungi|ungangi)\p{L}*/u, 'nd'],
  // 'lingabe lisangithumelela imilayezo', 'lingaphinde lingithumelele': not any more.
  [/^(?:lingabe lisangi|lingaphindi lingi|lingaphinde lingi|ningangi)\p{L}*/u, 'nd'],
  [/^(?:handichadi|handichade|handichada) (?:ma)?(?:meseji|messages|alerts?)\b/, 'sn'],
  [
    /^(?:i )?(?:dont|do not) want (?:any more |anymore |these |your |any )*(?:messages|alerts)\b/,
    'en',
  ],
  // 'stop kunditumira ma messages', 'stop ukungithumelela': English stop, a local verb.
  [/^(?:please |pls )?stop (?:kundi|kuti)\p{L}*/u, 'sn'],
  [/^(?:please |pls )?stop (?:ukungi|ukuthi)\p{L}*/u, 'nd'],
];

/** Words that say stop on their own, with their language (null: either local language). */
const STOP_VERBS = new Map<string, Language | null>([
  ['stop', 'en'],
  ['unsubscribe', 'en'],
  ['quit', 'en'],
  ['mira', 'sn'],
  ['mirai', 'sn'],
  ['regai', 'sn'],
  ['zvakwana', 'sn'],
  ['yima', 'nd'],
  ['yime', 'nd'],
  ['uyime', 'nd'],
  ['kwanele', 'nd'],
  ['misa', null],
]);
/** Words that only press a stop: please, now, enough, these messages. */
const PRESSING = new Set(
  'please pls plz now it all messages these this that enough already manje ngicela ndapota mameseji aya ahwa imilayezo le'.split(
    ' ',
  ),
);

/** The opt-out keywords people type in any language ('STOP', 'unsubscribe'). */
const KEYWORDS = new Set(['stop', 'stop all', 'stop stop', 'unsubscribe', 'quit', 'end', 'optout']);

/** 'misa' is 'stop' in Shona and in Ndebele: the conversation's language answers it. */
const EITHER = new Set(['misa', 'misa konke']);

const START: [string, Language][] = [
  ...words('en', 'start|start again|unstop|resume|subscribe|opt in|optin|start messages'),
  ...words('sn', 'tanga|tangai|tangazve|dzokerai|tangisai'),
  ...words('nd', 'qala|qalani|qalisa|qalisani|buyelani'),
];

function words(language: Language, list: string): [string, Language][] {
  return list.split('|').map((w) => [normalise(w), language]);
}

/** STOP or START as a whole message, with the language of its word; null for other words. */
export function optOutIntent(
  text: string,
): { turn: 'stop' | 'start'; language: Language | null } | null {
  const said = normalise(text);
  if (EITHER.has(said)) return { turn: 'stop', language: null };
  const stop = STOP.find(([w]) => w === said);
  // STOP and its keywords are WhatsApp's words in every language: the chat's language answers.
  if (stop) return { turn: 'stop', language: KEYWORDS.has(said) ? null : stop[1] };
  // 'please misai kunditumira ma messages': a please before the sentence, in any language.
  const bare = said.replace(/^(?:(?:please|pls|plz|ndapota|ngicela|sir|madam)\s+)+/, '');
  const sentence =
    said.split(' ').length <= 10 && STOP_SENTENCES.find(([p]) => p.test(said) || p.test(bare));
  if (sentence) return { turn: 'stop', language: sentence[1] };
  // A stop word with words that only press it ('stop pls', 'STOP zvakwana', 'kwanele, yima').
  const tokens = said.split(' ');
  const verb = tokens.find((t) => STOP_VERBS.has(t));
  if (verb && tokens.length <= 5 && tokens.every((t) => STOP_VERBS.has(t) || PRESSING.has(t))) {
    return { turn: 'stop', language: STOP_VERBS.get(verb) ?? null };
  }
  // 'start again', 'tangai zvakare', 'qala futhi'.
  const again = said.replace(/ (?:again|zvakare|futhi|please|pls|manje|now)$/, '');
  const start = START.find(([w]) => w === said || w === again);
  return start ? { turn: 'start', language: start[1] } : null;
}

export interface OptOutCopy {
  stopped(what: { alerts: number; seller: boolean }): string;
  started(what: { alerts: number; seller: boolean }): string;
}

const COPY: Record<Language, OptOutCopy> = {
  en: {
    stopped: ({ alerts, seller }) =>
      [
        'Done: I will not start any more messages to you.',
        alerts ? `• Alerts about new listings are off (${alerts} saved).` : '',
        seller
          ? '• Check-ins about your listings are off, and none of them will be paused for want of an answer.'
          : '',
        'You can still message me any time to search. Send *START* to turn them back on.',
      ]
        .filter(Boolean)
        .join('\n'),
    started: ({ alerts, seller }) =>
      [
        'Welcome back: messages from the marketplace are on again.',
        alerts ? `• Alerts about new listings are on (${alerts} saved).` : '',
        seller ? '• Check-ins about your listings are on.' : '',
        'Send *STOP* any time to turn them off.',
      ]
        .filter(Boolean)
        .join('\n'),
  },
  sn: {
    stopped: ({ alerts, seller }) =>
      [
        'Zvaitwa: handichakutumirai mameseji andinotanga ini.',
        alerts ? `• Maalert ezviziviso zvitsva adzimwa (${alerts} akachengetwa).` : '',
        seller
          ? '• Kubvunza nezvezviziviso zvenyu kwamiswa, uye hapana chichamiswa nekushaya mhinduro.'
          : '',
        'Munogona kunditumira meseji chero nguva kuti mutsvage. Tumirai *START* kuti zvidzoke.',
      ]
        .filter(Boolean)
        .join('\n'),
    started: ({ alerts, seller }) =>
      [
        'Mauya zvakare: mameseji emusika adzoka.',
        alerts ? `• Maalert ezviziviso zvitsva adzoka (${alerts} akachengetwa).` : '',
        seller ? '• Kubvunza nezvezviziviso zvenyu kwadzoka.' : '',
        'Tumirai *STOP* chero nguva kuti zvimire.',
      ]
        .filter(Boolean)
        .join('\n'),
  },
  nd: {
    stopped: ({ alerts, seller }) =>
      [
        'Kwenziwe: kangisayikuqala ukulithumela imilayezo.',
        alerts ? `• Ama-alert ezikhangiso ezintsha acinyiwe (${alerts} agciniweyo).` : '',
        seller
          ? '• Ukubuza ngezikhangiso zenu kumisiwe, njalo kakukho esizamiswa ngenxa yokungaphenduli.'
          : '',
        'Lingangithumelela nini lanini ukuze lidinge. Thumelani *START* ukuze kubuye.',
      ]
        .filter(Boolean)
        .join('\n'),
    started: ({ alerts, seller }) =>
      [
        'Siyalemukela futhi: imilayezo yemakethe isibuyile.',
        alerts ? `• Ama-alert ezikhangiso ezintsha abuyile (${alerts} agciniweyo).` : '',
        seller ? '• Ukubuza ngezikhangiso zenu kubuyile.' : '',
        'Thumelani *STOP* nini lanini ukuze kume.',
      ]
        .filter(Boolean)
        .join('\n'),
  },
};

export const optOutCopy = (language: Language): OptOutCopy => COPY[language];

interface OptOutDeps {
  db: Db;
  jobs?: JobQueue;
}

/**
 * Records the opt-out and stops what was due: alerts not yet sent are dropped, a seller's open
 * check-ins are closed (none can lead to a pause). Saved searches are kept for START.
 */
export async function optOut(
  deps: OptOutDeps,
  phone: string,
  now: Date,
): Promise<{ alerts: number; seller: boolean }> {
  const { db } = deps;
  await setOptedOut(db, phone, now);
  await setConsentsWithdrawn(db, phone, now);
  await db.execute(
    sql`UPDATE alerts SET state = 'dropped', claimed_until = NULL
        WHERE phone_number = ${phone} AND state IN ('due', 'waiting', 'sending')`,
  );
  const sellerId = await sellerOf(db, phone);
  if (sellerId) {
    await closeCheckins(db, { sellerId }, now, null);
    await db.execute(
      sql`UPDATE listings SET checkin_asked_at = NULL WHERE seller_id = ${sellerId}`,
    );
  }
  return { alerts: await liveAlerts(db, phone), seller: Boolean(sellerId) };
}

/** START: the opt-out lifted; a seller's check-ins resume (unless they stopped reminders). */
export async function optIn(
  deps: OptOutDeps,
  phone: string,
  now: Date,
): Promise<{ alerts: number; seller: boolean }> {
  const { db } = deps;
  await setOptedOut(db, phone, null);
  await setConsentsWithdrawn(db, phone, null);
  const sellerId = await sellerOf(db, phone);
  if (sellerId) {
    await reopenCheckins(db, sellerId, now);
    await deps.jobs
      ?.send(CHECKIN_SELLER_JOB, { sellerId }, { key: sellerId })
      .catch(() => undefined);
  }
  return { alerts: await liveAlerts(db, phone), seller: Boolean(sellerId) };
}

async function sellerOf(db: Db, phone: string): Promise<string | null> {
  const found = await db.execute<{ id: string }>(sql`SELECT id FROM users WHERE phone = ${phone}`);
  return found.rows[0]?.id ?? null;
}

async function liveAlerts(db: Db, phone: string): Promise<number> {
  const found = await db.execute<{ n: number | string }>(
    sql`SELECT count(*) AS n FROM saved_searches WHERE phone_number = ${phone} AND stopped_at IS NULL`,
  );
  return Number(found.rows[0]?.n ?? 0);
}
