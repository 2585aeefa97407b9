-- Admin lists page on the server, newest first: the first page of 100,000 listings, sellers or
-- contacts is read from an index instead of sorting every row.
CREATE INDEX listings_created_idx ON listings (created_at DESC, id DESC);
CREATE INDEX users_created_idx ON users (created_at DESC, id DESC);
CREATE INDEX contacts_last_message_idx ON contacts (last_message_at DESC NULLS LAST, phone_number DESC);
