ALTER TABLE "newsletter_signups" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
-- Signups made before double opt-in were taken as given when they were made: they stay subscribed.
UPDATE "newsletter_signups" SET "confirmed_at" = "consented_at";
