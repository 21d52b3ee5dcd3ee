-- A listing sorted by price orders on `card_search.prices` (the card's price at each region's id) instead of
-- reading every match's `card_prices` row (decision record 41). PostgreSQL keeps the column from `card_prices`:
-- after each statement that inserts, updates or deletes prices, the cards it touched get their prices again.
-- Statement-level triggers, so a bulk insert (the seed's 500 rows at a time) writes each card's row once.
ALTER TABLE "card_search" ADD COLUMN "prices" integer[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
-- A card's prices by region id: element N is its price in region N (null where it has none).
CREATE FUNCTION "card_search_prices_of"(card uuid) RETURNS integer[] LANGUAGE sql STABLE AS $$
  SELECT coalesce(array_agg(p.value ORDER BY r.id), '{}')
  FROM generate_series(1, (SELECT max(id) FROM public.regions)) AS r(id)
  LEFT JOIN public.card_prices p ON p.card_id = card AND p.region_id = r.id
$$;--> statement-breakpoint
-- A card's narrow row (0027) starts with its prices, should any exist, and an update of the card keeps them.
CREATE OR REPLACE FUNCTION "card_search_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO public.card_search (id, artist_id, published_at, popularity, adult, size_id, years, name, search,
    prices)
  VALUES (NEW.id, NEW.artist_id, NEW.published_at, NEW.popularity, NEW.adult, NEW.size_id, NEW.years, NEW.name,
    NEW.search, public.card_search_prices_of(NEW.id))
  ON CONFLICT (id) DO UPDATE SET artist_id = EXCLUDED.artist_id, published_at = EXCLUDED.published_at,
    popularity = EXCLUDED.popularity, adult = EXCLUDED.adult, size_id = EXCLUDED.size_id, years = EXCLUDED.years,
    name = EXCLUDED.name, search = EXCLUDED.search;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "card_search_prices_keep"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    UPDATE public.card_search cs SET prices = public.card_search_prices_of(cs.id)
    WHERE cs.id IN (SELECT card_id FROM new_prices);
  ELSIF TG_OP = 'DELETE' THEN
    UPDATE public.card_search cs SET prices = public.card_search_prices_of(cs.id)
    WHERE cs.id IN (SELECT card_id FROM old_prices);
  ELSE
    UPDATE public.card_search cs SET prices = public.card_search_prices_of(cs.id)
    WHERE cs.id IN (SELECT card_id FROM new_prices UNION SELECT card_id FROM old_prices);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "card_prices_keep_card_search_insert" AFTER INSERT ON "card_prices"
  REFERENCING NEW TABLE AS new_prices FOR EACH STATEMENT EXECUTE FUNCTION "card_search_prices_keep"();--> statement-breakpoint
CREATE TRIGGER "card_prices_keep_card_search_update" AFTER UPDATE ON "card_prices"
  REFERENCING OLD TABLE AS old_prices NEW TABLE AS new_prices
  FOR EACH STATEMENT EXECUTE FUNCTION "card_search_prices_keep"();--> statement-breakpoint
CREATE TRIGGER "card_prices_keep_card_search_delete" AFTER DELETE ON "card_prices"
  REFERENCING OLD TABLE AS old_prices FOR EACH STATEMENT EXECUTE FUNCTION "card_search_prices_keep"();--> statement-breakpoint
UPDATE "card_search" SET prices = card_search_prices_of(id);--> statement-breakpoint
-- The updated rows' index entries wait in the search index's pending list, which every search would scan.
SELECT gin_clean_pending_list('card_search_search'::regclass);--> statement-breakpoint
ANALYZE "card_search";
