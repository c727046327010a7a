-- CreateTable
CREATE TABLE "speaker_availability" (
    "id" SERIAL NOT NULL,
    "speaker_id" INTEGER NOT NULL,
    "start_time" TIMESTAMP(3) NOT NULL,
    "end_time" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "speaker_availability_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "speaker_availability_speaker_id_start_time_idx" ON "speaker_availability"("speaker_id", "start_time");

-- AddForeignKey
ALTER TABLE "speaker_availability" ADD CONSTRAINT "speaker_availability_speaker_id_fkey" FOREIGN KEY ("speaker_id") REFERENCES "speakers"("id") ON DELETE CASCADE ON UPDATE CASCADE;

