-- The ticket's price and currency, and the sponsorship packages' currency, as organisers set them (issue 29).
ALTER TABLE "conference_settings" ADD COLUMN "ticket_price_cents" INTEGER NOT NULL DEFAULT 29999,
ADD COLUMN "ticket_currency" TEXT NOT NULL DEFAULT 'USD',
ADD COLUMN "sponsorship_currency" TEXT NOT NULL DEFAULT 'EUR';
