-- Evidence that outlives a seller's delete, and the fingerprints of what moderation took down.
-- Additive for a rolling deploy: a server of the version before keeps working on this schema
-- (its delete no longer takes the case and the reports along, and its queue already shows a case
-- whose listing is gone).

-- A listing's cases and reports no longer go with it: like the audit log, they outlive what they
-- name. The server deletes those of a listing with nothing open against it along with it, and keeps
-- the rest for admins (src/server/moderation/evidence.ts).
ALTER TABLE moderation_cases DROP CONSTRAINT IF EXISTS moderation_cases_listing_id_fkey;
ALTER TABLE listing_reports DROP CONSTRAINT IF EXISTS listing_reports_listing_id_fkey;

-- What a listing showed when its seller deleted it while a case was open, or while it was held or
-- hidden: for admins only, until its cases have been closed for the retention period.
-- photos: [{ "id": file id, "hash": the perceptual hash as a decimal string, or null }].
CREATE TABLE IF NOT EXISTS deleted_listings (
  listing_id text PRIMARY KEY,
  seller_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  title text NOT NULL,
  description text NOT NULL,
  price jsonb,
  photos jsonb NOT NULL DEFAULT '[]'::jsonb,
  moderation_state text,
  moderation_reason text,
  deleted_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS deleted_listings_deleted_idx ON deleted_listings (deleted_at);

-- A photo of such a listing, kept for admins (never served to anyone else, never attached again).
ALTER TABLE files ADD COLUMN IF NOT EXISTS kept_for_listing text;
CREATE INDEX IF NOT EXISTS files_kept_for_listing_idx ON files (kept_for_listing)
  WHERE kept_for_listing IS NOT NULL;

-- A listing an admin hid, or one its seller deleted while it had to answer for something: its
-- words (a hash of their screening skeleton) and its photos' perceptual hashes. A new listing or
-- an edit that shows either goes to review.
CREATE TABLE IF NOT EXISTS listing_fingerprints (
  listing_id text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('words', 'photo')),
  words text,
  phash bigint,
  cause text NOT NULL CHECK (cause IN ('hidden', 'deleted')),
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'words') = (words IS NOT NULL) AND (kind = 'photo') = (phash IS NOT NULL))
);
CREATE INDEX IF NOT EXISTS listing_fingerprints_words_idx ON listing_fingerprints (words)
  WHERE words IS NOT NULL;
CREATE INDEX IF NOT EXISTS listing_fingerprints_listing_idx ON listing_fingerprints (listing_id);
