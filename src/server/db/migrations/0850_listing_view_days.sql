-- Views per day, for the admin's stats: each view counted into its day by a trigger, so the
-- last 7 days are 7 rows read, not every view of the week (at 10 million views over 90 days,
-- that was 780,000 rows pulled into the server on every stats request). The day is the admin's:
-- midnight to midnight in Zimbabwe (Central Africa Time, UTC+2 all year, ADMIN_DAY_OFFSET_MS).
-- One row per day takes every view's update: views of one day wait on each other for the
-- moment of the update only, each view being its own short transaction.
CREATE TABLE listing_view_days (
  day date PRIMARY KEY,
  views bigint NOT NULL
);

CREATE FUNCTION listing_view_day(at timestamptz) RETURNS date
LANGUAGE sql IMMUTABLE AS $$ SELECT ((at AT TIME ZONE 'UTC') + interval '2 hours')::date $$;

CREATE FUNCTION listing_view_days_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO listing_view_days AS d (day, views) VALUES (listing_view_day(NEW.created_at), 1)
    ON CONFLICT (day) DO UPDATE SET views = d.views + 1;
  ELSE
    UPDATE listing_view_days SET views = views - 1 WHERE day = listing_view_day(OLD.created_at);
  END IF;
  RETURN NULL;
END;
$$;

-- The trigger first: it locks listing_views against writes until this migration commits, so no
-- view falls between the count below and the trigger.
CREATE TRIGGER listing_view_days_trigger
AFTER INSERT OR DELETE ON listing_views
FOR EACH ROW EXECUTE FUNCTION listing_view_days_count();

INSERT INTO listing_view_days (day, views)
SELECT listing_view_day(created_at), count(*) FROM listing_views GROUP BY 1;
