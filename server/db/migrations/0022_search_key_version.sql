-- Which spelling rules wrote each search_key: every row so far is older than any (0), so the next start rewrites
-- the keys with the current rules (server/catalogue/search-key-refresh.ts).
ALTER TABLE "products" ADD COLUMN "search_key_version" integer DEFAULT 0 NOT NULL;
