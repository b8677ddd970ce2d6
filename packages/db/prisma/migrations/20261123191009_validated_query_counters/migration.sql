-- CreateTable
CREATE TABLE "validated_query_counters" (
    "client_id" TEXT NOT NULL,
    "deletions" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "validated_query_counters_pkey" PRIMARY KEY ("client_id")
);
