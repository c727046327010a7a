-- CreateTable
CREATE TABLE "editions" (
    "year" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "starts_on" TEXT NOT NULL,
    "ends_on" TEXT NOT NULL,
    "time_zone" TEXT NOT NULL,
    "sessions" JSONB NOT NULL,
    "speakers" JSONB NOT NULL,
    "archived_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "archived_by_email" TEXT NOT NULL,

    CONSTRAINT "editions_pkey" PRIMARY KEY ("year")
);

-- CreateTable
CREATE TABLE "archived_records" (
    "id" SERIAL NOT NULL,
    "edition_year" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "data" JSONB NOT NULL,

    CONSTRAINT "archived_records_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "archived_records_edition_year_kind_idx" ON "archived_records"("edition_year", "kind");

-- AddForeignKey
ALTER TABLE "archived_records" ADD CONSTRAINT "archived_records_edition_year_fkey" FOREIGN KEY ("edition_year") REFERENCES "editions"("year") ON DELETE RESTRICT ON UPDATE CASCADE;

