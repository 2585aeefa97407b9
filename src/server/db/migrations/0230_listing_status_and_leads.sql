-- Listing status (active, paused, sold) and buyer chats ("leads"): a buyer followed a listing's
-- chat link (/l/{id}/chat) to the seller's WhatsApp.

ALTER TABLE listings
  ADD COLUMN status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'paused', 'sold')),
  ADD COLUMN leads integer NOT NULL DEFAULT 0;
-- The bot searches active listings only.
CREATE INDEX listings_active_idx ON listings (type, city) WHERE status = 'active';

-- One row per counted buyer chat. buyer_phone is set when the bot sent the link (it knows who
-- asked); a visitor of the public page stays anonymous. The trigger keeps listings.leads equal to
-- the count, as listing_views does for views.
CREATE TABLE listing_leads (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  listing_id text NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
  buyer_phone text,
  source text NOT NULL CHECK (source IN ('page', 'bot')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX listing_leads_listing_idx ON listing_leads (listing_id, created_at DESC);
CREATE INDEX listing_leads_created_idx ON listing_leads (created_at);

CREATE FUNCTION listing_leads_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE listings SET leads = leads + 1 WHERE id = NEW.listing_id;
    RETURN NEW;
  ELSE
    UPDATE listings SET leads = greatest(leads - 1, 0) WHERE id = OLD.listing_id;
    RETURN OLD;
  END IF;
END
$$;
CREATE TRIGGER listing_leads_count_trigger
AFTER INSERT OR DELETE ON listing_leads
FOR EACH ROW EXECUTE FUNCTION listing_leads_count();

-- When a buyer's chat was last counted for a listing: a click within the hour after it counts
-- no more. buyer_key is the buyer's phone (bot links) or a hash of the visitor's address and
-- browser (public page); rows older than the hour are pruned.
CREATE TABLE listing_lead_gate (
  listing_id text NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
  buyer_key text NOT NULL,
  counted_at timestamptz NOT NULL,
  PRIMARY KEY (listing_id, buyer_key)
);
CREATE INDEX listing_lead_gate_counted_idx ON listing_lead_gate (counted_at);
