-- Search (modules/search/search.repo.ts: dishHits, restaurantHits) walks these indexes best-rated
-- first and stops after 50 hits without reading the tables (index-only scans):
-- * the key orders as the search does (rating DESC NULLS LAST, name, id); its last column is the
--   very free-text expression of the table's trigram index (0001), so a LIKE reads the stored,
--   already lower-cased text instead of computing it for every row the walk passes;
-- * INCLUDE holds every other column the search filters on: PostgreSQL allows an index-only scan
--   only when the plain columns under that expression are in the index too.
-- Drizzle cannot declare INCLUDE, so these indexes are not in db/schema/catalogue.ts and this
-- migration's snapshot is the previous one. A btree entry holds at most 2,704 bytes; the CHECK
-- constraints of 0002 keep the largest entries under ~2,470 bytes (dishes) and ~2,150 (restaurants).
-- docs/decisions/009-search-covering-index.md says why and what it measured.
CREATE INDEX "food_items_search_covering_idx" ON "food_items" USING btree (
  "rating" DESC NULLS LAST,
  "name",
  "id",
  lower(("name" || E'\n' || "category" || E'\n' || "description") collate "C")
) INCLUDE ("restaurant_id", "is_vegetarian", "price_paise", "category", "description");--> statement-breakpoint
CREATE INDEX "restaurants_search_covering_idx" ON "restaurants" USING btree (
  "is_active",
  "rating" DESC NULLS LAST,
  "name",
  "id",
  lower(("name" || E'\n' || "description" || E'\n' || array_to_tsvector(array_remove(array_remove("cuisine", null), ''))::text) collate "C")
) INCLUDE ("description", "cuisine", "area", "is_vegetarian", "veg_options", "avg_price_paise");
