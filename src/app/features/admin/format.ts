import { formatDateTime as formatDomainDateTime, formatPhone } from '@/domain';
import type { AdminListing } from '@/app/features/admin/api/types';

/** Counts as the admin reads them: 12,345. */
export function formatCount(value: number | null | undefined): string {
  return typeof value === 'number' && Number.isFinite(value) ? value.toLocaleString('en-US') : '-';
}

/** Day and time, like 'Jan 5, 2025, 2:05 PM' (Zimbabwe's clock); '-' when there is no date. */
export function formatDateTime(iso: string | null | undefined): string {
  return formatDomainDateTime(iso) || '-';
}

/** Milliseconds of an ISO date for sorting; missing or broken dates sort first. */
export function dateValue(iso: string | null | undefined): number {
  const ms = iso ? Date.parse(iso) : Number.NaN;
  return Number.isNaN(ms) ? 0 : ms;
}

/** The seller's name and phone as the admin listing carries them. */
export function sellerOf(listing: AdminListing): { name: string; phone: string } {
  return { name: listing.sellerName ?? '', phone: formatPhone(listing.sellerPhone) };
}
