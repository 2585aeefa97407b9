-- A reused photo's case reason named the photo and the other listing by id in its words ("Photo
-- <id> is the same photo as one in listing <id>, of another seller"). The ids move to fields of
-- their own, so the admin's queue can show the other listing by its title and link to it, and
-- the words keep only how alike the two photos are.
UPDATE moderation_cases c
   SET reasons = (
     SELECT jsonb_agg(
              CASE
                WHEN r->>'code' = 'photo_reused'
                 AND r->>'detail' ~ '^Photo \S+ is (the same|a near-identical) photo as one in listing \S+, of another seller$'
                THEN jsonb_build_object(
                       'code', 'photo_reused',
                       'detail', CASE WHEN r->>'detail' ~ ' is the same photo as one in listing '
                                      THEN 'The same photo' ELSE 'A near-identical photo' END,
                       'photoId', substring(r->>'detail' from '^Photo (\S+) is '),
                       'otherListingId', substring(r->>'detail' from ' in listing (\S+), of another seller$'))
                ELSE r
              END
              ORDER BY n)
       FROM jsonb_array_elements(c.reasons) WITH ORDINALITY AS e(r, n))
 WHERE c.reasons @> '[{"code": "photo_reused"}]';
