CREATE TABLE "card_search" (
	"id" uuid PRIMARY KEY NOT NULL,
	"artist_id" uuid NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"popularity" integer NOT NULL,
	"adult" boolean NOT NULL,
	"size_id" text NOT NULL,
	"years" integer[] NOT NULL,
	"name" text NOT NULL,
	"search" "tsvector" NOT NULL
);
--> statement-breakpoint
DROP INDEX "cards_search";--> statement-breakpoint
ALTER TABLE "card_search" ADD CONSTRAINT "card_search_id_cards_id_fk" FOREIGN KEY ("id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_search_search" ON "card_search" USING gin ("search");