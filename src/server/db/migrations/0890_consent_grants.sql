-- Consent checked before every message the marketplace starts (consents/consents.ts). Additive.
--
-- Every grant of consent, by what it covers ('alerts': a buyer's Alert me; 'checkins': a seller's
-- first listing), with its Meta category, when, how and the words shown. whatsapp_consents stays
-- the standing consent per category (what sends check, withdrawn by STOP); a grant here never
-- lifts a STOP.
CREATE TABLE IF NOT EXISTS whatsapp_consent_grants (
  contact text NOT NULL,
  topic text NOT NULL,
  category text NOT NULL,
  granted_at timestamptz NOT NULL,
  how text NOT NULL,
  words text NOT NULL,
  PRIMARY KEY (contact, topic)
);

-- People who asked for alerts or listed before consents were recorded keep getting them: their
-- consent is recorded as given then (withdrawn if they had sent STOP), saying so in `how`.
INSERT INTO whatsapp_consents (contact, category, granted_at, how, words, withdrawn_at)
SELECT s.phone_number, 'utility', min(s.created_at), 'Alert me (before consents were recorded)',
       'The offer under a search''s answer and its Alert me button', max(oc.opted_out_at)
FROM saved_searches s LEFT JOIN bot_conversations oc ON oc.phone_number = s.phone_number
GROUP BY s.phone_number
ON CONFLICT (contact, category) DO NOTHING;
INSERT INTO whatsapp_consents (contact, category, granted_at, how, words, withdrawn_at)
SELECT u.phone, 'utility', min(l.created_at), 'Listed (before consents were recorded)',
       'Check-ins about their listings, as sellers got them before consents were recorded',
       max(oc.opted_out_at)
FROM users u JOIN listings l ON l.seller_id = u.id
LEFT JOIN bot_conversations oc ON oc.phone_number = u.phone
GROUP BY u.phone
ON CONFLICT (contact, category) DO NOTHING;
INSERT INTO whatsapp_consent_grants (contact, topic, category, granted_at, how, words)
SELECT u.phone, 'checkins', 'utility', min(l.created_at), 'Listed (before consents were recorded)',
       'Check-ins about their listings, as sellers got them before consents were recorded'
FROM users u JOIN listings l ON l.seller_id = u.id
GROUP BY u.phone
ON CONFLICT (contact, topic) DO NOTHING;
INSERT INTO whatsapp_consent_grants (contact, topic, category, granted_at, how, words)
SELECT contact, 'alerts', category, granted_at, how, words FROM whatsapp_consents
WHERE category = 'utility' AND how NOT LIKE 'Listed%'
ON CONFLICT (contact, topic) DO NOTHING;
