-- "Mute this session" on a push notification (issue 44): the sessions a device is no longer told about.
-- AlterTable
ALTER TABLE "push_subscriptions" ADD COLUMN     "muted_session_ids" INTEGER[] DEFAULT ARRAY[]::INTEGER[];
