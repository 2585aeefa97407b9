-- Listings created and photos uploaded, per seller, for the per-seller hourly limits
-- (SELLER_LISTINGS_PER_HOUR, SELLER_UPLOADS_PER_HOUR). Rows older than an hour are deleted as
-- the seller acts again.
CREATE TABLE seller_actions (
  id bigserial PRIMARY KEY,
  seller_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  action text NOT NULL CHECK (action IN ('listing', 'upload')),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX seller_actions_seller_idx ON seller_actions (seller_id, action, created_at);

-- The upload sweep looks for files shown by no listing, oldest first.
CREATE INDEX files_unattached_idx ON files (created_at) WHERE listing_id IS NULL;
