-- An anonymous device that starred a session gets its own session-change notices, pushed only (issue 44). A notice
-- is an account's or a device's (session-notices.service.ts writes one of the two).
-- AlterTable
ALTER TABLE "session_change_notices" ADD COLUMN     "subscription_id" INTEGER,
ALTER COLUMN "user_id" DROP NOT NULL;

-- CreateIndex
CREATE INDEX "session_change_notices_subscription_id_mailed_at_idx" ON "session_change_notices"("subscription_id", "mailed_at");

-- AddForeignKey
ALTER TABLE "session_change_notices" ADD CONSTRAINT "session_change_notices_subscription_id_fkey" FOREIGN KEY ("subscription_id") REFERENCES "push_subscriptions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

