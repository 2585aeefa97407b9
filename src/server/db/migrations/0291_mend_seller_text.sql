-- Seller text stored before the one-line rule (src/domain/seller-text.ts) gets the same mending,
-- so the app, the admin screens and the search show it as the bot and the public page do:
-- one-line fields join their lines with a space; every field loses direction controls,
-- invisible control characters and zero-width spaces; the description keeps its lines.

CREATE FUNCTION mend_seller_invisible(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(value,
    '[\u061c\u200e\u200f\u202a-\u202e\u2066-\u2069\u0001-\u0008\u000e-\u001f\u007f-\u0084\u0086-\u009f\u200b\u2060\ufeff]',
    '', 'g')
$$;

CREATE FUNCTION mend_seller_line(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT btrim(replace(regexp_replace(mend_seller_invisible(value),
    '[ \t]*((\r\n|[\n\r\u000b\f\u0085\u2028\u2029])[ \t]*)+', ' ', 'g'), E'\t', ' '))
$$;

CREATE FUNCTION mend_seller_lines(value text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT regexp_replace(mend_seller_invisible(value),
    '\r\n|[\r\u000b\f\u0085\u2028\u2029]', E'\n', 'g')
$$;

CREATE FUNCTION mend_seller_price(price jsonb) RETURNS jsonb LANGUAGE sql IMMUTABLE AS $$
  SELECT CASE WHEN jsonb_typeof(price->'frequency') = 'string'
    THEN jsonb_set(p, '{frequency}', to_jsonb(mend_seller_line(price->>'frequency')))
    ELSE p END
  FROM (SELECT CASE WHEN jsonb_typeof(price->'description') = 'string'
    THEN jsonb_set(price, '{description}', to_jsonb(mend_seller_line(price->>'description')))
    ELSE price END AS p) AS described
$$;

CREATE FUNCTION mend_seller_features(features text[]) RETURNS text[] LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(mended ORDER BY n), '{}')
  FROM (SELECT mend_seller_line(f) AS mended, n FROM unnest(features) WITH ORDINALITY AS t(f, n)) AS m
  WHERE mended <> ''
$$;

UPDATE listings SET
  title = mend_seller_line(title),
  description = mend_seller_lines(description),
  address = mend_seller_line(address),
  town = mend_seller_line(town),
  website = mend_seller_line(website),
  service_type = mend_seller_line(service_type),
  features = mend_seller_features(features),
  price = mend_seller_price(price)
WHERE title IS DISTINCT FROM mend_seller_line(title)
   OR description IS DISTINCT FROM mend_seller_lines(description)
   OR address IS DISTINCT FROM mend_seller_line(address)
   OR town IS DISTINCT FROM mend_seller_line(town)
   OR website IS DISTINCT FROM mend_seller_line(website)
   OR service_type IS DISTINCT FROM mend_seller_line(service_type)
   OR features IS DISTINCT FROM mend_seller_features(features)
   OR price IS DISTINCT FROM mend_seller_price(price);

UPDATE users SET
  display_name = mend_seller_line(display_name),
  contact_number = mend_seller_line(contact_number),
  address = mend_seller_line(address),
  website = mend_seller_line(website)
WHERE display_name IS DISTINCT FROM mend_seller_line(display_name)
   OR contact_number IS DISTINCT FROM mend_seller_line(contact_number)
   OR address IS DISTINCT FROM mend_seller_line(address)
   OR website IS DISTINCT FROM mend_seller_line(website);

DROP FUNCTION mend_seller_features(text[]);
DROP FUNCTION mend_seller_price(jsonb);
DROP FUNCTION mend_seller_lines(text);
DROP FUNCTION mend_seller_line(text);
DROP FUNCTION mend_seller_invisible(text);
