-- The bot's own state. Each buyer's last search, so 'more' pages on from where they were: the
-- ranked listing ids (at most 50) and how many of them were shown already.
CREATE TABLE bot_search_state (
  phone_number text PRIMARY KEY REFERENCES contacts(phone_number) ON DELETE CASCADE,
  query text NOT NULL,
  request jsonb NOT NULL DEFAULT '{}'::jsonb,
  result_ids text[] NOT NULL DEFAULT '{}',
  shown integer NOT NULL DEFAULT 0,
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Why an outbound message could not be delivered (after its retries), and when it was last
-- tried; failed messages stay in the conversation with status 'failed' instead of vanishing.
ALTER TABLE messages ADD COLUMN error text;
ALTER TABLE messages ADD COLUMN updated_at timestamptz;

-- Outbound messages are looked up by Meta's id when a status update (delivered, read) arrives.
CREATE INDEX messages_direction_status_idx ON messages (direction, status, created_at);
