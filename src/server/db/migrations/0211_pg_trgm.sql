-- Trigram similarity for the bot's typo tolerance ('electrican' -> electrician). Ships with
-- PostgreSQL (contrib) and with PGlite (loaded by the client).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
