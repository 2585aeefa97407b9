-- Saved searches ("Alert me" after a search in the WhatsApp chat): what the bot understood of the
-- search (the SearchRequest it answered), the buyer's words, and the language to write in. At
-- most 5 live ones per buyer (src/server/bot/alerts/saved-searches.ts); a stopped one keeps its
-- row (stopped_at) so its alerts stay counted.
CREATE TABLE saved_searches (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  phone_number text NOT NULL,
  query text NOT NULL,
  request jsonb NOT NULL,
  language text NOT NULL DEFAULT 'en',
  created_at timestamptz NOT NULL DEFAULT now(),
  stopped_at timestamptz
);
CREATE INDEX saved_searches_live_idx ON saved_searches (phone_number) WHERE stopped_at IS NULL;

-- The last search a buyer was offered an alert for: what "Alert me" saves.
CREATE TABLE alert_offers (
  phone_number text PRIMARY KEY,
  query text NOT NULL,
  request jsonb NOT NULL,
  language text NOT NULL DEFAULT 'en',
  offered_at timestamptz NOT NULL DEFAULT now()
);

-- One row per buyer and listing: a buyer hears about a listing at most once, whatever search
-- matched it and however often it is reactivated. The row is the send's claim:
--   due      matched, to be sent (not before not_before: the next day once the day's 3 are used)
--   sending  claimed by one process until claimed_until
--   sent     carried by message_id (a single alert, a digest, or the template)
--   waiting  outside the window with no template: shown on the buyer's next message
--   shown    shown on that next message ("While you were away")
--   dropped  the listing stopped being offered (paused, sold, hidden, deleted) before the send
--   failed   the send was refused
-- A `failed` receipt that comes later is read from the message (messages.status) by message_id.
CREATE TABLE alerts (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  phone_number text NOT NULL,
  listing_id text NOT NULL,
  saved_search_id text NOT NULL REFERENCES saved_searches(id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'due'
    CHECK (state IN ('due', 'sending', 'sent', 'waiting', 'shown', 'dropped', 'failed')),
  matched_at timestamptz NOT NULL DEFAULT now(),
  not_before timestamptz NOT NULL DEFAULT now(),
  claimed_until timestamptz,
  sent_at timestamptz,
  via text CHECK (via IN ('free-form', 'template', 'digest', 'away')),
  message_id text,
  -- The buyer opened the seller's chat from the alert's link.
  chat_at timestamptz,
  UNIQUE (phone_number, listing_id)
);
CREATE INDEX alerts_due_idx ON alerts (not_before) WHERE state IN ('due', 'sending');
CREATE INDEX alerts_waiting_idx ON alerts (phone_number) WHERE state = 'waiting';

-- Alert messages sent to a buyer per day (Zimbabwe's day): at most 3, counted atomically so two
-- processes never send a fourth.
CREATE TABLE alert_days (
  phone_number text NOT NULL,
  day date NOT NULL,
  messages integer NOT NULL DEFAULT 0,
  PRIMARY KEY (phone_number, day)
);
