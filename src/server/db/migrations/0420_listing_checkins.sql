-- Seller check-ins: CHECKIN_AFTER past a listing's last confirmation the seller is asked on
-- WhatsApp whether it is still available (Still available / Sold / Pause); no answer within
-- AUTOPAUSE_AFTER pauses it (paused_reason 'not_confirmed'). One row per listing and
-- confirmation (`round_at` is the listings.confirmed_at it asks about), so a listing confirmed
-- again starts a new round and an old one can never pause it.
--
-- state: 'due' (to send; `due_at` is when), 'sending' (claimed by `claimed_by` until
-- `claimed_until`), 'asked' (the message went; `message_id` is the stored message whose
-- delivery decides whether it may lead to a pause), 'answered', 'failed' (the send was refused
-- or a `failed` receipt came: never pauses), 'paused' (the marketplace paused the listing),
-- 'closed' (the listing changed otherwise: sold, paused, edited, confirmed in the app).
-- views_at / leads_at: the listing's counts when it was asked, so the next check-in says what
-- happened since.
CREATE TABLE listing_checkins (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  listing_id text NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
  seller_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  round_at timestamptz NOT NULL,
  state text NOT NULL DEFAULT 'due',
  due_at timestamptz NOT NULL,
  claimed_by text,
  claimed_until timestamptz,
  asked_at timestamptz,
  via text,
  message_id text,
  views_at integer,
  leads_at integer,
  answered_at timestamptz,
  answer text,
  paused_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (listing_id, round_at)
);
CREATE INDEX listing_checkins_due_idx ON listing_checkins (due_at) WHERE state IN ('due', 'sending');
CREATE INDEX listing_checkins_asked_idx ON listing_checkins (asked_at) WHERE state = 'asked';
CREATE INDEX listing_checkins_seller_idx ON listing_checkins (seller_id, state);

-- When the listing's open check-in was asked; the API says a check-in is pending while it is
-- later than confirmed_at and the listing is active.
ALTER TABLE listings ADD COLUMN checkin_asked_at timestamptz;

-- The seller said "stop reminders": no check-ins, and so no pause for want of an answer.
ALTER TABLE users ADD COLUMN checkins_stopped_at timestamptz;
