/**
 * Dates and numbers in the active language, through `Intl` and the locale's CLDR data; English
 * keeps the domain's formats exactly ('Jan 5, 2025, 2:05 PM'), and so does a language the browser
 * has no data for. Prices stay US dollars as the domain writes them, whatever the language.
 */
import { i18n } from '@lingui/core';
import {
  formatDate as formatDateEnglish,
  formatDateTime as formatDateTimeEnglish,
  formatTime as formatTimeEnglish,
} from '@/domain/format';
import { LOCALE } from '@/domain/constants';

type DateInput = string | number | Date | null | undefined;

const ZONE = 'Africa/Harare';
const cache = new Map<string, Intl.DateTimeFormat | Intl.NumberFormat>();

/** The active locale when the browser has its data; null for English or a locale it lacks. */
function localLocale(): string | null {
  const locale = i18n.locale;
  if (!locale || locale === 'en') return null;
  try {
    return Intl.DateTimeFormat.supportedLocalesOf([locale]).length > 0 ? locale : null;
  } catch {
    return null;
  }
}

function dateFormat(locale: string, kind: 'date' | 'time' | 'dateTime'): Intl.DateTimeFormat {
  const key = `${locale}:${kind}`;
  let format = cache.get(key) as Intl.DateTimeFormat | undefined;
  if (!format) {
    const day = { day: 'numeric', month: 'short', year: 'numeric' } as const;
    const time = { hour: 'numeric', minute: '2-digit' } as const;
    format = new Intl.DateTimeFormat(locale, {
      ...(kind === 'time' ? {} : day),
      ...(kind === 'date' ? {} : time),
      timeZone: ZONE,
    });
    cache.set(key, format);
  }
  return format;
}

function asDate(value: DateInput): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

export function formatDate(value: DateInput): string {
  const locale = localLocale();
  if (!locale) return formatDateEnglish(value);
  const date = asDate(value);
  return date ? dateFormat(locale, 'date').format(date) : '';
}

export function formatTime(value: DateInput): string {
  const locale = localLocale();
  if (!locale) return formatTimeEnglish(value);
  const date = asDate(value);
  return date ? dateFormat(locale, 'time').format(date) : '';
}

export function formatDateTime(value: DateInput): string {
  const locale = localLocale();
  if (!locale) return formatDateTimeEnglish(value);
  const date = asDate(value);
  return date ? dateFormat(locale, 'dateTime').format(date) : '';
}

/** A count as the language writes it (12,345 in all three today). */
export function formatNumber(value: number): string {
  const locale = localLocale() ?? LOCALE;
  let format = cache.get(`${locale}:number`) as Intl.NumberFormat | undefined;
  if (!format) {
    format = new Intl.NumberFormat(locale);
    cache.set(`${locale}:number`, format);
  }
  return format.format(value);
}
