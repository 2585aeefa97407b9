import { formatDate, labelFor, placeLabel } from '@/domain/format';
import type { LocalListing } from '@/app/local/db';

export interface DetailRow {
  label: string;
  value: string;
}

const row = (label: string, value: string | undefined): DetailRow[] =>
  value && value.trim() ? [{ label, value }] : [];

/** What the Service Type row reads for a services listing without one. */
export const NO_SERVICE_TYPE = 'Not given';

/**
 * The side card's rows (spec): Category and Sub Category (the catalogue's labels, as the editor's
 * pickers show them), then the rows of the listing's type. A services listing names its
 * sub-type Service Category instead, beside its Service Type (spec: "services shows Service
 * Category (subType) and Service Type (serviceType)"), which it shows even when the listing has
 * none. Other rows without a value are left out.
 */
export function detailRows(listing: LocalListing): DetailRow[] {
  const rows: DetailRow[] = [...row('Category', labelFor('type', listing.type))];
  if (listing.type !== 'services')
    rows.push(...row('Sub Category', labelFor('subType', listing.subType)));
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
      rows.push(...row('Service Category', labelFor('subType', listing.subType)), {
        label: 'Service Type',
        value: labelFor('serviceType', listing.serviceType) || NO_SERVICE_TYPE,
      });
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
