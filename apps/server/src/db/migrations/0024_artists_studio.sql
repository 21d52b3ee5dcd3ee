CREATE TABLE "artist_card_submissions" (
	"id" uuid PRIMARY KEY NOT NULL,
	"artist_id" uuid NOT NULL,
	"user_id" uuid,
	"upload_id" uuid NOT NULL,
	"size_id" text NOT NULL,
	"title" text NOT NULL,
	"description" text NOT NULL,
	"tags" text[] NOT NULL,
	"status" text DEFAULT 'waiting' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "artist_payouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"artist_id" uuid NOT NULL,
	"currency_code" text NOT NULL,
	"amount" integer NOT NULL,
	"period" text NOT NULL,
	"paid_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artist_payouts_amount" CHECK ("artist_payouts"."amount" > 0)
);
--> statement-breakpoint
CREATE TABLE "artist_terms_agreements" (
	"artist_id" uuid NOT NULL,
	"version" text NOT NULL,
	"user_id" uuid,
	"agreed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artist_terms_agreements_artist_id_version_pk" PRIMARY KEY("artist_id","version")
);
--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "logo_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "artists" ADD COLUMN "portrait_upload_id" uuid;--> statement-breakpoint
ALTER TABLE "artist_card_submissions" ADD CONSTRAINT "artist_card_submissions_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_card_submissions" ADD CONSTRAINT "artist_card_submissions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_card_submissions" ADD CONSTRAINT "artist_card_submissions_upload_id_uploaded_images_id_fk" FOREIGN KEY ("upload_id") REFERENCES "public"."uploaded_images"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_card_submissions" ADD CONSTRAINT "artist_card_submissions_size_id_card_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."card_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_payouts" ADD CONSTRAINT "artist_payouts_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_terms_agreements" ADD CONSTRAINT "artist_terms_agreements_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artist_terms_agreements" ADD CONSTRAINT "artist_terms_agreements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "artist_card_submissions_artist" ON "artist_card_submissions" USING btree ("artist_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "artist_payouts_artist" ON "artist_payouts" USING btree ("artist_id","paid_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_logo_upload_id_uploaded_images_id_fk" FOREIGN KEY ("logo_upload_id") REFERENCES "public"."uploaded_images"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_portrait_upload_id_uploaded_images_id_fk" FOREIGN KEY ("portrait_upload_id") REFERENCES "public"."uploaded_images"("id") ON DELETE set null ON UPDATE no action;