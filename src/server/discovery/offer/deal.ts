/**
 * Rent or sale as a seller says it. The discovery rules know a buyer's words ('for rent',
 * 'kutengeswa'); a seller also says 'to let', 'rinotengeswa', 'siyathengiswa', 'ndiri kutengesa'.
 */
import type { RealEstateDealType } from '@/domain/catalogue';

const LETTING =
  /\b(?:to let|for rent|to rent|for lease|to lease|rental|kurenda|yekurenda|yokurenda|kuroja|yekuroja|yokuqasha|lokuqasha|okuqasha|kuqasha)\b/i;
const SELLING =
  /\b(?:for sale|selling|sell|on sale|title deeds?|cession|ndiri\s*kutengesa|ndirikutengesa|ndinotengesa|(?:ari|iri|uri|dziri|chiri|ziri|zviri|riri)\s*kutengeswa|(?:ino|rino|dzino|zvino|chino|ano)tengeswa|ngi(?:ya)?thengisa|(?:i|u|si|zi|li|ku|a)yathengiswa|ethengiswayo|ezithengiswayo)\b/i;

/** 'rent' when the seller lets it, 'sale' when they sell it, undefined when they say neither. */
export function offerDeal(text: string): RealEstateDealType | undefined {
  if (LETTING.test(text)) return 'rent';
  if (SELLING.test(text)) return 'sale';
  return undefined;
}
