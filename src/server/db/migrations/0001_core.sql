-- Core tables of the product. Ids are text (random UUIDs) so the API can hand them out as `_id`.
-- Timestamps are timestamptz; phones are stored as digits only.

CREATE TABLE users (
  id text PRIMARY KEY,
  phone text NOT NULL UNIQUE,
  display_name text,
  contact_number text,
  city text,
  address text,
  website text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- Session tokens are random; only their SHA-256 is stored, so a leaked table signs nobody in.
CREATE TABLE sessions (
  token_hash text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  expires_at timestamptz NOT NULL
);
CREATE INDEX sessions_user_idx ON sessions (user_id);
CREATE INDEX sessions_expires_idx ON sessions (expires_at);

-- One row per 'Login' request from the bot: a link token (stored hashed) and a 4-digit code,
-- each single-use and short-lived. phone_suffix is the last three digits the code form asks for.
CREATE TABLE login_challenges (
  id text PRIMARY KEY,
  user_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  phone_suffix text NOT NULL,
  link_token_hash text NOT NULL UNIQUE,
  code text NOT NULL,
  link_expires_at timestamptz NOT NULL,
  code_expires_at timestamptz NOT NULL,
  link_used_at timestamptz,
  code_used_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX login_challenges_suffix_idx ON login_challenges (phone_suffix, code);
CREATE INDEX login_challenges_user_idx ON login_challenges (user_id);

-- Failed sign-in attempts, counted per phone suffix and per client address for rate limiting.
CREATE TABLE auth_attempts (
  id bigserial PRIMARY KEY,
  scope text NOT NULL,
  subject text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX auth_attempts_subject_idx ON auth_attempts (scope, subject, created_at);

-- The search text of a listing: title weighs most, then description, then features. An
-- immutable wrapper so it can feed a generated column.
CREATE FUNCTION listing_search_vector(title text, description text, features text[])
RETURNS tsvector LANGUAGE sql IMMUTABLE AS $$
  SELECT setweight(to_tsvector('english'::regconfig, coalesce(title, '')), 'A')
      || setweight(to_tsvector('english'::regconfig, coalesce(description, '')), 'B')
      || setweight(to_tsvector('english'::regconfig, coalesce(array_to_string(features, ' '), '')), 'C')
$$;

CREATE TABLE listings (
  id text PRIMARY KEY,
  seller_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  type text NOT NULL,
  sub_type text,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  city text,
  neighborhood text,
  address text,
  website text,
  features text[] NOT NULL DEFAULT '{}',
  images text[] NOT NULL DEFAULT '{}',
  price jsonb,
  real_estate_deal_type text,
  accommodation_type text,
  vehicle_brand text,
  model_year text,
  electronic_brand text,
  service_type text,
  views integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search tsvector GENERATED ALWAYS AS (listing_search_vector(title, description, features)) STORED
);
CREATE INDEX listings_seller_idx ON listings (seller_id, created_at DESC);
CREATE INDEX listings_views_idx ON listings (views DESC);
CREATE INDEX listings_search_idx ON listings USING gin (search);
CREATE INDEX listings_type_city_idx ON listings (type, city);

-- Uploaded images, re-encoded without metadata. listing_id is set while a listing shows it.
CREATE TABLE files (
  id text PRIMARY KEY,
  owner_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  listing_id text REFERENCES listings(id) ON DELETE SET NULL,
  mime text NOT NULL,
  width integer NOT NULL,
  height integer NOT NULL,
  size integer NOT NULL,
  etag text NOT NULL,
  original_name text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX files_owner_idx ON files (owner_id);
CREATE INDEX files_listing_idx ON files (listing_id);

-- A buyer saw a listing through the bot. The trigger keeps listings.views equal to the count.
CREATE TABLE listing_views (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  listing_id text NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
  viewer_phone text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX listing_views_listing_idx ON listing_views (listing_id, created_at DESC);
CREATE INDEX listing_views_created_idx ON listing_views (created_at);

CREATE FUNCTION listing_views_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE listings SET views = views + 1 WHERE id = NEW.listing_id;
    RETURN NEW;
  ELSE
    UPDATE listings SET views = greatest(views - 1, 0) WHERE id = OLD.listing_id;
    RETURN OLD;
  END IF;
END
$$;
CREATE TRIGGER listing_views_count_trigger
AFTER INSERT OR DELETE ON listing_views
FOR EACH ROW EXECUTE FUNCTION listing_views_count();

-- People who wrote to the bot (buyers and sellers alike) and their conversation.
CREATE TABLE contacts (
  phone_number text PRIMARY KEY,
  message_count integer NOT NULL DEFAULT 0,
  last_message_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE messages (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  contact text NOT NULL REFERENCES contacts(phone_number) ON DELETE CASCADE,
  direction text NOT NULL CHECK (direction IN ('inbound', 'outbound')),
  content jsonb NOT NULL DEFAULT '{}'::jsonb,
  wa_message_id text UNIQUE,
  status text NOT NULL DEFAULT 'received',
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX messages_contact_idx ON messages (contact, created_at);
CREATE INDEX messages_status_idx ON messages (status);

-- Answers to POST requests sent with an Idempotency-Key, so a retried request creates nothing new.
CREATE TABLE idempotency_keys (
  user_id text NOT NULL,
  key text NOT NULL,
  scope text NOT NULL,
  request_hash text NOT NULL,
  state text NOT NULL DEFAULT 'running',
  response_status integer,
  response_body jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (user_id, scope, key)
);
CREATE INDEX idempotency_keys_created_idx ON idempotency_keys (created_at);
