-- Content in other languages than the default (English), and what a session is held in.
ALTER TABLE "sessions" ADD COLUMN "language" TEXT NOT NULL DEFAULT 'en';
ALTER TABLE "sessions" ADD COLUMN "translations" JSONB NOT NULL DEFAULT '{}';
ALTER TABLE "speakers" ADD COLUMN "translations" JSONB NOT NULL DEFAULT '{}';
ALTER TABLE "sponsors" ADD COLUMN "translations" JSONB NOT NULL DEFAULT '{}';
ALTER TABLE "news_items" ADD COLUMN "translations" JSONB NOT NULL DEFAULT '{}';
ALTER TABLE "decision_templates" ADD COLUMN "translations" JSONB NOT NULL DEFAULT '{}';
ALTER TABLE "site_content" ADD COLUMN "translations" JSONB NOT NULL DEFAULT '{}';
