CREATE TABLE "address_request_answers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"request_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"contact_id" uuid,
	"values" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "address_request_answers_key_hash_unique" UNIQUE("key_hash")
);
--> statement-breakpoint
CREATE TABLE "address_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"seed" text NOT NULL,
	"token_hash" text NOT NULL,
	"slug" text NOT NULL,
	"enabled" boolean DEFAULT true NOT NULL,
	"message" text,
	"ask_email" boolean DEFAULT true NOT NULL,
	"ask_phone" boolean DEFAULT false NOT NULL,
	"ask_birthday" boolean DEFAULT false NOT NULL,
	"group_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "address_requests_user_id_unique" UNIQUE("user_id"),
	CONSTRAINT "address_requests_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
ALTER TABLE "address_request_answers" ADD CONSTRAINT "address_request_answers_request_id_address_requests_id_fk" FOREIGN KEY ("request_id") REFERENCES "public"."address_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_request_answers" ADD CONSTRAINT "address_request_answers_contact_id_address_book_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."address_book_contacts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_requests" ADD CONSTRAINT "address_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_requests" ADD CONSTRAINT "address_requests_group_id_address_book_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."address_book_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_request_answers_request" ON "address_request_answers" USING btree ("request_id");