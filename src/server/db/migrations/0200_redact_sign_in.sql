-- Sign-in messages stored before redaction held a live link and code, readable by admins in the
-- contact's conversation. Keep only the fact that they were sent.
UPDATE messages
SET content = jsonb_build_object('kind', 'text', 'text', 'Sign-in link and code sent', 'redacted', true)
WHERE direction = 'outbound' AND content->>'text' LIKE '%/login?token=%';
