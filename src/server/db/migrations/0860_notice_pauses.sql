-- WhatsApp refused a message the marketplace started for a reason that says to stop for a while
-- (131049 the per-person marketing cap, 131026 undeliverable, 131047 outside the window): the
-- person's notices (alerts, check-ins) pause until `notices_paused_until`, or until they next
-- write, whichever comes first; `notices_paused_reason` names the refusal. Additive.
ALTER TABLE bot_conversations ADD COLUMN IF NOT EXISTS notices_paused_at timestamptz;
ALTER TABLE bot_conversations ADD COLUMN IF NOT EXISTS notices_paused_until timestamptz;
ALTER TABLE bot_conversations ADD COLUMN IF NOT EXISTS notices_paused_reason text;
