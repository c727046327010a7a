-- AlterTable
ALTER TABLE "mail_outbox" ADD COLUMN     "attachments" JSONB;

