-- Sign-up for sessions with limited seats, and their waitlists (issue 46).
-- CreateEnum
CREATE TYPE "SignupStatus" AS ENUM ('confirmed', 'waitlisted');

-- AlterTable
ALTER TABLE "sessions" ADD COLUMN     "signup_closes_at" TIMESTAMP(3),
ADD COLUMN     "signup_opens_at" TIMESTAMP(3),
ADD COLUMN     "signup_required" BOOLEAN NOT NULL DEFAULT false;

-- CreateTable
CREATE TABLE "session_signups" (
    "id" SERIAL NOT NULL,
    "session_id" INTEGER NOT NULL,
    "user_id" INTEGER NOT NULL,
    "status" "SignupStatus" NOT NULL,
    "line" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "confirmed_at" TIMESTAMP(3),

    CONSTRAINT "session_signups_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "session_signups_session_id_status_line_idx" ON "session_signups"("session_id", "status", "line");

-- CreateIndex
CREATE INDEX "session_signups_user_id_idx" ON "session_signups"("user_id");

-- CreateIndex
CREATE UNIQUE INDEX "session_signups_session_id_user_id_key" ON "session_signups"("session_id", "user_id");

-- AddForeignKey
ALTER TABLE "session_signups" ADD CONSTRAINT "session_signups_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "session_signups" ADD CONSTRAINT "session_signups_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;
