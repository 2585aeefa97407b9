-- Replies are worked out straight from the messages table, as soon as a message is stored: a
-- process takes the oldest waiting message of a sender none of whose messages is being answered,
-- the sender it served longest ago first (served_at), so one sender's flood never holds up the rest.
ALTER TABLE contacts ADD COLUMN served_at timestamptz;
-- The per-sender limit: messages counted in a window that opens with the sender's first message.
ALTER TABLE contacts ADD COLUMN window_started_at timestamptz;
ALTER TABLE contacts ADD COLUMN window_count integer NOT NULL DEFAULT 0;
-- The first message over the limit, answered with the short 'slow down' notice; later ones in
-- the window are stored with status 'limited' and not answered.
ALTER TABLE messages ADD COLUMN over_limit boolean NOT NULL DEFAULT false;
-- The order messages were stored in, the order a sender's messages are answered in (two in one
-- delivery may carry the same time).
ALTER TABLE messages ADD COLUMN seq bigserial;
CREATE INDEX messages_waiting_idx ON messages (contact, seq)
  WHERE direction = 'inbound' AND status IN ('received', 'answering');
