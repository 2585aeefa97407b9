-- Where each conversation with the bot stands, read once at the start of every turn:
-- the language the person writes in (set only on clear evidence), the question the bot asked
-- them last (its options: reply ids with their titles, so a typed answer, a number or an emoji
-- answers it as a tap would) and when, and their opt-out: while opted_out_at is set no process
-- sends them an alert, a check-in or a template, and no listing of theirs is paused for silence.
CREATE TABLE IF NOT EXISTS bot_conversations (
  phone_number text PRIMARY KEY,
  language text,
  question jsonb,
  question_at timestamptz,
  opted_out_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now()
);
