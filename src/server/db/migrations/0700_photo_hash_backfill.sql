-- Photos uploaded before hashing (0310) are hashed in the background, newest first; one that
-- cannot be read is marked tried, so it is not read again on every run.
ALTER TABLE files ADD COLUMN phash_tried_at timestamptz;
CREATE INDEX files_unhashed_idx ON files (created_at DESC) WHERE phash IS NULL AND phash_tried_at IS NULL;
