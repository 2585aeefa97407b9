-- When the seller last said a listing is still on offer: set on create, edit, reactivation and a
-- check-in's "Still available". Check-ins fall due CHECKIN_AFTER past it, and the bot ranks
-- recently confirmed listings first among equals. Existing listings count as confirmed at their
-- last change.
ALTER TABLE listings ADD COLUMN confirmed_at timestamptz;
UPDATE listings SET confirmed_at = updated_at WHERE confirmed_at IS NULL;
ALTER TABLE listings ALTER COLUMN confirmed_at SET DEFAULT now();
ALTER TABLE listings ALTER COLUMN confirmed_at SET NOT NULL;

-- Why the marketplace paused a listing ('not_confirmed': no answer to a check-in); null when the
-- seller paused it, and cleared whenever the status changes again.
ALTER TABLE listings ADD COLUMN paused_reason text;

-- A listing begun in the WhatsApp chat (listing by chat), kept on the server until it is published
-- or cancelled, and shown in the seller's app as "Draft from WhatsApp". `fields` holds what is
-- known so far, in the shape of the listing input (src/domain/schemas/listing-draft.ts); `images`
-- are stored photo ids, processed exactly as uploads from the app. One chat draft per seller.
CREATE TABLE listing_drafts (
  id text PRIMARY KEY DEFAULT gen_random_uuid()::text,
  seller_id text NOT NULL REFERENCES users(id) ON DELETE CASCADE,
  source text NOT NULL DEFAULT 'whatsapp' CHECK (source IN ('whatsapp')),
  fields jsonb NOT NULL DEFAULT '{}'::jsonb,
  images text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX listing_drafts_one_chat_draft ON listing_drafts (seller_id) WHERE source = 'whatsapp';
CREATE INDEX listing_drafts_updated_idx ON listing_drafts (updated_at);
