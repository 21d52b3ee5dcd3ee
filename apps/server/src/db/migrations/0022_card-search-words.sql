-- The lexicon of the cards' searchable text (decision record 41): every word once, unstemmed, with a trigram
-- index (pg_trgm, created in 0016) so a mistyped search word finds the catalogue's words closest to it.
-- Drizzle's schema cannot declare it; the seed refreshes it after writing the cards. The table is named with
-- its schema: PostgreSQL 17+ refreshes a materialized view with only pg_catalog on the search path.
CREATE MATERIALIZED VIEW "card_search_words" AS
  SELECT word FROM ts_stat('SELECT to_tsvector(''simple'', search_text) FROM public.cards');--> statement-breakpoint
CREATE UNIQUE INDEX "card_search_words_word" ON "card_search_words" ("word");--> statement-breakpoint
CREATE INDEX "card_search_words_trgm" ON "card_search_words" USING gin ("word" gin_trgm_ops);
