-- Listing by chat: where a seller's conversation with the bot stands. One row per phone: the
-- question the bot asked last about the chat draft (answered by the next message), an offer
-- waiting for "replace the draft?" and the listing the seller last published by chat ("SOLD"),
-- and the language the seller writes in.
CREATE TABLE bot_sell_state (
  phone_number text PRIMARY KEY,
  seller_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  awaiting text,
  pending_offer text,
  last_listing_id text,
  language text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX bot_sell_state_seller_idx ON bot_sell_state (seller_id);
