-- AlterTable
ALTER TABLE "saved_queries" ADD COLUMN     "deleted_at" TIMESTAMPTZ(3),
ADD COLUMN     "version" INTEGER NOT NULL DEFAULT 1;

-- CreateTable
CREATE TABLE "saved_query_revisions" (
    "id" TEXT NOT NULL,
    "client_id" TEXT NOT NULL,
    "saved_query_id" TEXT NOT NULL,
    "version" INTEGER NOT NULL,
    "action" TEXT NOT NULL,
    "actor_key_id" TEXT NOT NULL,
    "record" JSON NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "saved_query_revisions_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "saved_query_revisions_client_id_saved_query_id_version_key" ON "saved_query_revisions"("client_id", "saved_query_id", "version");

-- AddForeignKey
ALTER TABLE "saved_query_revisions" ADD CONSTRAINT "saved_query_revisions_client_id_saved_query_id_fkey" FOREIGN KEY ("client_id", "saved_query_id") REFERENCES "saved_queries"("client_id", "id") ON DELETE CASCADE ON UPDATE CASCADE;
