CREATE TABLE "gift_card_redemptions" (
	"line_id" uuid PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"valid_until" date,
	"verification_hash" text,
	"verification_channel" text,
	"verification_sent_at" timestamp with time zone,
	"verification_expires_at" timestamp with time zone,
	"verification_failures" integer DEFAULT 0 NOT NULL,
	"redeemed_at" timestamp with time zone,
	"redeemed_email" text,
	"supplier" text,
	"voucher_sealed" text,
	"resend_window_start" timestamp with time zone,
	"resend_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "gift_card_redemptions_code_hash_unique" UNIQUE("code_hash")
);
--> statement-breakpoint
ALTER TABLE "gift_card_redemptions" ADD CONSTRAINT "gift_card_redemptions_line_id_order_gift_cards_id_fk" FOREIGN KEY ("line_id") REFERENCES "public"."order_gift_cards"("id") ON DELETE cascade ON UPDATE no action;