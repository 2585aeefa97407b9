/** A price in the app's language: the dollars as the domain writes them, the words translated. */
import { afterEach, describe, expect, it } from 'vitest';
import { formatPrice } from '@/domain/format';
import { i18n } from '@/app/ui/i18n';
import { priceText } from '@/app/ui/i18n/price-text';
import { messages as english } from '@/app/ui/i18n/locales/en.po';
import { messages as ndebele } from '@/app/ui/i18n/locales/nd.po';
import { messages as shona } from '@/app/ui/i18n/locales/sn.po';

afterEach(() => i18n.loadAndActivate({ locale: 'en', messages: english }));

const PRICES = [
  null,
  { type: 'fixed', amount: 1500 },
  { type: 'fixed', amount: 10, frequency: 'week' },
  { type: 'monthly', amount: 350 },
  { type: 'per_night', amount: 45.5 },
  { type: 'range', minAmount: 100, maxAmount: 200 },
  { type: 'description', description: 'From $2 a kg' },
  { type: 'monthly' },
];

describe('a price in the seller’s language', () => {
  it('reads in English exactly as the domain writes it', () => {
    for (const price of PRICES) expect(priceText(price)).toBe(formatPrice(price));
  });

  it('puts the language’s words around the dollars', () => {
    i18n.loadAndActivate({ locale: 'sn', messages: shona });
    expect(priceText({ type: 'monthly', amount: 350 })).toBe('$350.00 pamwedzi');
    expect(priceText(null)).toBe('Bvunza mutengo');
    expect(priceText({ type: 'fixed', amount: 1500 })).toBe('$1,500.00');
    i18n.loadAndActivate({ locale: 'nd', messages: ndebele });
    expect(priceText({ type: 'per_night', amount: 45.5 })).toBe('$45.50 ngobusuku');
    expect(priceText({ type: 'description', description: 'From $2 a kg' })).toBe('From $2 a kg');
  });
});
