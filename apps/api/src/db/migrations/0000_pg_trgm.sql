-- Trigram matching for §5 search (ILIKE '%word%' served by GIN indexes). PGlite loads the extension from
-- @electric-sql/pglite/contrib/pg_trgm; PostgreSQL ships it in contrib (a trusted extension since PG 13).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
