-- People WhatsApp identifies by a business-scoped user id (username users whose number is
-- withheld) are contacts too: their key in phone_number is that id, and user_id keeps the id of
-- any contact Meta gave one for.
ALTER TABLE contacts ADD COLUMN user_id text;

-- Why an outbound message failed, as WhatsApp coded it, whether trying again can help, and when
-- it reached the person's phone (delivered or read): such a message is never sent again.
ALTER TABLE messages ADD COLUMN error_code integer;
ALTER TABLE messages ADD COLUMN retryable boolean;
ALTER TABLE messages ADD COLUMN reached_at timestamptz;

-- A buyer's town, from a shared location or the last town they named: searches that name no
-- town look there first.
CREATE TABLE bot_buyer_town (
  contact text PRIMARY KEY REFERENCES contacts(phone_number) ON DELETE CASCADE,
  city text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);
