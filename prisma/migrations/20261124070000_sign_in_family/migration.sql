-- AlterTable
ALTER TABLE "refresh_tokens" ADD COLUMN     "family_id" INTEGER;

