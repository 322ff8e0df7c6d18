-- Trigram matching for search (typos, prefixes) and fast ILIKE; PGlite loads it as a contrib extension.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
