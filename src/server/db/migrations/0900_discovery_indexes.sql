-- The discovery query reads what it returns (discovery/search-query.ts): the listings of a named
-- type that the buyer's words do not match all rank alike, so they are read in these indexes'
-- order (the most viewed, then the newest), per town where the buyer named one, and only as far
-- as the first candidates within the filters, instead of every listing of the type read and
-- sorted on each search. Partial: only what is offered to buyers (active, not held or hidden).
-- A listing under city 'Other' is found by the town its seller typed. Built in the migration's
-- transaction, as the earlier indexes on listings: on the embedded database a town's
-- marketplace is small, and at 500,000 listings they take a few seconds.
CREATE INDEX IF NOT EXISTS listings_offered_type_idx ON listings (type, views DESC, created_at DESC)
  WHERE status = 'active' AND moderation_state IS NULL;
CREATE INDEX IF NOT EXISTS listings_offered_place_idx
  ON listings (type, lower(replace(city, ' ', '_')), views DESC, created_at DESC)
  WHERE status = 'active' AND moderation_state IS NULL;
CREATE INDEX IF NOT EXISTS listings_town_key_idx ON listings (lower(replace(town, ' ', '_')))
  WHERE town IS NOT NULL;

-- The lowest and highest price a listing asks, as discovery/search-query.ts writes them: for the
-- planner to know how many listings a price limit keeps (the town keys have their indexes' own).
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
