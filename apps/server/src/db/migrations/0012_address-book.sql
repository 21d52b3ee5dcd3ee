CREATE TABLE "address_book_contacts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"title" text,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"address" text NOT NULL,
	"address2_type" text,
	"address2" text,
	"locality" text NOT NULL,
	"admin_area_level1" text,
	"postcode" text,
	"country" text NOT NULL,
	"email" text,
	"phone" text,
	"birthday_day" integer,
	"birthday_month" integer,
	"birthday_year" integer,
	"anniversary_day" integer,
	"anniversary_month" integer,
	"anniversary_year" integer,
	"note" text,
	"sort_name" text NOT NULL,
	"search_text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "address_book_contacts_birthday" CHECK (("address_book_contacts"."birthday_day" IS NULL) = ("address_book_contacts"."birthday_month" IS NULL) AND ("address_book_contacts"."birthday_year" IS NULL OR "address_book_contacts"."birthday_day" IS NOT NULL)),
	CONSTRAINT "address_book_contacts_anniversary" CHECK (("address_book_contacts"."anniversary_day" IS NULL) = ("address_book_contacts"."anniversary_month" IS NULL) AND ("address_book_contacts"."anniversary_year" IS NULL OR "address_book_contacts"."anniversary_day" IS NOT NULL))
);
--> statement-breakpoint
CREATE TABLE "address_book_group_members" (
	"group_id" uuid NOT NULL,
	"contact_id" uuid NOT NULL,
	CONSTRAINT "address_book_group_members_group_id_contact_id_pk" PRIMARY KEY("group_id","contact_id")
);
--> statement-breakpoint
CREATE TABLE "address_book_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "address_book_contacts" ADD CONSTRAINT "address_book_contacts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book_group_members" ADD CONSTRAINT "address_book_group_members_group_id_address_book_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."address_book_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book_group_members" ADD CONSTRAINT "address_book_group_members_contact_id_address_book_contacts_id_fk" FOREIGN KEY ("contact_id") REFERENCES "public"."address_book_contacts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "address_book_groups" ADD CONSTRAINT "address_book_groups_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "address_book_contacts_name" ON "address_book_contacts" USING btree ("user_id","sort_name","id");--> statement-breakpoint
CREATE INDEX "address_book_contacts_locality" ON "address_book_contacts" USING btree ("user_id","locality","id");--> statement-breakpoint
CREATE INDEX "address_book_contacts_created" ON "address_book_contacts" USING btree ("user_id","created_at","id");--> statement-breakpoint
CREATE INDEX "address_book_group_members_contact" ON "address_book_group_members" USING btree ("contact_id");--> statement-breakpoint
CREATE UNIQUE INDEX "address_book_groups_name" ON "address_book_groups" USING btree ("user_id",lower("name"));