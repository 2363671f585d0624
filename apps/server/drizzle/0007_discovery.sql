-- Discovery: the header search and the explore lists (issue 10). Hand-written: drizzle-kit cannot express
-- extensions, functions, expression columns or these partial indexes, so they are not in the drizzle
-- schema either (src/db/schema/users.ts names them in a comment), and later generated migrations leave
-- them alone.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS unaccent;--> statement-breakpoint
-- What a name search compares: name, surname and profile URL, lower case and without accents. unaccent()
-- is only STABLE (its dictionary could change), so an index needs this IMMUTABLE wrapper naming the
-- dictionary explicitly, the usual way to index it.
CREATE FUNCTION vitrina_search_text(nombre text, apellido text, profile_url text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, nombre || ' ' || apellido || ' ' || profile_url)) $$;--> statement-breakpoint
-- A search term folded the same way.
CREATE FUNCTION vitrina_search_term(term text) RETURNS text
  LANGUAGE sql IMMUTABLE PARALLEL SAFE STRICT
  AS $$ SELECT lower(public.unaccent('public.unaccent'::regdictionary, term)) $$;--> statement-breakpoint
-- The folded text, kept with the row (generated, so no write path can forget it): a search reads it
-- instead of folding every candidate again.
ALTER TABLE "users" ADD COLUMN "search_text" text GENERATED ALWAYS AS (vitrina_search_text("nombre", "apellido", "profile_url")) STORED;--> statement-breakpoint
-- Word-prefix and substring matches (LIKE) of the talents the lists show, through trigrams.
CREATE INDEX "users_talent_search_idx" ON "users" USING gin ("search_text" gin_trgm_ops) WHERE "type" = 'talento' AND "is_verified";--> statement-breakpoint
-- Counting the talents a list shows reads this small index only (an index-only scan).
CREATE INDEX "users_talent_ids_idx" ON "users" USING btree ("id") WHERE "type" = 'talento' AND "is_verified";--> statement-breakpoint
-- Explore by category and country: a country's talents, most followed first (the order the lists use).
CREATE INDEX "users_talent_country_followers_idx" ON "users" USING btree ("country", "followers_count" DESC NULLS LAST, "id" DESC NULLS LAST) WHERE "type" = 'talento' AND "is_verified";
