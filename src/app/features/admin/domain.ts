// Formatting for the admin views until the shared domain formatters are exported; then re-exports.
import type { AdminPrice } from './api/types';

export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime())
    ? ''
    : d.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });
}

export function formatPrice(price: AdminPrice | undefined): string {
  if (!price || price.amount === undefined) return 'Price on request';
  return `$${price.amount.toFixed(2)}`;
}

export function humanize(value: string): string {
  return value
    .split('_')
    .map((w) => (w ? w[0]!.toUpperCase() + w.slice(1) : w))
    .join(' ');
}
