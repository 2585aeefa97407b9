-- A WhatsApp person is known first by their business-scoped user id (BSUID, 'ZW.1502...'), with
-- the phone when WhatsApp gives it. Each BSUID seen names the contact key the person's rows are
-- kept under (contacts, messages, users.phone...): the phone's digits for a person first met
-- with a number, else their first BSUID. A new BSUID (a changed number, user_id_update) points at
-- the same key, so the account and listings stay theirs; `phone` and the latest row's `user_id`
-- are where replies go. `username` is what the admin shows where there is no phone.
-- Additive: an older release ignores the table and keys people by phone as before.
-- `touched` orders a person's ids by their last use (from a sequence: two in the same
-- millisecond still come in order).
CREATE SEQUENCE IF NOT EXISTS wa_identities_touch;
CREATE TABLE IF NOT EXISTS wa_identities (
  user_id text PRIMARY KEY,
  contact text NOT NULL,
  phone text,
  username text,
  updated_at timestamptz NOT NULL DEFAULT now(),
  touched bigint NOT NULL DEFAULT nextval('wa_identities_touch')
);
CREATE INDEX IF NOT EXISTS wa_identities_contact ON wa_identities (contact, touched DESC);
CREATE INDEX IF NOT EXISTS wa_identities_phone ON wa_identities (phone) WHERE phone IS NOT NULL;

-- A buyer's message passed on to such a seller (who has no number a buyer can open a chat
-- with): kept once per inbound message (wa_message_id), sent at once while the seller's window
-- is open, else given to them before the answer to their next message (delivered_at).
CREATE TABLE IF NOT EXISTS passed_messages (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  wa_message_id text NOT NULL UNIQUE,
  listing_id text NOT NULL,
  buyer text NOT NULL,
  seller text NOT NULL,
  body text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  delivered_at timestamptz
);
CREATE INDEX IF NOT EXISTS passed_messages_waiting ON passed_messages (seller, created_at)
  WHERE delivered_at IS NULL;
