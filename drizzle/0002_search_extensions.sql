-- pg_trgm gives the catalogue search its typo tolerance; PGlite loads it from its contrib bundle.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
