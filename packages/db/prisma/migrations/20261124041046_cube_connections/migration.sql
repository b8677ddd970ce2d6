-- Cube connections, their secrets sealed by the API (AES-256-GCM). (The generated DROP INDEX and ALTER COLUMN of
-- saved_queries.search_document were removed: Prisma cannot express that column's expression and GIN index.)
-- CreateTable
CREATE TABLE "connections" (
    "client_id" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "url" TEXT NOT NULL,
    "secret_kind" TEXT NOT NULL,
    "secret_sealed" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "connections_pkey" PRIMARY KEY ("client_id","id")
);

-- CreateIndex
CREATE INDEX "connections_client_id_created_at_id_idx" ON "connections"("client_id", "created_at", "id");
