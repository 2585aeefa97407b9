-- Buyers' feedback on sellers (issue 42). Additive: the version before neither reads nor writes
-- these tables; links it hands out during a rolling deploy are simply never asked about.

-- A seller's link the bot handed a buyer (a listing's details; the view's id names it), and when
-- the buyer was asked how it went. Asked once per link, at the buyer's next message a while after.
CREATE TABLE IF NOT EXISTS feedback_asks (
  view_id text PRIMARY KEY,
  buyer_phone text NOT NULL,
  listing_id text NOT NULL,
  seller_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  handed_at timestamptz NOT NULL,
  asked_at timestamptz
);
CREATE INDEX IF NOT EXISTS feedback_asks_due_idx
  ON feedback_asks (buyer_phone, handed_at DESC) WHERE asked_at IS NULL;

-- One buyer's word on one seller (a new one replaces the old): good, or not good and why.
CREATE TABLE IF NOT EXISTS seller_feedback (
  buyer_phone text NOT NULL,
  seller_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  listing_id text NOT NULL,
  verdict text NOT NULL CHECK (verdict IN ('good', 'not_good')),
  reason text CHECK (reason IN ('no_reply', 'not_as_described', 'pay_first', 'other')),
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (buyer_phone, seller_id)
);
CREATE INDEX IF NOT EXISTS seller_feedback_seller_idx ON seller_feedback (seller_id);
