CREATE TABLE "card_templates" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organisation_id" uuid NOT NULL,
	"name" text NOT NULL,
	"card_id" uuid NOT NULL,
	"layout" jsonb NOT NULL,
	"saved_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_customers" DROP CONSTRAINT "payment_customers_user_id_provider_pk";--> statement-breakpoint
ALTER TABLE "credit_accounts" DROP CONSTRAINT "credit_accounts_pkey";--> statement-breakpoint
ALTER TABLE "credit_accounts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_ledger" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_credit_accounts" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_customers" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "saved_cards" ALTER COLUMN "user_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "gift_credit_accounts" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD COLUMN "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD COLUMN "organisation_id" uuid;--> statement-breakpoint
ALTER TABLE "card_templates" ADD CONSTRAINT "card_templates_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_templates" ADD CONSTRAINT "card_templates_card_id_cards_id_fk" FOREIGN KEY ("card_id") REFERENCES "public"."cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card_templates" ADD CONSTRAINT "card_templates_saved_by_users_id_fk" FOREIGN KEY ("saved_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "card_templates_name" ON "card_templates" USING btree ("organisation_id",lower("name"));--> statement-breakpoint
CREATE INDEX "card_templates_organisation" ON "card_templates" USING btree ("organisation_id","updated_at" DESC NULLS LAST);--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD CONSTRAINT "credit_purchases_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_credit_accounts" ADD CONSTRAINT "gift_credit_accounts_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_organisation_id_organisations_id_fk" FOREIGN KEY ("organisation_id") REFERENCES "public"."organisations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "credit_accounts_user" ON "credit_accounts" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "credit_accounts_organisation" ON "credit_accounts" USING btree ("organisation_id");--> statement-breakpoint
CREATE INDEX "credit_ledger_organisation" ON "credit_ledger" USING btree ("organisation_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "gift_credit_accounts_organisation_currency" ON "gift_credit_accounts" USING btree ("organisation_id","currency_code");--> statement-breakpoint
CREATE INDEX "orders_organisation_paid" ON "orders" USING btree ("organisation_id","paid_at" DESC NULLS LAST) WHERE status = 'paid' and organisation_id is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_user" ON "payment_customers" USING btree ("user_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_customers_organisation" ON "payment_customers" USING btree ("organisation_id","provider");--> statement-breakpoint
CREATE UNIQUE INDEX "saved_cards_organisation_provider" ON "saved_cards" USING btree ("organisation_id","provider");--> statement-breakpoint
ALTER TABLE "credit_accounts" ADD CONSTRAINT "credit_accounts_one_holder" CHECK (("credit_accounts"."user_id" IS NULL) <> ("credit_accounts"."organisation_id" IS NULL));--> statement-breakpoint
ALTER TABLE "credit_ledger" ADD CONSTRAINT "credit_ledger_one_holder" CHECK (("credit_ledger"."user_id" IS NULL) <> ("credit_ledger"."organisation_id" IS NULL));--> statement-breakpoint
ALTER TABLE "gift_credit_accounts" ADD CONSTRAINT "gift_credit_accounts_one_holder" CHECK (("gift_credit_accounts"."user_id" IS NULL) <> ("gift_credit_accounts"."organisation_id" IS NULL));--> statement-breakpoint
ALTER TABLE "payment_customers" ADD CONSTRAINT "payment_customers_one_holder" CHECK (("payment_customers"."user_id" IS NULL) <> ("payment_customers"."organisation_id" IS NULL));--> statement-breakpoint
ALTER TABLE "saved_cards" ADD CONSTRAINT "saved_cards_one_holder" CHECK (("saved_cards"."user_id" IS NULL) <> ("saved_cards"."organisation_id" IS NULL));