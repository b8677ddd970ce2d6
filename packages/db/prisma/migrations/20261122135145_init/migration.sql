-- CreateTable
CREATE TABLE "api_keys" (
    "id" TEXT NOT NULL,
    "client_id" TEXT NOT NULL,
    "secret_hash" TEXT NOT NULL,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "revoked_at" TIMESTAMPTZ(3),

    CONSTRAINT "api_keys_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "folders" (
    "client_id" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "parent_folder_id" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "folders_pkey" PRIMARY KEY ("client_id","id")
);

-- CreateTable
CREATE TABLE "saved_queries" (
    "client_id" TEXT NOT NULL,
    "id" TEXT NOT NULL,
    "title" TEXT NOT NULL,
    "description" TEXT,
    "folder_id" TEXT,
    "query" JSON NOT NULL,
    "request_body" JSON NOT NULL,
    "created_by_id" TEXT NOT NULL,
    "connection_id" TEXT,
    "order" INTEGER,
    "width" INTEGER,
    "height" INTEGER,
    "x" INTEGER,
    "y" INTEGER,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "saved_queries_pkey" PRIMARY KEY ("client_id","id")
);

-- CreateTable
CREATE TABLE "validated_queries" (
    "id" TEXT NOT NULL,
    "client_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "question" TEXT NOT NULL,
    "normalized_question" TEXT NOT NULL,
    "query" JSON NOT NULL,
    "validated_by" TEXT,
    "asked_by" TEXT,
    "created_at" TIMESTAMPTZ(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "validated_queries_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "catalogues" (
    "client_id" TEXT NOT NULL,
    "type" TEXT NOT NULL,
    "cubes" JSON NOT NULL,
    "values" JSON NOT NULL,
    "notes" JSON NOT NULL,
    "version" INTEGER NOT NULL DEFAULT 1,
    "updated_at" TIMESTAMPTZ(3) NOT NULL,

    CONSTRAINT "catalogues_pkey" PRIMARY KEY ("client_id")
);

-- CreateIndex
CREATE INDEX "api_keys_client_id_idx" ON "api_keys"("client_id");

-- CreateIndex
CREATE INDEX "folders_client_id_parent_folder_id_created_at_id_idx" ON "folders"("client_id", "parent_folder_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "folders_client_id_created_at_id_idx" ON "folders"("client_id", "created_at", "id");

-- CreateIndex
CREATE INDEX "saved_queries_client_id_order_created_at_id_idx" ON "saved_queries"("client_id", "order", "created_at", "id");

-- CreateIndex
CREATE INDEX "saved_queries_client_id_folder_id_order_created_at_id_idx" ON "saved_queries"("client_id", "folder_id", "order", "created_at", "id");

-- CreateIndex
CREATE INDEX "validated_queries_client_id_normalized_question_created_at_idx" ON "validated_queries"("client_id", "normalized_question", "created_at");

-- CreateIndex
CREATE INDEX "validated_queries_client_id_created_at_idx" ON "validated_queries"("client_id", "created_at");

-- AddForeignKey
ALTER TABLE "folders" ADD CONSTRAINT "folders_client_id_parent_folder_id_fkey" FOREIGN KEY ("client_id", "parent_folder_id") REFERENCES "folders"("client_id", "id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "saved_queries" ADD CONSTRAINT "saved_queries_client_id_folder_id_fkey" FOREIGN KEY ("client_id", "folder_id") REFERENCES "folders"("client_id", "id") ON DELETE RESTRICT ON UPDATE CASCADE;
