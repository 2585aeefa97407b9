/**
 * Setting values richer than a number: durations (`30d`, `12h`, `90m`, `10s`, `500ms`) and
 * WhatsApp message templates. Each parses at start, so a typo stops the server with the
 * variable's name instead of misbehaving weeks later.
 */
import { z } from 'zod';
import { LANGUAGES, type Language } from '@/domain/language';

const UNIT_MS = { ms: 1, s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000, w: 604_800_000 };

/** Milliseconds in a duration string (`30d`, `1.5h`, `10s`), or null when it is not one. */
export function parseDuration(text: string): number | null {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h|d|w)$/i.exec(text.trim());
  if (!match) return null;
  const ms = Number(match[1]) * UNIT_MS[match[2]!.toLowerCase() as keyof typeof UNIT_MS];
  return Number.isFinite(ms) && ms > 0 ? Math.round(ms) : null;
}

/** A duration setting, in milliseconds. */
export const durationSetting = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((text, context) => {
      const ms = parseDuration(text);
      if (ms === null) {
        context.addIssue({
          code: 'custom',
          message: 'must be a duration such as 30d, 12h, 15m, 10s or 500ms',
        });
        return z.NEVER;
      }
      return ms;
    });

/**
 * An approved WhatsApp template: its name and the template language to send for each of the
 * bot's chat languages (a template's translations share its name).
 */
export interface TemplateSetting {
  name: string;
  /** The template language code for a chat language; `default` for the rest. */
  languages: Partial<Record<Language, string>> & { default: string };
}

/** The template language to send to a person chatting in `language`. */
export function templateLanguage(template: TemplateSetting, language: Language): string {
  return template.languages[language] ?? template.languages.default;
}

/**
 * `name`, or `name:codes`: a comma list of a default code (`en_US`) and per chat language codes
 * (`nd=zu`), e.g. `listing_alert:en,sn=en,nd=zu`. Unset or empty: no template (what would need
 * one waits instead).
 */
export const templateSetting = z
  .string()
  .trim()
  .optional()
  .transform((text, context): TemplateSetting | undefined => {
    if (!text) return undefined;
    const [name = '', codes = 'en'] = text.split(':', 2);
    const languages: TemplateSetting['languages'] = { default: 'en' };
    let ok = /^[a-z0-9_]{1,512}$/.test(name);
    for (const entry of codes.split(',').map((part) => part.trim())) {
      const [left = '', right] = entry.split('=', 2);
      const code = right ?? left;
      if (!/^[a-z]{2,3}(_[A-Z]{2})?$/.test(code)) ok = false;
      else if (right === undefined) languages.default = code;
      else if ((LANGUAGES as readonly string[]).includes(left)) languages[left as Language] = code;
      else ok = false;
    }
    if (!ok) {
      context.addIssue({
        code: 'custom',
        message:
          'must be a template name (lowercase, digits, _) optionally followed by :language codes, e.g. listing_alert:en,nd=zu',
      });
      return z.NEVER;
    }
    return { name, languages };
  });

/** What Meta charges for one delivered template, by category, in USD. */
export type TemplateRates = Record<'utility' | 'marketing' | 'authentication', number>;

/**
 * `category=rate` pairs (`utility=0.004,marketing=0.0225,authentication=0.004`), USD per
 * delivered template; a category left out keeps its default. The default is Meta's rate card for
 * "Rest of Africa", the market Zimbabwe (+263) is priced in (see README, Configuration).
 */
export const ratesSetting = (fallback: TemplateRates) =>
  z
    .string()
    .trim()
    .optional()
    .transform((text, context): TemplateRates => {
      const rates = { ...fallback };
      for (const entry of (text ?? '').split(',').filter((part) => part.trim())) {
        const [name = '', value = ''] = entry.split('=', 2).map((part) => part.trim());
        const rate = Number(value);
        if (!(name in rates) || value === '' || !Number.isFinite(rate) || rate < 0) {
          context.addIssue({
            code: 'custom',
            message: 'must be category=USD pairs, e.g. utility=0.004,marketing=0.0225',
          });
          return z.NEVER;
        }
        rates[name as keyof TemplateRates] = rate;
      }
      return rates;
    });

/** A published WhatsApp Flow's id (digits); empty or unset: none. */
export const flowIdSetting = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .pipe(
    z
      .string()
      .regex(/^\d{1,40}$/, "must be a published Flow's id (digits)")
      .optional(),
  )
  .optional();
