-- A listing whose city is 'other' names its town (Gwanda, Chiredzi, Chipinge...).
ALTER TABLE listings ADD COLUMN town text;
