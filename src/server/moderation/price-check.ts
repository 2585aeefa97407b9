/**
 * "Price far below": a listing priced at a small fraction of what the same thing sells for in
 * the same town, on this marketplace. Fake below-market adverts (a car or a phone at a third of
 * its price) are how buyers are lured and robbed or defrauded; such a listing still publishes,
 * but a moderation case opens with the typical price.
 *
 * Compared with: the listings offered to buyers (OFFERED_TO_BUYERS in offered.ts: active, not
 * held or hidden, seller not suspended; the seller's suspension is checked once per seller
 * here, not once per listing, which the planner otherwise does by scanning users each time) of
 * OTHER sellers of the same type and sub-type (for real
 * estate, the same deal type: rent is never compared with sale), in the same city (or, for a
 * town outside the list, the same town), priced the same way (a fixed amount, with the same
 * frequency if any, or monthly, or per night; a range or a described price is never compared).
 * A vehicle or an electronic item is compared with its own brand when at least
 * MIN_COMPARABLE_SELLERS sellers offer that brand there (an iPhone with iPhones, not with every
 * phone), else with its whole sub-type.
 *
 * The typical price is the median of the sellers' own medians: one dealer with thirty cars
 * counts once, so neither a big seller nor a few odd prices move it.
 */
import { sql, type SQL } from 'drizzle-orm';
import { labelFor, placeLabel, type Price } from '@/domain';
import type { Executor } from '@/server/auth/rate-limit';
import type { ListingRow } from '@/server/db/schema';

/**
 * Flag below 35% of the typical price. Sub-types are broad (a Honda Fit and a Land Cruiser are
 * both cars; a bedsitter and a 5-bedroom house both houses), so an honest cheap listing often
 * sits at half the median; a bargain, a negotiable price or an old model rarely goes below a
 * third. The frauds the marketplace meets are far lower still (a Hilux at $3,000 among $25,000
 * ones is 12%), so 35% catches them without a case for every cheap honest listing.
 */
export const PRICE_FAR_BELOW_FRACTION = 0.35;
/** Sellers (other than this one) whose listings must be comparable before any judgement. */
export const MIN_COMPARABLE_SELLERS = 5;

/** What the check reads of a listing: its stored row's columns. */
export type PricedListing = Pick<
  ListingRow,
  | 'id'
  | 'sellerId'
  | 'type'
  | 'subType'
  | 'city'
  | 'town'
  | 'price'
  | 'realEstateDealType'
  | 'vehicleBrand'
  | 'electronicBrand'
>;

export interface PriceFarBelow {
  amount: number;
  /** The median of the comparable sellers' prices. */
  typical: number;
  /** How many other sellers it was compared with. */
  sellers: number;
  /** What it was compared with, for the admin: "Toyota car listings in Harare". */
  comparedWith: string;
}

/** How a price is counted, or null when it is not one amount (a range, a description). */
export function priceBasis(price: Price | null): { type: string; frequency: string } | null {
  if (!price || typeof price.amount !== 'number' || !(price.amount > 0)) return null;
  if (price.type !== 'fixed' && price.type !== 'monthly' && price.type !== 'per_night') return null;
  const frequency = price.type === 'fixed' ? (price.frequency ?? '').trim().toLowerCase() : '';
  return { type: price.type, frequency };
}

/** The comparable sellers' count and typical price, for a group of listings. */
async function typicalPrice(
  db: Executor,
  listing: PricedListing,
  basis: { type: string; frequency: string },
  brand: SQL,
): Promise<{ sellers: number; typical: number | null }> {
  const sameTown =
    listing.city === 'other'
      ? sql`l.city = 'other' AND lower(l.town) = lower(${listing.town ?? ''})`
      : sql`l.city = ${listing.city}`;
  const result = await db.execute<{ sellers: number | string; typical: number | string | null }>(
    sql`WITH comparable AS (
          SELECT l.seller_id, (l.price->>'amount')::numeric AS amount
            FROM listings l
           WHERE l.type = ${listing.type}
             AND l.status = 'active'
             AND l.moderation_state IS NULL
             AND ${sameTown}
             AND l.sub_type IS NOT DISTINCT FROM ${listing.subType}
             AND l.real_estate_deal_type IS NOT DISTINCT FROM ${listing.realEstateDealType}
             AND ${brand}
             AND l.seller_id <> ${listing.sellerId}
             AND l.id <> ${listing.id}
             AND l.price->>'type' = ${basis.type}
             AND lower(trim(coalesce(l.price->>'frequency', ''))) = ${basis.frequency}
             AND jsonb_typeof(l.price->'amount') = 'number'
             AND (l.price->>'amount')::numeric > 0
        ), per_seller AS (
          SELECT seller_id, percentile_cont(0.5) WITHIN GROUP (ORDER BY amount) AS amount
            FROM comparable GROUP BY seller_id
        )
        SELECT count(*) AS sellers,
               percentile_cont(0.5) WITHIN GROUP (ORDER BY p.amount) AS typical
          FROM per_seller p
          JOIN users u ON u.id = p.seller_id AND u.suspended_at IS NULL`,
  );
  const row = result.rows[0];
  return {
    sellers: Number(row?.sellers ?? 0),
    typical: row?.typical === null || row?.typical === undefined ? null : Number(row.typical),
  };
}

/** The verdict, or null when the price is not far below (or there is too little to judge). */
export async function findPriceFarBelow(
  db: Executor,
  listing: PricedListing,
): Promise<PriceFarBelow | null> {
  const basis = priceBasis(listing.price);
  if (!basis || !listing.city || (listing.city === 'other' && !listing.town)) return null;
  const amount = listing.price!.amount!;
  const brand =
    listing.type === 'vehicle' && listing.vehicleBrand
      ? {
          name: labelFor('vehicleBrand', listing.vehicleBrand),
          where: sql`l.vehicle_brand = ${listing.vehicleBrand}`,
        }
      : listing.type === 'electronics' && listing.electronicBrand
        ? {
            name: labelFor('electronicBrand', listing.electronicBrand),
            where: sql`l.electronic_brand = ${listing.electronicBrand}`,
          }
        : null;
  const town = placeLabel(listing);
  const what = listing.subType
    ? labelFor('subType', listing.subType)
    : labelFor('type', listing.type);
  const groups = [
    ...(brand ? [{ where: brand.where, label: `${brand.name} ${what}` }] : []),
    { where: sql`true`, label: what },
  ];
  for (const group of groups) {
    const { sellers, typical } = await typicalPrice(db, listing, basis, group.where);
    if (sellers < MIN_COMPARABLE_SELLERS || typical === null) continue;
    if (amount >= typical * PRICE_FAR_BELOW_FRACTION) return null;
    return {
      amount,
      typical,
      sellers,
      comparedWith: `${group.label} listings in ${town}`,
    };
  }
  return null;
}

/** The case's detail, for the admin. */
export function priceDetail(verdict: PriceFarBelow): string {
  const money = (n: number) => `$${Math.round(n).toLocaleString('en-US')}`;
  const share = Math.round((verdict.amount / verdict.typical) * 100);
  return (
    `${money(verdict.amount)} is ${share}% of the typical ${money(verdict.typical)} ` +
    `(median of ${verdict.sellers} sellers' ${verdict.comparedWith})`
  );
}
