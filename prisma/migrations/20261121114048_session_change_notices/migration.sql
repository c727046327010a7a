-- CreateTable
CREATE TABLE "session_change_notices" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "notification_id" INTEGER NOT NULL,
    "changes" JSONB NOT NULL DEFAULT '{}',
    "due_at" TIMESTAMP(3) NOT NULL,
    "mailed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "session_change_notices_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "session_change_notices_user_id_mailed_at_idx" ON "session_change_notices"("user_id", "mailed_at");

-- CreateIndex
CREATE INDEX "session_change_notices_mailed_at_due_at_idx" ON "session_change_notices"("mailed_at", "due_at");

-- AddForeignKey
ALTER TABLE "session_change_notices" ADD CONSTRAINT "session_change_notices_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

