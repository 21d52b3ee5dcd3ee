-- PostgreSQL keeps `card_search` (what a listing matches, filters and orders by) from `cards`: every insert or
-- update of a card writes its narrow row, a deleted card's goes with it (on delete cascade). An AFTER trigger
-- reads the card's generated `search` vector. Drizzle's schema cannot declare a trigger (decision record 41).
CREATE FUNCTION "card_search_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.card_search (id, artist_id, published_at, popularity, adult, size_id, years, name, search)
  VALUES (NEW.id, NEW.artist_id, NEW.published_at, NEW.popularity, NEW.adult, NEW.size_id, NEW.years, NEW.name,
    NEW.search)
  ON CONFLICT (id) DO UPDATE SET artist_id = EXCLUDED.artist_id, published_at = EXCLUDED.published_at,
    popularity = EXCLUDED.popularity, adult = EXCLUDED.adult, size_id = EXCLUDED.size_id, years = EXCLUDED.years,
    name = EXCLUDED.name, search = EXCLUDED.search;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "cards_keep_card_search" AFTER INSERT OR UPDATE ON "cards"
  FOR EACH ROW EXECUTE FUNCTION "card_search_keep"();--> statement-breakpoint
INSERT INTO "card_search" (id, artist_id, published_at, popularity, adult, size_id, years, name, search)
  SELECT id, artist_id, published_at, popularity, adult, size_id, years, name, search FROM "cards";
--> statement-breakpoint
-- The copied rows wait in the new index's pending list, which every search would scan: merge it now.
SELECT gin_clean_pending_list('card_search_search'::regclass);--> statement-breakpoint
ANALYZE "card_search";
