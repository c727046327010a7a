-- Calls that open and close at their instants, and the edition's dates and time zone (issue 29).
ALTER TABLE "conference_settings" ADD COLUMN "cfp_opens_at" TIMESTAMP(3),
ADD COLUMN "cfp_closes_at" TIMESTAMP(3),
ADD COLUMN "sponsorship_opens_at" TIMESTAMP(3),
ADD COLUMN "sponsorship_closes_at" TIMESTAMP(3),
ADD COLUMN "event_starts_on" TEXT NOT NULL DEFAULT '2025-11-17',
ADD COLUMN "event_ends_on" TEXT NOT NULL DEFAULT '2025-11-19',
ADD COLUMN "time_zone" TEXT NOT NULL DEFAULT 'Europe/Vienna';
