-- Discovery: the header search and the explore lists (issue 10). Hand-written: drizzle-kit cannot express
-- extensions, functions or expression indexes, so these indexes are not in the drizzle schema either
-- (src/db/schema/users.ts names them in a comment), and later generated migrations leave them alone.
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
-- Substring and word-prefix matches (LIKE '%term%') of talents, through trigrams.
CREATE INDEX "users_talent_search_idx" ON "users" USING gin (vitrina_search_text("nombre", "apellido", "profile_url") gin_trgm_ops) WHERE "type" = 'talento';--> statement-breakpoint
-- Explore by category and country: a country's talents, most followed first.
CREATE INDEX "users_talent_country_followers_idx" ON "users" USING btree ("country", "followers_count" DESC, "id" DESC) WHERE "type" = 'talento';
