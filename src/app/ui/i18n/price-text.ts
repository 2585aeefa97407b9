/**
 * A price as the seller reads it in the app's language: the amount stays US dollars as the domain
 * writes it; the words around it ('per month', 'per night', 'Price on request') are the
 * language's. A price described in the seller's own words is shown as they wrote it.
 */
import { i18n } from '@lingui/core';
import { formatMoney, formatPrice, PRICE_ON_REQUEST, type PriceLike } from '@/domain/format';
import { parseAmount } from '@/domain/values';

export function priceText(price: PriceLike | null | undefined): string {
  const english = formatPrice(price);
  if (english === PRICE_ON_REQUEST) return i18n._('price.onRequest');
  const amount = parseAmount(price?.amount);
  if (amount === undefined) return english;
  if (price?.type === 'monthly') return i18n._('price.perMonth', { amount: formatMoney(amount) });
  if (price?.type === 'per_night') return i18n._('price.perNight', { amount: formatMoney(amount) });
  return english;
}
