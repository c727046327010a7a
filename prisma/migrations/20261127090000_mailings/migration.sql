-- Organisers' mail to a group of speakers; each mail in the outbox names its mailing so the sending can be followed.
CREATE TABLE "mailings" (
    "id" SERIAL NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "translations" JSONB NOT NULL DEFAULT '{}',
    "audience" JSONB NOT NULL,
    "total" INTEGER NOT NULL,
    "actor_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "mailings_pkey" PRIMARY KEY ("id")
);

ALTER TABLE "mail_outbox" ADD COLUMN "mailing_id" INTEGER;

CREATE INDEX "mail_outbox_mailing_id_idx" ON "mail_outbox"("mailing_id");
