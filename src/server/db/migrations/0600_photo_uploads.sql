-- Photos sent in slices (resumable uploads). One row per upload, named by its seller and the key
-- the app sends it under (its outbox item's Idempotency-Key); `received` counts the bytes kept so
-- far, always a prefix of the photo. The last slice makes the photo: `file_id` then names it and
-- the slices are deleted. Abandoned uploads are swept with their slices.
CREATE TABLE photo_uploads (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  key text NOT NULL,
  length integer NOT NULL CHECK (length > 0),
  received integer NOT NULL DEFAULT 0 CHECK (received >= 0 AND received <= length),
  name text,
  file_id text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (owner_id, key)
);
CREATE INDEX photo_uploads_updated ON photo_uploads (updated_at);

-- The bytes of one upload as they arrived, in order: slice `start` holds bytes start.. of the photo.
CREATE TABLE photo_upload_slices (
  upload_id text NOT NULL REFERENCES photo_uploads(id) ON DELETE CASCADE,
  start integer NOT NULL,
  bytes bytea NOT NULL,
  PRIMARY KEY (upload_id, start)
);
