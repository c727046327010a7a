-- Logs that follow a change (issue 48): the request id travels with the events, mails and pushes a change writes.
-- AlterTable
ALTER TABLE "event_outbox" ADD COLUMN     "request_id" TEXT;

-- AlterTable
ALTER TABLE "mail_outbox" ADD COLUMN     "request_id" TEXT;

-- AlterTable
ALTER TABLE "push_outbox" ADD COLUMN     "request_id" TEXT;

