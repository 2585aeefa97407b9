-- Buyers may report that a seller asked them to pay before viewing: the reasons' check widened.
-- An older server never writes the new reason, and every reason it writes still passes.
ALTER TABLE listing_reports DROP CONSTRAINT IF EXISTS listing_reports_reason_check;
ALTER TABLE listing_reports ADD CONSTRAINT listing_reports_reason_check
  CHECK (reason IN ('scam', 'pay_first', 'prohibited', 'wrong_details', 'sold', 'other'));
