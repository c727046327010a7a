-- AlterTable
ALTER TABLE "conference_settings" ADD COLUMN     "feedback_requires_payment" BOOLEAN NOT NULL DEFAULT true;
