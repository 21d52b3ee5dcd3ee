CREATE TABLE "journey_events" (
	"id" bigint PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journey_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"category" text NOT NULL,
	"event" text NOT NULL,
	"label" text,
	"data" jsonb,
	"uri" text NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone DEFAULT now() NOT NULL,
	"session" text
);
--> statement-breakpoint
CREATE INDEX "journey_events_category_event" ON "journey_events" USING btree ("category","event","occurred_at");