import type { Language } from '@/domain/language';
import { en } from './en';
import { nd } from './nd';
import { sn } from './sn';
import type { BotCopy } from './types';

export type { BotCopy, Understood } from './types';
export { money } from './money';
export { en } from './en';
export { sn } from './sn';
export { nd } from './nd';

const TABLES: Record<Language, BotCopy> = { en, sn, nd };

/** The bot's sentences in a language; English when the language is unknown. */
export function copyFor(language: Language | null | undefined): BotCopy {
  return (language && TABLES[language]) || en;
}
