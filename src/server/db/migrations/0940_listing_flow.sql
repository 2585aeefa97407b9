-- Listing through a WhatsApp Flow (a form inside WhatsApp). Additive: two new tables.
--
-- listing_flow_tokens: the flow_token sent with each form, single use and tied to the seller it
-- was sent to. Only its SHA-256 is kept; a completion is taken once (used_at, and the WhatsApp
-- message that used it, so the same completion answered again after a crash still passes).
CREATE TABLE listing_flow_tokens (
  token_hash text PRIMARY KEY,
  seller_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  phone_number text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  used_by_message text
);
CREATE INDEX listing_flow_tokens_expires_idx ON listing_flow_tokens (expires_at);

-- listing_flow_replies: a completed form as WhatsApp delivered it (its photos' download keys
-- included), by the message's WhatsApp id, until the bot has answered it. The conversation log
-- keeps a readable line instead, never the keys.
CREATE TABLE listing_flow_replies (
  wa_message_id text PRIMARY KEY,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX listing_flow_replies_created_idx ON listing_flow_replies (created_at);
