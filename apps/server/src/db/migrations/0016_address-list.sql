DROP INDEX "address_book_contacts_locality";--> statement-breakpoint
CREATE INDEX "address_book_contacts_place" ON "address_book_contacts" USING btree ("user_id",lower("locality"),"sort_name","id");--> statement-breakpoint
CREATE INDEX "address_book_contacts_updated" ON "address_book_contacts" USING btree ("user_id","updated_at","id");