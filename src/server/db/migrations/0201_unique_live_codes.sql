-- A code must name one phone among those sharing its last three digits: no two unused codes of
-- one suffix may be equal. Expired codes are marked used when a new one is issued for the suffix
-- (a partial index cannot compare with the clock), so only live codes compete.
UPDATE login_challenges SET code_used_at = code_expires_at
WHERE code_used_at IS NULL AND code_expires_at <= now();

-- Should two live codes already clash, the older stops working.
UPDATE login_challenges SET code_used_at = now(), link_used_at = coalesce(link_used_at, now())
WHERE id IN (
  SELECT id FROM (
    SELECT id, row_number() OVER (PARTITION BY phone_suffix, code ORDER BY created_at DESC, id) AS n
    FROM login_challenges WHERE code_used_at IS NULL
  ) ranked WHERE n > 1
);

CREATE UNIQUE INDEX login_challenges_live_code_idx ON login_challenges (phone_suffix, code)
WHERE code_used_at IS NULL;
