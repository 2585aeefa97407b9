import { formatDate } from '@/domain';
import type { AdminListing } from './api/types';

/** Counts as the admin reads them: 12,345. */
export function formatCount(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? value.toLocaleString('en-US') : '-';
}

/** The time of day of an ISO date, like '2:05 PM'. */
export function formatTime(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  // The same clock as formatDate: Zimbabwe's (CAT), whatever the admin's device says.
  return date.toLocaleTimeString('en-US', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: 'Africa/Harare',
  });
}

/** Day and time, like 'Jan 5, 2025, 2:05 PM'; '-' when there is no date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '-';
  const time = formatTime(iso);
  return time ? `${formatDate(iso)}, ${time}` : '-';
}

/** Milliseconds of an ISO date for sorting; missing or broken dates sort first. */
export function dateValue(iso: string | null | undefined): number {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(ms) ? 0 : ms;
}

/** The seller's name and phone as the admin listing carries them. */
export function sellerOf(listing: AdminListing): { name: string; phone: string } {
  return { name: listing.sellerName ?? '', phone: listing.sellerPhone ?? '' };
}
