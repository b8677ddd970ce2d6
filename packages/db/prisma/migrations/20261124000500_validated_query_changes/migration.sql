-- One number per client that moves on every change to its validated queries (insert, update, delete, by any
-- path), kept by the database itself. With the catalogue's version it is all an API process reads, in one
-- statement, to know whether its cached assistant engine is still current.
ALTER TABLE "validated_query_counters" ADD COLUMN "changes" INTEGER NOT NULL DEFAULT 0;

CREATE FUNCTION "count_validated_query_change"() RETURNS trigger AS $$
DECLARE
  changed_client TEXT := CASE WHEN TG_OP = 'DELETE' THEN OLD."client_id" ELSE NEW."client_id" END;
BEGIN
  INSERT INTO "validated_query_counters" ("client_id", "changes") VALUES (changed_client, 1)
  ON CONFLICT ("client_id") DO UPDATE SET "changes" = "validated_query_counters"."changes" + 1;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;

CREATE TRIGGER "validated_queries_count_change"
AFTER INSERT OR UPDATE OR DELETE ON "validated_queries"
FOR EACH ROW EXECUTE FUNCTION "count_validated_query_change"();
