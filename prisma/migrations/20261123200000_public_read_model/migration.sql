-- CreateTable
CREATE TABLE "public_records" (
    "collection" TEXT NOT NULL,
    "record_id" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "sort_key" TEXT NOT NULL,
    "body" TEXT,

    CONSTRAINT "public_records_pkey" PRIMARY KEY ("collection","record_id")
);

-- CreateTable
CREATE TABLE "public_version" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "version" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "public_version_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "public_records_version_idx" ON "public_records"("version");
