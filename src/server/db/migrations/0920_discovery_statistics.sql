-- How many listings of a type a town holds, for the planner: the discovery query walks a type's
-- listings in a town in the order of listings_offered_place_idx (discovery/type-matches.ts), but
-- without statistics on the town key it guessed 0.5% of the table for any town (223 listings for
-- Harare's real estate, 15,000 at 500,000 listings) and read them all and sorted them for the
-- first 1,000. The expression's own statistics and the most common (type, town) pairs; ANALYZE
-- builds them now (a few seconds at 500,000 listings) instead of at the next autovacuum.
CREATE STATISTICS IF NOT EXISTS listings_type_place_stats (mcv)
  ON type, (lower(replace(city, ' ', '_'))) FROM listings;
ANALYZE listings;
