-- Search reads the trigram index on every keystroke; a GIN pending list (filled by bulk inserts and only
-- merged by vacuum, which PGlite never runs on its own) makes each of those reads scan it too.
ALTER INDEX "products_search_key_trgm_idx" SET (fastupdate = off);
