-- A seller's contact number is confirmed over WhatsApp before buyers are sent to it: the number
-- itself sends the bot "CONFIRM <code>" with the code the app shows. Until then buyers reach the
-- login phone (confirmed by signing in). contact_confirmed holds the digits last confirmed;
-- contact_code is the code waiting for contact_code_for (the digits it confirms), until it
-- expires. Additive: an older release ignores these columns.
ALTER TABLE users ADD COLUMN IF NOT EXISTS contact_confirmed text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS contact_code text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS contact_code_for text;
ALTER TABLE users ADD COLUMN IF NOT EXISTS contact_code_expires_at timestamptz;
CREATE INDEX IF NOT EXISTS users_contact_code_for ON users (contact_code_for)
  WHERE contact_code_for IS NOT NULL;
