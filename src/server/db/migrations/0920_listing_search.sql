-- What the discovery query ranks a listing on, in a narrow table of its own (discovery/
-- search-query.ts): the listings the buyer's words match are all read and ranked (a GIN index
-- gives no order to stop in), and on listings each one cost a block of wide rows (title,
-- description, photos, ...): 19,000 to 23,000 blocks for 'toyota corolla', 'house' or 'dress' at
-- 500,000 listings. Here a listing is its search vector and the columns the filters and the
-- ranking read, and the table is partitioned by type: buyers' words belong to few types
-- ('corolla' to vehicles, their parts and hire), so the rows they match lie together in a few
-- partitions' blocks instead of one in every block of the whole table.
-- A type added after this migration lands in the default partition.
CREATE TABLE IF NOT EXISTS listing_search (
  id text NOT NULL,
  type text NOT NULL,
  seller_id text NOT NULL,
  status text NOT NULL,
  moderation_state text,
  city text,
  town text,
  real_estate_deal_type text,
  -- listing_low_price and listing_high_price of its price (below).
  low_price numeric,
  high_price numeric,
  views integer NOT NULL,
  created_at timestamptz NOT NULL,
  search tsvector
) PARTITION BY LIST (type);
CREATE TABLE IF NOT EXISTS listing_search_real_estate PARTITION OF listing_search FOR VALUES IN ('real_estate');
CREATE TABLE IF NOT EXISTS listing_search_home_services PARTITION OF listing_search FOR VALUES IN ('home_services');
CREATE TABLE IF NOT EXISTS listing_search_accommodation PARTITION OF listing_search FOR VALUES IN ('accommodation');
CREATE TABLE IF NOT EXISTS listing_search_repair_services PARTITION OF listing_search FOR VALUES IN ('repair_services');
CREATE TABLE IF NOT EXISTS listing_search_beauty_personal_care PARTITION OF listing_search FOR VALUES IN ('beauty_personal_care');
CREATE TABLE IF NOT EXISTS listing_search_retail PARTITION OF listing_search FOR VALUES IN ('retail');
CREATE TABLE IF NOT EXISTS listing_search_vehicle PARTITION OF listing_search FOR VALUES IN ('vehicle');
CREATE TABLE IF NOT EXISTS listing_search_vehicle_parts PARTITION OF listing_search FOR VALUES IN ('vehicle_parts');
CREATE TABLE IF NOT EXISTS listing_search_car_rental PARTITION OF listing_search FOR VALUES IN ('car_rental');
CREATE TABLE IF NOT EXISTS listing_search_construction PARTITION OF listing_search FOR VALUES IN ('construction');
CREATE TABLE IF NOT EXISTS listing_search_electronics PARTITION OF listing_search FOR VALUES IN ('electronics');
CREATE TABLE IF NOT EXISTS listing_search_recreation PARTITION OF listing_search FOR VALUES IN ('recreation');
CREATE TABLE IF NOT EXISTS listing_search_furniture PARTITION OF listing_search FOR VALUES IN ('furniture');
CREATE TABLE IF NOT EXISTS listing_search_fashion PARTITION OF listing_search FOR VALUES IN ('fashion');
CREATE TABLE IF NOT EXISTS listing_search_restaurant PARTITION OF listing_search FOR VALUES IN ('restaurant');
CREATE TABLE IF NOT EXISTS listing_search_services PARTITION OF listing_search FOR VALUES IN ('services');
CREATE TABLE IF NOT EXISTS listing_search_home_garden PARTITION OF listing_search FOR VALUES IN ('home_garden');
CREATE TABLE IF NOT EXISTS listing_search_energy_services PARTITION OF listing_search FOR VALUES IN ('energy_services');
CREATE TABLE IF NOT EXISTS listing_search_sports PARTITION OF listing_search FOR VALUES IN ('sports');
CREATE TABLE IF NOT EXISTS listing_search_hardware PARTITION OF listing_search FOR VALUES IN ('hardware');
CREATE TABLE IF NOT EXISTS listing_search_grocery_farm PARTITION OF listing_search FOR VALUES IN ('grocery_farm');
CREATE TABLE IF NOT EXISTS listing_search_education PARTITION OF listing_search FOR VALUES IN ('education');
CREATE TABLE IF NOT EXISTS listing_search_catering PARTITION OF listing_search FOR VALUES IN ('catering');
CREATE TABLE IF NOT EXISTS listing_search_bridal PARTITION OF listing_search FOR VALUES IN ('bridal');
CREATE TABLE IF NOT EXISTS listing_search_other PARTITION OF listing_search DEFAULT;

-- The lowest and highest price a listing asks, as the discovery query's price limits read them.
CREATE OR REPLACE FUNCTION listing_low_price(price jsonb) RETURNS numeric
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(
    CASE WHEN jsonb_typeof(price->'amount') = 'number' THEN (price->>'amount')::numeric END,
    CASE WHEN jsonb_typeof(price->'minAmount') = 'number' THEN (price->>'minAmount')::numeric END)
$$;
CREATE OR REPLACE FUNCTION listing_high_price(price jsonb) RETURNS numeric
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(
    CASE WHEN jsonb_typeof(price->'amount') = 'number' THEN (price->>'amount')::numeric END,
    CASE WHEN jsonb_typeof(price->'maxAmount') = 'number' THEN (price->>'maxAmount')::numeric END)
$$;

-- Kept by a trigger in the same transaction as every listing change, whichever door made it (the
-- app, the bot, the admin, a job, a cascade from a seller's account): a search sees a listing's
-- change the moment it commits. An update changes the row in place (a view: its count, with the
-- indexed columns unchanged) or moves it to another partition when the type changes.
CREATE OR REPLACE FUNCTION listing_search_sync() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    DELETE FROM listing_search WHERE id = OLD.id AND type = OLD.type;
  ELSIF TG_OP = 'UPDATE' THEN
    UPDATE listing_search SET id = NEW.id, type = NEW.type, seller_id = NEW.seller_id,
      status = NEW.status, moderation_state = NEW.moderation_state, city = NEW.city,
      town = NEW.town, real_estate_deal_type = NEW.real_estate_deal_type,
      low_price = listing_low_price(NEW.price), high_price = listing_high_price(NEW.price),
      views = NEW.views, created_at = NEW.created_at, search = NEW.search
    WHERE id = OLD.id AND type = OLD.type;
  ELSE
    INSERT INTO listing_search (id, type, seller_id, status, moderation_state, city, town,
      real_estate_deal_type, low_price, high_price, views, created_at, search)
    VALUES (NEW.id, NEW.type, NEW.seller_id, NEW.status, NEW.moderation_state, NEW.city,
      NEW.town, NEW.real_estate_deal_type, listing_low_price(NEW.price),
      listing_high_price(NEW.price), NEW.views, NEW.created_at, NEW.search);
  END IF;
  RETURN NULL;
END;
$$;

-- The trigger first: it locks listings against writes until this migration commits, so no change
-- falls between the copy below and the trigger.
CREATE TRIGGER listing_search_sync
AFTER INSERT OR DELETE OR UPDATE OF id, type, seller_id, status, moderation_state, city, town,
  real_estate_deal_type, price, views, created_at, title, description, features ON listings
FOR EACH ROW EXECUTE FUNCTION listing_search_sync();

INSERT INTO listing_search (id, type, seller_id, status, moderation_state, city, town,
  real_estate_deal_type, low_price, high_price, views, created_at, search)
SELECT id, type, seller_id, status, moderation_state, city, town, real_estate_deal_type,
  listing_low_price(price),
  listing_high_price(price),
  views, created_at, search
FROM listings;

-- Built after the copy (faster than row by row). The words' index holds what is offered to
-- buyers (active, not held or hidden), as the discovery query asks.
CREATE UNIQUE INDEX IF NOT EXISTS listing_search_id_idx ON listing_search (id, type);
CREATE INDEX IF NOT EXISTS listing_search_words_idx ON listing_search USING gin (search)
  WHERE status = 'active' AND moderation_state IS NULL;
ANALYZE listing_search;
