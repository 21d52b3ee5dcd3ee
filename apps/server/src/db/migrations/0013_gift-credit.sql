CREATE TABLE "gift_credit_accounts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"currency_code" text NOT NULL,
	"balance" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_credit_accounts_balance_not_negative" CHECK ("gift_credit_accounts"."balance" >= 0)
);
--> statement-breakpoint
CREATE TABLE "gift_credit_ledger" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigserial NOT NULL,
	"account_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"balance_after" integer NOT NULL,
	"purchase_id" uuid,
	"order_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "gift_credit_ledger_balance_not_negative" CHECK ("gift_credit_ledger"."balance_after" >= 0),
	CONSTRAINT "gift_credit_ledger_amount_not_zero" CHECK ("gift_credit_ledger"."amount" <> 0)
);
--> statement-breakpoint
ALTER TABLE "credit_purchases" ADD COLUMN "kind" text DEFAULT 'credits' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_credit_amount" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "gift_credit_accounts" ADD CONSTRAINT "gift_credit_accounts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_credit_ledger" ADD CONSTRAINT "gift_credit_ledger_account_id_gift_credit_accounts_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."gift_credit_accounts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_credit_ledger" ADD CONSTRAINT "gift_credit_ledger_purchase_id_credit_purchases_id_fk" FOREIGN KEY ("purchase_id") REFERENCES "public"."credit_purchases"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gift_credit_ledger" ADD CONSTRAINT "gift_credit_ledger_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "gift_credit_accounts_user_currency" ON "gift_credit_accounts" USING btree ("user_id","currency_code");--> statement-breakpoint
CREATE INDEX "gift_credit_ledger_account" ON "gift_credit_ledger" USING btree ("account_id","seq" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "gift_credit_ledger_purchase" ON "gift_credit_ledger" USING btree ("purchase_id") WHERE kind = 'top-up';--> statement-breakpoint
CREATE UNIQUE INDEX "gift_credit_ledger_order_kind" ON "gift_credit_ledger" USING btree ("order_id","kind") WHERE order_id is not null;--> statement-breakpoint
-- gift credit: hand-written
-- The gift-credit ledger is append-only: a row, once written, is never changed (decision 0027).
CREATE FUNCTION "gift_credit_ledger_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	RAISE EXCEPTION 'gift_credit_ledger rows are append-only';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "gift_credit_ledger_no_update" BEFORE UPDATE ON "gift_credit_ledger"
	FOR EACH ROW EXECUTE FUNCTION "gift_credit_ledger_append_only"();
