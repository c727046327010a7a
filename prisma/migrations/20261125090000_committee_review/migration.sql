-- CreateEnum
CREATE TYPE "ReviewPhase" AS ENUM ('submission', 'review', 'decision');

-- AlterEnum
ALTER TYPE "ProposalStatus" ADD VALUE 'withdrawn';

-- AlterTable
ALTER TABLE "conference_settings" ADD COLUMN     "open_review" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "review_anonymised" BOOLEAN NOT NULL DEFAULT true,
ADD COLUMN     "review_phase" "ReviewPhase" NOT NULL DEFAULT 'submission',
ADD COLUMN     "reviewers_per_proposal" INTEGER NOT NULL DEFAULT 2;

-- AlterTable
ALTER TABLE "mail_outbox" ADD COLUMN     "batch_id" INTEGER;

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "is_reviewer" BOOLEAN NOT NULL DEFAULT false,
ADD COLUMN     "organization" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "review_criteria" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "weight" DOUBLE PRECISION NOT NULL DEFAULT 1,
    "scale_max" INTEGER NOT NULL DEFAULT 5,
    "position" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_criteria_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "review_assignments" (
    "proposal_id" INTEGER NOT NULL,
    "reviewer_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_assignments_pkey" PRIMARY KEY ("proposal_id","reviewer_id")
);

-- CreateTable
CREATE TABLE "reviews" (
    "id" SERIAL NOT NULL,
    "proposal_id" INTEGER NOT NULL,
    "reviewer_id" INTEGER NOT NULL,
    "scores" JSONB NOT NULL,
    "comment" TEXT NOT NULL DEFAULT '',
    "speaker_note" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "review_conflicts" (
    "proposal_id" INTEGER NOT NULL,
    "reviewer_id" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "review_conflicts_pkey" PRIMARY KEY ("proposal_id","reviewer_id")
);

-- CreateTable
CREATE TABLE "decision_templates" (
    "id" SERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "decision" TEXT NOT NULL,
    "subject" TEXT NOT NULL,
    "body" TEXT NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "decision_templates_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "decision_batches" (
    "id" SERIAL NOT NULL,
    "decision" TEXT NOT NULL,
    "total" INTEGER NOT NULL,
    "actor_id" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "decision_batches_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "review_assignments_reviewer_id_idx" ON "review_assignments"("reviewer_id");

-- CreateIndex
CREATE INDEX "reviews_reviewer_id_idx" ON "reviews"("reviewer_id");

-- CreateIndex
CREATE UNIQUE INDEX "reviews_proposal_id_reviewer_id_key" ON "reviews"("proposal_id", "reviewer_id");

-- CreateIndex
CREATE INDEX "mail_outbox_batch_id_idx" ON "mail_outbox"("batch_id");

-- AddForeignKey
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_proposal_id_fkey" FOREIGN KEY ("proposal_id") REFERENCES "proposals"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_assignments" ADD CONSTRAINT "review_assignments_reviewer_id_fkey" FOREIGN KEY ("reviewer_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_proposal_id_fkey" FOREIGN KEY ("proposal_id") REFERENCES "proposals"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_id_fkey" FOREIGN KEY ("reviewer_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_conflicts" ADD CONSTRAINT "review_conflicts_proposal_id_fkey" FOREIGN KEY ("proposal_id") REFERENCES "proposals"("id") ON DELETE CASCADE ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "review_conflicts" ADD CONSTRAINT "review_conflicts_reviewer_id_fkey" FOREIGN KEY ("reviewer_id") REFERENCES "users"("id") ON DELETE CASCADE ON UPDATE CASCADE;


-- Starting points organisers edit: three criteria and the decision mails.
INSERT INTO "review_criteria" ("name", "weight", "scale_max", "position") VALUES
  ('Relevance to the programme', 2, 5, 0),
  ('Originality', 1, 5, 1),
  ('Clarity of the proposal', 1, 5, 2);

INSERT INTO "decision_templates" ("name", "decision", "subject", "body", "updated_at") VALUES
  ('Acceptance', 'accepted', 'Your proposal was accepted: {title}',
   E'Hello {name},\n\ngood news: your proposal "{title}" has been accepted for {product}.\nPlease confirm in your speaker dashboard that you will give the talk: {dashboard}\n\nYour slot: {slot}, {room}.\n\nNotes from the programme committee:\n{notes}\n\nThe {product} team', CURRENT_TIMESTAMP),
  ('Rejection', 'rejected', 'Your proposal: {title}',
   E'Hello {name},\n\nthank you for proposing "{title}". We are sorry that we could not include it in this year''s programme.\n\nNotes from the programme committee:\n{notes}\n\nThe {product} team', CURRENT_TIMESTAMP),
  ('Rejection, with an invitation to attend', 'rejected', 'Your proposal: {title}',
   E'Hello {name},\n\nthank you for proposing "{title}". The committee received many more strong proposals than it has slots, and yours could not be included this year.\n\nWe would be glad to see you at {product} all the same, and hope you will propose again next year.\n\nNotes from the programme committee:\n{notes}\n\nThe {product} team', CURRENT_TIMESTAMP);
