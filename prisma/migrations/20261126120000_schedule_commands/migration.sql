-- CreateTable
CREATE TABLE "schedule_commands" (
    "id" SERIAL NOT NULL,
    "actor_id" INTEGER NOT NULL,
    "session_id" INTEGER,
    "title" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "before" JSONB NOT NULL,
    "after" JSONB NOT NULL,
    "version" INTEGER NOT NULL,
    "base_version" INTEGER NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'done',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "schedule_commands_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "schedule_commands_actor_id_state_id_idx" ON "schedule_commands"("actor_id", "state", "id");

-- CreateIndex
CREATE INDEX "schedule_commands_session_id_idx" ON "schedule_commands"("session_id");

-- AddForeignKey
ALTER TABLE "schedule_commands" ADD CONSTRAINT "schedule_commands_actor_id_fkey" FOREIGN KEY ("actor_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "schedule_commands" ADD CONSTRAINT "schedule_commands_session_id_fkey" FOREIGN KEY ("session_id") REFERENCES "sessions"("id") ON DELETE SET NULL ON UPDATE CASCADE;

