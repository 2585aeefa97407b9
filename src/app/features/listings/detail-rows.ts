import { formatDate, humanize, labelFor, placeLabel } from '@/domain/format';
import type { LocalListing } from '@/app/local/db';

export interface DetailRow {
  label: string;
  value: string;
}

const row = (label: string, value: string | undefined): DetailRow[] =>
  value && value.trim() ? [{ label, value }] : [];

/**
 * The side card's rows (spec): Category and Sub Category, then the rows of the
 * listing's type. Rows without a value are left out.
 */
export function detailRows(listing: LocalListing): DetailRow[] {
  const rows: DetailRow[] = [
    ...row('Category', listing.type ? humanize(listing.type) : undefined),
    ...row('Sub Category', listing.subType ? humanize(listing.subType) : undefined),
  ];
  switch (listing.type) {
    case 'real_estate':
      rows.push(
        ...row('Deal Type', labelFor('realEstateDealType', listing.realEstateDealType)),
        ...row('Accommodation Type', labelFor('accommodationType', listing.accommodationType)),
      );
      break;
    case 'vehicle':
      rows.push(
        ...row('Brand', labelFor('vehicleBrand', listing.vehicleBrand)),
        ...row('Year', labelFor('modelYear', listing.modelYear)),
      );
      break;
    case 'electronics':
      rows.push(
        ...row('Brand', labelFor('electronicBrand', listing.electronicBrand)),
        ...row('Model Year', labelFor('modelYear', listing.modelYear)),
      );
      break;
    case 'services':
      rows.push(
        ...row('Service Category', listing.subType ? humanize(listing.subType) : undefined),
        ...row('Service Type', labelFor('serviceType', listing.serviceType)),
      );
      break;
  }
  return rows;
}

/** Where the listing is, as rows of the side card. */
export function locationRows(listing: LocalListing): DetailRow[] {
  return [
    ...row('City', placeLabel(listing)),
    ...row('Neighborhood', labelFor('neighborhood', listing.neighborhood)),
    ...row('Address', listing.address),
    ...row('Listed on', formatDate(listing.createdAt)),
  ];
}
