-- In the room (issue 47): questions and votes, room delays, venue maps, streams and recordings, session hosts.
-- CreateEnum
CREATE TYPE "QuestionStatus" AS ENUM ('pending', 'approved', 'hidden', 'answered');

-- AlterTable
ALTER TABLE "conference_settings" ADD COLUMN     "questions_close_after_min" INTEGER NOT NULL DEFAULT 30,
ADD COLUMN     "questions_from_visitors" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "questions_moderated" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "questions_open_before_min" INTEGER NOT NULL DEFAULT 15,
ADD COLUMN     "screens_show_questions" BOOLEAN NOT NULL DEFAULT true;

-- AlterTable
ALTER TABLE "proposals" ADD COLUMN     "recording_consent" BOOLEAN;

-- AlterTable
ALTER TABLE "rooms" ADD COLUMN     "map_id" INTEGER,
ADD COLUMN     "map_x" DOUBLE PRECISION,
ADD COLUMN     "map_y" DOUBLE PRECISION,
ADD COLUMN     "stream_url" TEXT,
ALTER COLUMN "capacity" DROP NOT NULL;

-- AlterTable
ALTER TABLE "sessions" ADD COLUMN     "do_not_record" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "host_user_id" INTEGER,
ADD COLUMN     "recording_url" TEXT;

-- AlterTable
ALTER TABLE "speakers" ADD COLUMN     "recording_consent" BOOLEAN;

-- CreateTable
CREATE TABLE "room_delays" (
    "key" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "day" TEXT NOT NULL,
    "minutes" INTEGER NOT NULL,
    "set_by" INTEGER,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "room_delays_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "venue_maps" (
    "id" SERIAL NOT NULL,
    "floor" TEXT NOT NULL,
    "translations" JSONB NOT NULL DEFAULT '{}',
    "position" INTEGER NOT NULL DEFAULT 0,
    "image_url" TEXT NOT NULL,
    "width" INTEGER NOT NULL,
    "height" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "venue_maps_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "questions" (
    "id" SERIAL NOT NULL,
    "session_id" INTEGER NOT NULL,
    "user_id" INTEGER,
    "device_id" TEXT,
    "display_name" TEXT NOT NULL DEFAULT '',
    "text" TEXT NOT NULL,
    "status" "QuestionStatus" NOT NULL DEFAULT 'approved',
    "pinned" BOOLEAN NOT NULL DEFAULT false,
    "votes" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "questions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "question_votes" (
    "question_id" INTEGER NOT NULL,
    "voter" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "question_votes_pkey" PRIMARY KEY ("question_id","voter")
);

-- CreateIndex
CREATE INDEX "questions_session_id_status_idx" ON "questions"("session_id", "status");

-- CreateIndex
CREATE INDEX "questions_user_id_idx" ON "questions"("user_id");

-- AddForeignKey
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_host_user_id_fkey" FOREIGN KEY ("host_user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_map_id_fkey" FOREIGN KEY ("map_id") REFERENCES "venue_maps"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "questions" ADD CONSTRAINT "questions_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "questions" ADD CONSTRAINT "questions_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "question_votes" ADD CONSTRAINT "question_votes_question_id_fkey" FOREIGN KEY ("question_id") REFERENCES "questions"("id") ON DELETE CASCADE ON UPDATE CASCADE;

