-- The discovery query reads what it returns (discovery/search-query.ts): the listings of a named
-- type that the buyer's words do not match all rank alike, so they are read in this order (the
-- most viewed, then the newest) and only as far as the first candidates within the filters,
-- instead of every listing of the type read and sorted on each search. Partial: only what is
-- offered to buyers (active, not held or hidden). Built in the migration's transaction, as the
-- earlier indexes on listings: on the embedded database a town's marketplace is small.
CREATE INDEX IF NOT EXISTS listings_offered_type_idx ON listings (type, views DESC, created_at DESC)
  WHERE status = 'active' AND moderation_state IS NULL;

-- What the search's filters keep, for the planner to choose between the index above and the
-- words' index: the place a listing is in (by its form town or the town typed under 'Other') and
-- its lowest and highest price, as discovery/search-query.ts writes them.
CREATE STATISTICS IF NOT EXISTS listings_city_key_stats ON (lower(replace(city, ' ', '_')))
  FROM listings;
CREATE STATISTICS IF NOT EXISTS listings_town_key_stats ON (lower(replace(town, ' ', '_')))
  FROM listings;
CREATE STATISTICS IF NOT EXISTS listings_low_price_stats ON (coalesce(
    CASE WHEN jsonb_typeof(price->'amount') = 'number' THEN (price->>'amount')::numeric END,
    CASE WHEN jsonb_typeof(price->'minAmount') = 'number' THEN (price->>'minAmount')::numeric END))
  FROM listings;
CREATE STATISTICS IF NOT EXISTS listings_high_price_stats ON (coalesce(
    CASE WHEN jsonb_typeof(price->'amount') = 'number' THEN (price->>'amount')::numeric END,
    CASE WHEN jsonb_typeof(price->'maxAmount') = 'number' THEN (price->>'maxAmount')::numeric END))
  FROM listings;

-- A new listing is matched against the distinct requests of the live saved searches, each searched
-- once however many buyers saved it (bot/alerts/match.ts): their keys, read from this index one
-- key at a time, instead of every saved search read and grouped (100,000 at the national size).
-- The key is a digest: a request of any length fits the index.
CREATE INDEX IF NOT EXISTS saved_searches_request_idx ON saved_searches (md5(request::text))
  WHERE stopped_at IS NULL;
