CREATE TABLE "reminder_sends" (
	"user_id" uuid NOT NULL,
	"reminder_key" text NOT NULL,
	"occasion_date" date NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_sends_user_id_reminder_key_occasion_date_pk" PRIMARY KEY("user_id","reminder_key","occasion_date")
);
--> statement-breakpoint
CREATE TABLE "reminders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"contact_id" uuid,
	"name" text NOT NULL,
	"occasion" text NOT NULL,
	"day" integer NOT NULL,
	"month" integer NOT NULL,
	"year" integer,
	"repeats" text DEFAULT 'yearly' NOT NULL,
	"days_before" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminders_day" CHECK ("reminders"."day" BETWEEN 1 AND 31 AND "reminders"."month" BETWEEN 1 AND 12),
	CONSTRAINT "reminders_days_before" CHECK ("reminders"."days_before" BETWEEN 0 AND 366)
);
--> statement-breakpoint
ALTER TABLE "reminder_sends" ADD CONSTRAINT "reminder_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminders" ADD CONSTRAINT "reminders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reminders_user" ON "reminders" USING btree ("user_id");