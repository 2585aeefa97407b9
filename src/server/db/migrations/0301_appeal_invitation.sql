-- When the bot last told a suspended seller how to appeal ('Login' while suspended): their next
-- free text within a day is taken as the appeal, and this is cleared.
ALTER TABLE users ADD COLUMN appeal_invited_at timestamptz;
