-- The language the seller chose for the app (en, sn or nd), kept on their profile so another
-- device signs in to it; NULL until they choose one (the app then follows the chat or the device).
-- Additive: older processes neither read nor write it.
ALTER TABLE users ADD COLUMN IF NOT EXISTS language text;
