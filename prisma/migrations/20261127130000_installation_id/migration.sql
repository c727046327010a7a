-- AlterTable
ALTER TABLE "conference_settings" ADD COLUMN     "installation_id" UUID NOT NULL DEFAULT gen_random_uuid();
