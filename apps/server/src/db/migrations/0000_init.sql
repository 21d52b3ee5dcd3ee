CREATE TABLE "artists" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"full_path" text NOT NULL,
	"brand_name" text NOT NULL,
	"artist_name" text NOT NULL,
	"bio" text NOT NULL,
	"summary" text NOT NULL,
	"country_iso" text NOT NULL,
	"facebook_url" text,
	"twitter_url" text,
	"instagram_url" text,
	"seed" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "artists_slug_unique" UNIQUE("slug"),
	CONSTRAINT "artists_full_path_unique" UNIQUE("full_path")
);
--> statement-breakpoint
CREATE TABLE "business_tiers" (
	"region_id" integer NOT NULL,
	"from_units" integer NOT NULL,
	"to_units" integer,
	"unit_charge" integer NOT NULL,
	"saving_percent" integer NOT NULL,
	"postage" integer NOT NULL,
	"currency_code" text NOT NULL,
	CONSTRAINT "business_tiers_region_id_from_units_pk" PRIMARY KEY("region_id","from_units")
);
--> statement-breakpoint
CREATE TABLE "card_prices" (
	"card_id" uuid NOT NULL,
	"region_id" integer NOT NULL,
	"value" integer NOT NULL,
	"currency_code" text NOT NULL,
	"shipping" integer NOT NULL,
	"shipping_details" jsonb NOT NULL,
	CONSTRAINT "card_prices_card_id_region_id_pk" PRIMARY KEY("card_id","region_id")
);
--> statement-breakpoint
CREATE TABLE "card_sizes" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"pages" integer NOT NULL,
	"fold_on" text NOT NULL,
	"dimensions" jsonb NOT NULL,
	"bleed" jsonb NOT NULL,
	"margins" jsonb NOT NULL,
	"content" jsonb NOT NULL,
	"gift_cards" boolean NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card_tags" (
	"card_id" uuid NOT NULL,
	"tag_id" uuid NOT NULL,
	CONSTRAINT "card_tags_card_id_tag_id_pk" PRIMARY KEY("card_id","tag_id")
);
--> statement-breakpoint
CREATE TABLE "cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"full_path" text NOT NULL,
	"name" text NOT NULL,
	"greeting" text NOT NULL,
	"description" text NOT NULL,
	"artist_id" uuid NOT NULL,
	"size_id" text NOT NULL,
	"formats" text[] NOT NULL,
	"locale" text,
	"adult" boolean DEFAULT false NOT NULL,
	"years" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"popularity" integer DEFAULT 0 NOT NULL,
	"seed" integer NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"search_text" text NOT NULL,
	"search" "tsvector" GENERATED ALWAYS AS (to_tsvector('english', search_text)) STORED NOT NULL,
	CONSTRAINT "cards_full_path_unique" UNIQUE("full_path")
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"category_type" text NOT NULL,
	"name" text NOT NULL,
	"description" text NOT NULL,
	"filterable" boolean NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "categories_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "content" (
	"id" uuid PRIMARY KEY NOT NULL,
	"path" text NOT NULL,
	"parent_id" uuid,
	"template" text NOT NULL,
	"title" text NOT NULL,
	"meta_title" text,
	"meta_description" text NOT NULL,
	"summary" text NOT NULL,
	"body" text NOT NULL,
	"nav" text,
	"sections" jsonb NOT NULL,
	"feature_image" jsonb,
	"published_at" timestamp with time zone NOT NULL,
	"seed" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "content_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "countries" (
	"iso" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"req_state" boolean NOT NULL,
	"req_postcode" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "currencies" (
	"code" text PRIMARY KEY NOT NULL,
	"symbol" text NOT NULL,
	"symbol_leads" boolean NOT NULL,
	"precision" integer DEFAULT 2 NOT NULL,
	"decimal_mark" text DEFAULT '.' NOT NULL,
	"thousands_separator" text DEFAULT ',' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gift_card_categories" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"full_path" text NOT NULL,
	"name" text NOT NULL,
	"icon" text NOT NULL,
	"description" text NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gift_card_categories_slug_unique" UNIQUE("slug"),
	CONSTRAINT "gift_card_categories_full_path_unique" UNIQUE("full_path")
);
--> statement-breakpoint
CREATE TABLE "gift_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"slug" text NOT NULL,
	"full_path" text NOT NULL,
	"name" text NOT NULL,
	"wildcard" boolean NOT NULL,
	"currency_code" text NOT NULL,
	"value_min" integer NOT NULL,
	"value_max" integer NOT NULL,
	"available_amounts" integer[] NOT NULL,
	"validity_period" text,
	"regions" text[] NOT NULL,
	"category_slugs" text[] NOT NULL,
	"description" text NOT NULL,
	"redemption" text NOT NULL,
	"terms" text,
	"terms_url" text,
	"palette" text[] NOT NULL,
	"seed" integer NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gift_cards_full_path_unique" UNIQUE("full_path")
);
--> statement-breakpoint
CREATE TABLE "hero_slides" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"subtitle" text NOT NULL,
	"content" text NOT NULL,
	"cta_label" text NOT NULL,
	"cta_link" text NOT NULL,
	"class_name" text,
	"bg_color" text NOT NULL,
	"regions" jsonb,
	"palette" text[] NOT NULL,
	"seed" integer NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "missing_translations" (
	"locale" text NOT NULL,
	"key" text NOT NULL,
	"uri" text NOT NULL,
	"count" integer DEFAULT 1 NOT NULL,
	"first_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "missing_translations_locale_key_pk" PRIMARY KEY("locale","key")
);
--> statement-breakpoint
CREATE TABLE "newsletter_signups" (
	"email" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"region_id" integer NOT NULL,
	"consented_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "regions" (
	"id" integer PRIMARY KEY NOT NULL,
	"iso" text NOT NULL,
	"name" text NOT NULL,
	"currency_code" text NOT NULL,
	"locale" text NOT NULL,
	"date_format" text NOT NULL,
	"datetime_format" text NOT NULL,
	"time_zone" text NOT NULL,
	"countries" text[] NOT NULL,
	"display_address" text[],
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "regions_iso_unique" UNIQUE("iso")
);
--> statement-breakpoint
CREATE TABLE "site_settings" (
	"key" text PRIMARY KEY NOT NULL,
	"value" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "states" (
	"country_iso" text NOT NULL,
	"code" text NOT NULL,
	"name" text NOT NULL,
	CONSTRAINT "states_country_iso_code_pk" PRIMARY KEY("country_iso","code")
);
--> statement-breakpoint
CREATE TABLE "tags" (
	"id" uuid PRIMARY KEY NOT NULL,
	"category_id" uuid NOT NULL,
	"parent_id" uuid,
	"slug" text NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"heading" text,
	"description" text NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"adults" boolean DEFAULT false NOT NULL,
	"kids" boolean DEFAULT false NOT NULL,
	"gift_category" boolean DEFAULT false NOT NULL,
	"sort" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "tags_path_unique" UNIQUE("path")
);
--> statement-breakpoint
CREATE TABLE "testimonials" (
	"id" uuid PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"content" text NOT NULL,
	"attribution" text NOT NULL,
	"attribution_extra" integer NOT NULL,
	"sort" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "artists" ADD CONSTRAINT "artists_country_iso_countries_iso_fk" FOREIGN KEY ("country_iso") REFERENCES "public"."countries"("iso") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_tiers" ADD CONSTRAINT "business_tiers_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "business_tiers" ADD CONSTRAINT "business_tiers_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_prices" ADD CONSTRAINT "card_prices_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_prices" ADD CONSTRAINT "card_prices_region_id_regions_id_fk" FOREIGN KEY ("region_id") REFERENCES "public"."regions"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_prices" ADD CONSTRAINT "card_prices_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_tags" ADD CONSTRAINT "card_tags_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_tags" ADD CONSTRAINT "card_tags_tag_id_tags_id_fk" FOREIGN KEY ("tag_id") REFERENCES "public"."tags"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_artist_id_artists_id_fk" FOREIGN KEY ("artist_id") REFERENCES "public"."artists"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cards" ADD CONSTRAINT "cards_size_id_card_sizes_id_fk" FOREIGN KEY ("size_id") REFERENCES "public"."card_sizes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_cards" ADD CONSTRAINT "gift_cards_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regions" ADD CONSTRAINT "regions_currency_code_currencies_code_fk" FOREIGN KEY ("currency_code") REFERENCES "public"."currencies"("code") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "states" ADD CONSTRAINT "states_country_iso_countries_iso_fk" FOREIGN KEY ("country_iso") REFERENCES "public"."countries"("iso") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tags" ADD CONSTRAINT "tags_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "public"."categories"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "card_prices_region_value" ON "card_prices" USING btree ("region_id","value");--> statement-breakpoint
CREATE INDEX "card_tags_tag" ON "card_tags" USING btree ("tag_id","card_id");--> statement-breakpoint
CREATE INDEX "cards_search" ON "cards" USING gin ("search");--> statement-breakpoint
CREATE INDEX "cards_artist" ON "cards" USING btree ("artist_id");--> statement-breakpoint
CREATE INDEX "cards_published" ON "cards" USING btree ("published_at" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "cards_popularity" ON "cards" USING btree ("popularity" DESC NULLS LAST,"id");--> statement-breakpoint
CREATE INDEX "cards_name" ON "cards" USING btree ("name","id");--> statement-breakpoint
CREATE INDEX "content_parent" ON "content" USING btree ("parent_id","published_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "tags_category_slug" ON "tags" USING btree ("category_id","slug");