/**
 * The listings of a search's named types that its words do not match (discovery/search-query.ts):
 * they all rank 0, so they are read in an index's order, not all read and sorted.
 */
import { sql, type SQL } from 'drizzle-orm';

/** Where a scope's place filter keeps listings (search-query.ts, placeOf). */
export interface TypePlace {
  /** The towns kept by the listing's city, as stored keys ('harare', 'other'). */
  keys?: string[];
  /** The form town asked for: a listing under 'Other' with that town typed is in it too. */
  city?: string;
  /** A town typed under 'Other' that the request named ('nkayi'). */
  typed?: string;
}

/**
 * How many of a type's listings in one town (or, with no town asked, in the country), the most
 * viewed first, are read for those the words do not match.
 */
export const TYPE_CAP = 1000;
/** Past this many towns (far away), a type's listings are read nationally, not town by town. */
const TOWN_WALKS = 8;

/**
 * The listings of the named types the words do not match, at most `candidates`: they all rank 0,
 * so they come in the order of `listings_offered_place_idx` (migration 0900: per type and town,
 * the most viewed, then the newest), each town's read as far as the first `candidates` within the
 * filters and never past its first TYPE_CAP. A town typed under 'Other' is read from its own
 * index, whole; one found only in a listing's words ('Nkayi' in an address) among the type's
 * TYPE_CAP most viewed.
 */
export function typeMatches(
  place: TypePlace,
  types: string[],
  within: SQL,
  unmatched: SQL,
  candidates: number,
): SQL {
  const named = sql`unnest(ARRAY[${sql.join(
    types.map((t) => sql`${t}`),
    sql`, `,
  )}]::text[]) AS named(type)`;
  const inOrder = sql`ORDER BY l.views DESC, l.created_at DESC`;
  const offered = sql`l.status = 'active' AND l.moderation_state IS NULL`;
  const keys = place.keys;
  // One walk per type (and town), its values written in, not joined from a list: the planner
  // then knows how many listings each holds and walks the index (a town's real estate in Harare,
  // 15,000 listings, was read whole and sorted for its first 1,000).
  const walk = (where: SQL, also: SQL = sql``) => sql`(SELECT l.id, 0::real AS rank, l.views,
        l.created_at FROM (SELECT l.* FROM listings l WHERE ${where} AND ${offered}
          ${inOrder} LIMIT ${TYPE_CAP}) AS l
      WHERE ${within}${unmatched}${also} ${inOrder} LIMIT ${candidates})`;
  const national = (also: SQL = sql``) =>
    sql.join(
      types.map((type) => walk(sql`l.type = ${type}`, also)),
      sql` UNION ALL `,
    );
  if (place.typed) {
    // Those in the town typed under 'Other', all; those whose words name it, among the type's
    // most viewed.
    const typed = sql`lower(l.town) = ${place.typed} AND l.town IS NOT NULL`;
    return sql`(SELECT l.id, 0::real AS rank, l.views, l.created_at FROM listings l
        WHERE ${typed} AND l.type IN (SELECT named.type FROM ${named}) AND ${within}${unmatched})
        UNION ALL ${national(sql` AND NOT coalesce(${typed}, false)`)}`;
  }
  if (keys && keys.length <= TOWN_WALKS) {
    const town = place.city;
    // A listing under city 'Other' in the town asked for, by the town its seller typed.
    const typed = town
      ? [
          sql`(SELECT l.id, 0::real, l.views, l.created_at FROM listings l
          WHERE lower(replace(l.town, ' ', '_')) = ${town} AND l.town IS NOT NULL
            AND lower(replace(l.city, ' ', '_')) <> ${town}
            AND l.type IN (SELECT named.type FROM ${named}) AND ${within}${unmatched})`,
        ]
      : [];
    const walks = types.flatMap((type) =>
      keys.map((key) => walk(sql`l.type = ${type} AND lower(replace(l.city, ' ', '_')) = ${key}`)),
    );
    return sql.join([...walks, ...typed], sql` UNION ALL `);
  }
  return national();
}
