/**
 * What the bot says while a seller lists by chat, one table per language (copy-en.ts,
 * copy-sn.ts, copy-nd.ts). Button titles are at most 20 characters, list rows 24 (Cloud API).
 */
import type { Language } from '@/domain/language';
import { sellEn } from './copy-en';
import { sellNd } from './copy-nd';
import { sellSn } from './copy-sn';
import type { SellCopy } from './copy-types';

export type { SellCopy, SummaryParts } from './copy-types';

const TABLES: Record<Language, SellCopy> = { en: sellEn, sn: sellSn, nd: sellNd };

export function sellCopyFor(language: Language | null | undefined): SellCopy {
  return (language && TABLES[language]) || sellEn;
}
