-- What WhatsApp charges and refuses, kept per send so the admin reads them from the database,
-- whichever process sent. Additive.

-- The Meta pricing category of a message the marketplace started (utility, marketing,
-- authentication); null for replies. Templates sent this month by category are read with it.
ALTER TABLE messages ADD COLUMN IF NOT EXISTS category text;
CREATE INDEX IF NOT EXISTS messages_category_created_idx ON messages (created_at)
  WHERE category IS NOT NULL;

-- One row per refusal WhatsApp gave (at the send, or a `failed` receipt later), by reason: the
-- admin's refusals by reason. A receipt delivered twice is one row (message and code unique).
CREATE TABLE IF NOT EXISTS whatsapp_refusals (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  contact text NOT NULL,
  message_id text,
  code integer NOT NULL,
  reason text NOT NULL,
  at timestamptz NOT NULL
);
CREATE UNIQUE INDEX IF NOT EXISTS whatsapp_refusals_message_code_idx
  ON whatsapp_refusals (message_id, code);
CREATE INDEX IF NOT EXISTS whatsapp_refusals_at_idx ON whatsapp_refusals (at);
