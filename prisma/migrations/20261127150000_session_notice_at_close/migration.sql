-- A session notice is told (in the app and by mail) when its window closes, with each session's net change, so its
-- notification exists only from then on.
ALTER TABLE "session_change_notices" ALTER COLUMN "notification_id" DROP NOT NULL;
