-- CreateEnum
CREATE TYPE "ScheduleMode" AS ENUM ('live', 'release');

-- AlterTable
ALTER TABLE "conference_settings" ADD COLUMN     "schedule_mode" "ScheduleMode" NOT NULL DEFAULT 'live';

-- AlterTable
ALTER TABLE "sessions" ADD COLUMN     "draft_removed_at" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "schedule_releases" (
    "id" SERIAL NOT NULL,
    "number" INTEGER NOT NULL,
    "name" TEXT NOT NULL,
    "programme" TEXT NOT NULL,
    "changes" JSONB NOT NULL DEFAULT '[]',
    "released_by" INTEGER,
    "released_by_email" TEXT NOT NULL,
    "released_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "schedule_releases_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "schedule_releases_number_key" ON "schedule_releases"("number");

