/**
 * Durations, templates and template rates from the environment: parsed at start, refused with
 * the name.
 */
import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/server/env';
import { parseDuration, templateLanguage } from '@/server/env-values';

describe('durations', () => {
  it('reads every unit', () => {
    expect(parseDuration('30d')).toBe(30 * 86_400_000);
    expect(parseDuration('12h')).toBe(12 * 3_600_000);
    expect(parseDuration('15m')).toBe(900_000);
    expect(parseDuration('10s')).toBe(10_000);
    expect(parseDuration('500ms')).toBe(500);
    expect(parseDuration('1.5h')).toBe(5_400_000);
    expect(parseDuration('2w')).toBe(14 * 86_400_000);
  });

  it('refuses what is not a duration', () => {
    for (const bad of ['', '30', 'd', '-1d', '0s', '3 days', '1y']) {
      expect(parseDuration(bad)).toBeNull();
    }
  });

  it('defaults check-ins to 30 days and auto-pause to 7, and names a bad value', () => {
    const env = parseEnv({});
    expect(env.CHECKIN_AFTER).toBe(30 * 86_400_000);
    expect(env.AUTOPAUSE_AFTER).toBe(7 * 86_400_000);
    expect(parseEnv({ CHECKIN_AFTER: '10s' }).CHECKIN_AFTER).toBe(10_000);
    expect(() => parseEnv({ AUTOPAUSE_AFTER: 'a week' })).toThrow(/AUTOPAUSE_AFTER="a week"/);
  });
});

describe('templates', () => {
  it('is absent unless configured', () => {
    expect(parseEnv({}).WHATSAPP_TEMPLATE_ALERT).toBeUndefined();
    expect(parseEnv({ WHATSAPP_TEMPLATE_ALERT: ' ' }).WHATSAPP_TEMPLATE_ALERT).toBeUndefined();
  });

  it('reads a name with its default and per-language codes', () => {
    const plain = parseEnv({ WHATSAPP_TEMPLATE_CHECKIN: 'listing_checkin' });
    expect(plain.WHATSAPP_TEMPLATE_CHECKIN).toEqual({
      name: 'listing_checkin',
      languages: { default: 'en' },
    });
    const mapped = parseEnv({
      WHATSAPP_TEMPLATE_ALERT: 'listing_alert:en_US,nd=zu',
    }).WHATSAPP_TEMPLATE_ALERT!;
    expect(templateLanguage(mapped, 'en')).toBe('en_US');
    expect(templateLanguage(mapped, 'sn')).toBe('en_US');
    expect(templateLanguage(mapped, 'nd')).toBe('zu');
  });

  it('refuses a malformed template setting by name', () => {
    for (const bad of ['Listing Alert', 'alert:english', 'alert:en,xx=zu']) {
      expect(() => parseEnv({ WHATSAPP_TEMPLATE_ALERT: bad })).toThrow(/WHATSAPP_TEMPLATE_ALERT/);
    }
  });
});

describe('template rates', () => {
  it("defaults to Meta's Rest of Africa rates, and takes a category's own", () => {
    expect(parseEnv({}).WHATSAPP_RATES_USD).toEqual({
      utility: 0.004,
      marketing: 0.0225,
      authentication: 0.004,
    });
    expect(
      parseEnv({ WHATSAPP_RATES_USD: 'marketing=0.03, utility=0' }).WHATSAPP_RATES_USD,
    ).toEqual({ utility: 0, marketing: 0.03, authentication: 0.004 });
  });

  it('refuses what is not category=USD, by name', () => {
    for (const bad of ['service=0.01', 'utility=', 'utility=-1', 'utility=cheap', 'utility']) {
      expect(() => parseEnv({ WHATSAPP_RATES_USD: bad })).toThrow(/WHATSAPP_RATES_USD/);
    }
  });
});
