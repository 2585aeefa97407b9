-- The reason of a listing the marketplace held, by a stable code and what it names (the scam's
-- words, how many copies), beside the English words moderation_reason keeps: the app and the bot
-- say it in the seller's language. NULL for an admin's own words and for rows written before.
-- Additive: older processes neither read nor write them.
ALTER TABLE listings ADD COLUMN IF NOT EXISTS moderation_reason_code text;
ALTER TABLE listings ADD COLUMN IF NOT EXISTS moderation_reason_params jsonb;

-- A process of the version before writes the words alone (an admin's hide, an approval, its own
-- hold): the code of the words it replaced must not outlive them, or the seller would read the
-- old reason. A write that sets new words and leaves code and parameters as they were is one.
CREATE OR REPLACE FUNCTION listings_reason_code_follows() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.moderation_reason_code := NULL;
  NEW.moderation_reason_params := NULL;
  RETURN NEW;
END;
$$;

CREATE TRIGGER listings_reason_code_follows_trigger
BEFORE UPDATE OF moderation_reason ON listings
FOR EACH ROW
WHEN (NEW.moderation_reason IS DISTINCT FROM OLD.moderation_reason
  AND NEW.moderation_reason_code IS NOT DISTINCT FROM OLD.moderation_reason_code
  AND NEW.moderation_reason_params IS NOT DISTINCT FROM OLD.moderation_reason_params)
EXECUTE FUNCTION listings_reason_code_follows();
