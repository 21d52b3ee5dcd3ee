CREATE TABLE "order_gift_cards" (
	"id" uuid PRIMARY KEY NOT NULL,
	"order_id" uuid NOT NULL,
	"order_item_id" uuid NOT NULL,
	"gift_card_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"currency_code" text NOT NULL,
	"can_change" boolean DEFAULT true NOT NULL,
	"region" text NOT NULL,
	"verification" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "order_gift_cards_order_item_id_unique" UNIQUE("order_item_id")
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "gift_card_total" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "order_gift_cards" ADD CONSTRAINT "order_gift_cards_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gift_cards" ADD CONSTRAINT "order_gift_cards_order_item_id_order_items_id_fk" FOREIGN KEY ("order_item_id") REFERENCES "public"."order_items"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "order_gift_cards" ADD CONSTRAINT "order_gift_cards_gift_card_id_gift_cards_id_fk" FOREIGN KEY ("gift_card_id") REFERENCES "public"."gift_cards"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "order_gift_cards_order" ON "order_gift_cards" USING btree ("order_id");