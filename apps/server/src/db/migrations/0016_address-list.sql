-- pg_trgm (PostgreSQL contrib; the embedded database loads it in db/client.ts): the search index below.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "address_book_contacts_locality";--> statement-breakpoint
CREATE INDEX "address_book_contacts_place" ON "address_book_contacts" USING btree ("user_id",lower("locality"),"sort_name","id");--> statement-breakpoint
CREATE INDEX "address_book_contacts_updated" ON "address_book_contacts" USING btree ("user_id","updated_at","id");--> statement-breakpoint
CREATE INDEX "address_book_contacts_search" ON "address_book_contacts" USING gin ("search_text" gin_trgm_ops);