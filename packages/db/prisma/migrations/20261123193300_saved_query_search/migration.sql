-- Written by hand: Prisma's schema cannot express an index on an expression. Full-text search over saved
-- queries: the title weighs A, the description B, so a title match ranks above a description match.
-- `services/saved-query-search.ts` uses exactly this expression, so that the planner can use the index.
-- NOTE: `migrate:create` does not know this index and will write a `DROP INDEX "saved_queries_search_idx"` into
-- the next migration it creates; delete that line from it.
CREATE INDEX "saved_queries_search_idx" ON "saved_queries" USING GIN (
  (setweight(to_tsvector('english'::regconfig, "title"), 'A') ||
   setweight(to_tsvector('english'::regconfig, coalesce("description", '')), 'B'))
);
