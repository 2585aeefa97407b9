/**
 * Typed words about alerts, as whole messages, in English, Shona and Ndebele: saving the last
 * search ('alert me'), listing them ('my alerts'), stopping them all ('stop alerts'). The
 * language is the phrase's own when it has one ('ndiudzei' is Shona), else null (the chat's).
 */
import type { Language } from '@/domain/language';

export type AlertIntent = 'save' | 'list' | 'stop-all';

const END = String.raw`[\s!.?,🙏👍😊🙂🔔]*$`;
const whole = (words: string) => new RegExp(String.raw`^\s*(?:please\s+)?(?:${words})` + END, 'i');

const PHRASES: { intent: AlertIntent; language: Language | null; pattern: RegExp }[] = [
  {
    intent: 'stop-all',
    language: 'en',
    pattern: whole(
      String.raw`(?:stop|cancel|end|delete|remove)\s+(?:all\s+)?(?:my\s+|the\s+)?alerts?|unsubscribe|no\s+more\s+alerts`,
    ),
  },
  {
    intent: 'stop-all',
    language: 'sn',
    pattern: whole(
      String.raw`misa(?:i)?\s+(?:maalert|ma-alert|maalerts)(?:\s+ose)?|regai\s+kundiudza|musandiudze(?:zve)?`,
    ),
  },
  {
    intent: 'stop-all',
    language: 'nd',
    pattern: whole(
      String.raw`misa(?:ni)?\s+(?:ama-?alerts?)(?:\s+wonke)?|yekela(?:ni)?\s+ukungazisa|lingangazisi`,
    ),
  },
  // 'misa alerts' could be either: the chat's language.
  { intent: 'stop-all', language: null, pattern: whole(String.raw`misa(?:i|ni)?\s+alerts?`) },
  {
    intent: 'list',
    language: 'en',
    pattern: whole(String.raw`(?:show\s+|see\s+)?(?:my\s+)?alerts|my\s+saved\s+searches`),
  },
  {
    intent: 'list',
    language: 'sn',
    pattern: whole(String.raw`(?:maalert|ma-alert|maalerts|alerts?)\s+(?:angu|dzangu)`),
  },
  {
    intent: 'list',
    language: 'nd',
    pattern: whole(String.raw`(?:ama-?alerts?|alerts?)\s+(?:ami|zami)`),
  },
  {
    intent: 'save',
    language: 'en',
    pattern: whole(
      String.raw`alert(?:\s+me)?|notify\s+me|set\s+(?:an?\s+)?alert|tell\s+me\s+when\s+new\s+ones\s+come`,
    ),
  },
  {
    intent: 'save',
    language: 'sn',
    pattern: whole(String.raw`ndiudze(?:i|iwo)?|ndizivise(?:i|iwo)?`),
  },
  {
    intent: 'save',
    language: 'nd',
    pattern: whole(String.raw`ngazis(?:a|e|ani)|ngitshel(?:e|ani)\s+nxa\s+kufika\s+okutsha`),
  },
];

export function alertIntent(
  text: string,
): { intent: AlertIntent; language: Language | null } | null {
  for (const phrase of PHRASES) {
    if (phrase.pattern.test(text)) return { intent: phrase.intent, language: phrase.language };
  }
  return null;
}
