-- AlterTable
ALTER TABLE "mail_outbox" ADD COLUMN     "claim" INTEGER NOT NULL DEFAULT 0,
ADD COLUMN     "lease_until" TIMESTAMP(3),
ADD COLUMN     "next_attempt_at" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "event_outbox" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "events" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "claimed_by" TEXT,
    "claimed_until" TIMESTAMP(3),
    "done_at" TIMESTAMP(3),
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMP(3),
    "last_error" TEXT,

    CONSTRAINT "event_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "event_deliveries" (
    "event_id" INTEGER NOT NULL,
    "consumer" TEXT NOT NULL,
    "handled_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "event_deliveries_pkey" PRIMARY KEY ("event_id","consumer")
);

-- CreateIndex
CREATE INDEX "event_outbox_done_at_id_idx" ON "event_outbox"("done_at", "id");

-- AddForeignKey
ALTER TABLE "event_deliveries" ADD CONSTRAINT "event_deliveries_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "event_outbox"("id") ON DELETE CASCADE ON UPDATE CASCADE;

