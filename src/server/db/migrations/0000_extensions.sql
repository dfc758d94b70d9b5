-- Trigram matching for typo-tolerant search (products_title_trgm_idx).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
