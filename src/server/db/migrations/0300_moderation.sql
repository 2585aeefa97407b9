-- Trust and safety: buyers' reports, the admins' moderation cases, a listing's moderation state,
-- a seller's suspension, and the append-only audit log of every admin action.

-- A listing held for review ('in_review': screening, or an edit of a hidden listing) or hidden by
-- an admin ('hidden'). Either way it is never offered to buyers. The reason is shown to the seller.
ALTER TABLE listings
  ADD COLUMN moderation_state text CHECK (moderation_state IN ('in_review', 'hidden')),
  ADD COLUMN moderation_reason text,
  ADD COLUMN moderation_at timestamptz;
CREATE INDEX listings_moderation_idx ON listings (moderation_state) WHERE moderation_state IS NOT NULL;

-- A suspended seller: no session works, no sign-in is issued, no listing is offered to buyers.
ALTER TABLE users
  ADD COLUMN suspended_at timestamptz,
  ADD COLUMN suspension_reason text;
CREATE INDEX users_suspended_idx ON users (suspended_at) WHERE suspended_at IS NOT NULL;

-- One case per listing while it is open (reports and screening flags merge into it), or, for an
-- appeal against a suspension, one per seller. reasons is a JSON array of { code, detail }.
CREATE TABLE moderation_cases (
  id text PRIMARY KEY,
  listing_id text REFERENCES listings(id) ON DELETE CASCADE,
  seller_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  state text NOT NULL DEFAULT 'open' CHECK (state IN ('open', 'closed')),
  reasons jsonb NOT NULL DEFAULT '[]'::jsonb,
  -- The seller's words, for an appeal.
  appeal text,
  opened_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  closed_at timestamptz,
  -- hide, approve, dismiss, suspend, restore: the admin action that closed it.
  resolution text
);
CREATE UNIQUE INDEX moderation_cases_open_listing_idx ON moderation_cases (listing_id)
  WHERE state = 'open' AND listing_id IS NOT NULL;
CREATE UNIQUE INDEX moderation_cases_open_seller_idx ON moderation_cases (seller_id)
  WHERE state = 'open' AND listing_id IS NULL;
CREATE INDEX moderation_cases_open_idx ON moderation_cases (updated_at DESC, id DESC)
  WHERE state = 'open';

-- A buyer's report. One reporter counts once per listing: reporter_key is 'phone:<digits>' when
-- the bot knows the phone, else a hash of the page visitor's network address. case_id is the case
-- the report was counted in: a closed (dismissed) case keeps its reports, so they never reopen it.
CREATE TABLE listing_reports (
  id text PRIMARY KEY,
  listing_id text NOT NULL REFERENCES listings(id) ON DELETE CASCADE,
  reporter_key text NOT NULL,
  reporter_phone text,
  reason text NOT NULL CHECK (reason IN ('scam', 'prohibited', 'wrong_details', 'sold', 'other')),
  note text,
  case_id text REFERENCES moderation_cases(id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (listing_id, reporter_key)
);
CREATE INDEX listing_reports_case_idx ON listing_reports (case_id, created_at DESC);

-- Every admin action: who, what, on which listing or seller, why, when, and the state before and
-- after. No foreign keys: an entry outlives what it names. The database refuses to change or
-- remove an entry.
CREATE TABLE moderation_audit (
  id text PRIMARY KEY,
  admin_phone text NOT NULL,
  action text NOT NULL CHECK (action IN ('hide', 'approve', 'dismiss', 'suspend', 'restore')),
  listing_id text,
  seller_id text,
  reason text NOT NULL,
  before jsonb NOT NULL DEFAULT '{}'::jsonb,
  after jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX moderation_audit_created_idx ON moderation_audit (created_at DESC, id DESC);

CREATE FUNCTION moderation_audit_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'The audit log is append-only: % is refused', TG_OP
    USING ERRCODE = 'insufficient_privilege';
END
$$;
CREATE TRIGGER moderation_audit_no_change
BEFORE UPDATE OR DELETE ON moderation_audit
FOR EACH ROW EXECUTE FUNCTION moderation_audit_append_only();
CREATE TRIGGER moderation_audit_no_truncate
BEFORE TRUNCATE ON moderation_audit
FOR EACH STATEMENT EXECUTE FUNCTION moderation_audit_append_only();
