-- The answer to an inbound message is claimed by one process before it is worked out: who holds
-- it and until when. The holder renews the claim before each send, so a second process (a job
-- handed on after its queue lease ran out) finds it held and sends nothing; a claim left by a
-- stopped process lapses and is taken over. replies_sent counts the replies that went out, so a
-- takeover never sends those again.
ALTER TABLE messages ADD COLUMN claimed_by text;
ALTER TABLE messages ADD COLUMN claimed_until timestamptz;
ALTER TABLE messages ADD COLUMN replies_sent integer NOT NULL DEFAULT 0;
