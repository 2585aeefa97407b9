-- The admin's check-in figures (sent, answered, paused by the marketplace) without a count over
-- listing_checkins on each request: at 500,000 listings that count read 227,000 rows (about
-- 95 ms, most of the stats tiles' time); now one row, kept by statement triggers in the same
-- transaction as every check-in change. The sweep's inserts (not yet asked) and the claims move
-- no figure, so they never touch the row; a send, an answer, a pause or a close that does
-- updates it once per statement.
CREATE TABLE IF NOT EXISTS checkin_totals (
  slot smallint PRIMARY KEY,
  sent bigint NOT NULL,
  answered bigint NOT NULL,
  paused bigint NOT NULL
);

CREATE OR REPLACE FUNCTION checkin_totals_count() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d_sent bigint;
  d_answered bigint;
  d_paused bigint;
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT count(*) FILTER (WHERE asked_at IS NOT NULL),
           count(*) FILTER (WHERE answered_at IS NOT NULL),
           count(*) FILTER (WHERE paused_at IS NOT NULL AND state <> 'closed')
      INTO d_sent, d_answered, d_paused FROM checkin_new;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT -count(*) FILTER (WHERE asked_at IS NOT NULL),
           -count(*) FILTER (WHERE answered_at IS NOT NULL),
           -count(*) FILTER (WHERE paused_at IS NOT NULL AND state <> 'closed')
      INTO d_sent, d_answered, d_paused FROM checkin_old;
  ELSE
    SELECT coalesce(sum(s), 0), coalesce(sum(a), 0), coalesce(sum(p), 0)
      INTO d_sent, d_answered, d_paused
      FROM (
        SELECT (asked_at IS NOT NULL)::int AS s, (answered_at IS NOT NULL)::int AS a,
               (paused_at IS NOT NULL AND state <> 'closed')::int AS p
        FROM checkin_new
        UNION ALL
        SELECT -(asked_at IS NOT NULL)::int, -(answered_at IS NOT NULL)::int,
               -(paused_at IS NOT NULL AND state <> 'closed')::int
        FROM checkin_old
      ) AS change;
  END IF;
  IF d_sent <> 0 OR d_answered <> 0 OR d_paused <> 0 THEN
    INSERT INTO checkin_totals AS t (slot, sent, answered, paused)
    VALUES (0, d_sent, d_answered, d_paused)
    ON CONFLICT (slot) DO UPDATE SET sent = t.sent + excluded.sent,
      answered = t.answered + excluded.answered, paused = t.paused + excluded.paused;
  END IF;
  RETURN NULL;
END;
$$;

-- The triggers first: creating them locks listing_checkins against writes until this migration
-- commits, so no change falls between the count below and the triggers.
CREATE TRIGGER checkin_totals_insert AFTER INSERT ON listing_checkins
REFERENCING NEW TABLE AS checkin_new
FOR EACH STATEMENT EXECUTE FUNCTION checkin_totals_count();

CREATE TRIGGER checkin_totals_update AFTER UPDATE ON listing_checkins
REFERENCING OLD TABLE AS checkin_old NEW TABLE AS checkin_new
FOR EACH STATEMENT EXECUTE FUNCTION checkin_totals_count();

CREATE TRIGGER checkin_totals_delete AFTER DELETE ON listing_checkins
REFERENCING OLD TABLE AS checkin_old
FOR EACH STATEMENT EXECUTE FUNCTION checkin_totals_count();

INSERT INTO checkin_totals (slot, sent, answered, paused)
SELECT 0, count(*) FILTER (WHERE asked_at IS NOT NULL),
       count(*) FILTER (WHERE answered_at IS NOT NULL),
       count(*) FILTER (WHERE paused_at IS NOT NULL AND state <> 'closed')
FROM listing_checkins
-- No row for no check-ins: a fresh deployment stays empty, so a backup restores into it.
HAVING count(*) > 0
ON CONFLICT (slot) DO NOTHING;
