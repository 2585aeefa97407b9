-- Each reply to an inbound message has a key of its own (the inbound message's id and the
-- reply's place in the answer), recorded before the reply goes to the Cloud API: an answer
-- worked out again (after a failure, or by another process after this one stopped) finds the
-- reply recorded and never sends a second copy of one that went out. For an inbound message,
-- attempts counts how many times its answer was taken up, so a message whose handling keeps
-- failing (or keeps stopping its process) is given up after a bounded number of tries.
ALTER TABLE messages ADD COLUMN reply_key text;
CREATE UNIQUE INDEX messages_reply_key ON messages (reply_key);

-- A create in flight renews its Idempotency-Key while it runs; a key whose renewal stopped (its
-- process died) is taken over within seconds instead of minutes.
ALTER TABLE idempotency_keys ADD COLUMN renewed_at timestamptz;

-- The chat draft a seller was told holds four photos at most: said once per draft, whatever
-- number of photos more they send.
ALTER TABLE bot_sell_state ADD COLUMN photos_full_told text;
