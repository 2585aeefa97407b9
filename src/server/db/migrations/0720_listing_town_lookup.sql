-- Buyers find a town a seller typed under city 'other' ('Nkayi') by its name: the search looks the
-- name up among the listings' towns.
CREATE INDEX listings_town_lower_idx ON listings (lower(town)) WHERE town IS NOT NULL;
