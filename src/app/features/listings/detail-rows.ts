import { labelFor, placeLabel } from '@/domain/format';
import type { LocalListing } from '@/app/local/db';
import { formatDate, i18n } from '@/app/ui/i18n';
import { ACCOMMODATION_WORDS, DEAL_TYPE_WORDS } from '@/app/ui/i18n/option-words';

export interface DetailRow {
  label: string;
  value: string;
}

const row = (label: string, value: string | undefined): DetailRow[] =>
  value && value.trim() ? [{ label, value }] : [];

/** An option's words by its message id, or the domain's label for a value it does not name. */
function optionWords(
  words: Record<string, string>,
  field: 'realEstateDealType' | 'accommodationType',
  value: unknown,
): string {
  const id = typeof value === 'string' ? words[value] : undefined;
  return id ? i18n._(id) : labelFor(field, value);
}

/**
 * The side card's rows (spec): Category and Sub Category (the catalogue's labels, as the editor's
 * pickers show them), then the rows of the listing's type. A services listing names its
 * sub-type Service Category instead, beside its Service Type (spec: "services shows Service
 * Category (subType) and Service Type (serviceType)"), which it shows even when the listing has
 * none ('Not given'). Other rows without a value are left out. Labels in the app's language.
 */
export function detailRows(listing: LocalListing): DetailRow[] {
  const rows: DetailRow[] = [...row(i18n._('detail.category'), labelFor('type', listing.type))];
  if (listing.type !== 'services')
    rows.push(...row(i18n._('detail.subCategory'), labelFor('subType', listing.subType)));
  switch (listing.type) {
    case 'real_estate':
      rows.push(
        ...row(
          i18n._('editor.dealType'),
          optionWords(DEAL_TYPE_WORDS, 'realEstateDealType', listing.realEstateDealType),
        ),
        ...row(
          i18n._('detail.accommodationType'),
          optionWords(ACCOMMODATION_WORDS, 'accommodationType', listing.accommodationType),
        ),
      );
      break;
    case 'vehicle':
      rows.push(
        ...row(i18n._('editor.brand'), labelFor('vehicleBrand', listing.vehicleBrand)),
        ...row(i18n._('detail.year'), labelFor('modelYear', listing.modelYear)),
      );
      break;
    case 'electronics':
      rows.push(
        ...row(i18n._('editor.brand'), labelFor('electronicBrand', listing.electronicBrand)),
        ...row(i18n._('detail.modelYear'), labelFor('modelYear', listing.modelYear)),
      );
      break;
    case 'services':
      rows.push(...row(i18n._('detail.serviceCategory'), labelFor('subType', listing.subType)), {
        label: i18n._('detail.serviceType'),
        value: labelFor('serviceType', listing.serviceType) || i18n._('detail.notGiven'),
      });
      break;
  }
  return rows;
}

/** Where the listing is, as rows of the side card. */
export function locationRows(listing: LocalListing): DetailRow[] {
  return [
    ...row(i18n._('editor.city'), placeLabel(listing)),
    ...row(i18n._('detail.neighborhood'), labelFor('neighborhood', listing.neighborhood)),
    ...row(i18n._('detail.address'), listing.address),
    ...row(i18n._('detail.listedOn'), formatDate(listing.createdAt)),
  ];
}
