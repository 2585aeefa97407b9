-- Trigram similarity for the bot's typo tolerance ('electrican' -> electrician). Ships with
-- PostgreSQL (contrib) and with PGlite (loaded by the client).
-- In the public schema, where every connection's search_path finds it, whichever schema the
-- tables are in (one extension per database: a copy in another schema would hide it).
CREATE EXTENSION IF NOT EXISTS pg_trgm SCHEMA public;
