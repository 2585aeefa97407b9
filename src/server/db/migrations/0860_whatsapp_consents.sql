-- Consent to messages the marketplace starts, per person and per category ('utility' or
-- 'marketing', as WhatsApp prices and polices them): when it was given, how (the tap or words
-- that gave it) and the words the person was shown. STOP withdraws every category
-- (withdrawn_at), START restores them. Additive.
CREATE TABLE IF NOT EXISTS whatsapp_consents (
  contact text NOT NULL,
  category text NOT NULL,
  granted_at timestamptz NOT NULL,
  how text NOT NULL,
  words text NOT NULL,
  withdrawn_at timestamptz,
  PRIMARY KEY (contact, category)
);
