-- The admin's listings search by words (routes/admin/admin.handlers.ts) also finds the town a
-- seller typed under 'Other' by any part of it: with this trigram index beside the words' index,
-- the page's total (`lower(town) LIKE lower('%…%')`) is read from both indexes (a bitmap of the
-- matches) instead of every listing (102,000 blocks at 500,000 listings). Few listings have a
-- town typed.
CREATE INDEX IF NOT EXISTS listings_town_trgm_idx ON listings USING gin (lower(town) gin_trgm_ops)
  WHERE town IS NOT NULL;
