-- Written by hand: Prisma's schema cannot express a generated column. The searchable text of a saved query is
-- now stored, computed by PostgreSQL on every write, instead of being recomputed for every matching row on every
-- search: ranking thousands of matches (`ts_rank`) then reads it instead of parsing title and description again.
-- The expression (title weighs A, description B) is the one the previous index used.
ALTER TABLE "saved_queries" ADD COLUMN "search_document" tsvector GENERATED ALWAYS AS (
  setweight(to_tsvector('english'::regconfig, "title"), 'A') ||
  setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'B')
) STORED;

DROP INDEX "saved_queries_search_idx";
CREATE INDEX "saved_queries_search_idx" ON "saved_queries" USING GIN ("search_document");
