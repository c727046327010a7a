-- Pushes to devices, written with the change they tell and sent by the push relay (issue 44).
-- CreateTable
CREATE TABLE "push_outbox" (
    "id" SERIAL NOT NULL,
    "subscription_id" INTEGER NOT NULL,
    "key" TEXT NOT NULL,
    "message" JSONB NOT NULL,
    "ttl_seconds" INTEGER NOT NULL,
    "urgency" TEXT NOT NULL,
    "topic" TEXT,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "next_attempt_at" TIMESTAMP(3),
    "lease_until" TIMESTAMP(3),
    "last_error" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "sent_at" TIMESTAMP(3),

    CONSTRAINT "push_outbox_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "push_outbox_status_next_attempt_at_idx" ON "push_outbox"("status", "next_attempt_at");

-- CreateIndex
CREATE UNIQUE INDEX "push_outbox_subscription_id_key_key" ON "push_outbox"("subscription_id", "key");

-- AddForeignKey
ALTER TABLE "push_outbox" ADD CONSTRAINT "push_outbox_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "push_subscriptions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

