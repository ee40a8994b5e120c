CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "food_items_rating_name_idx" ON "food_items" USING btree ("rating" DESC NULLS LAST,"name","id");--> statement-breakpoint
CREATE INDEX "food_items_price_idx" ON "food_items" USING btree ("price_paise");--> statement-breakpoint
CREATE INDEX "food_items_name_idx" ON "food_items" USING btree ("name");--> statement-breakpoint
CREATE INDEX "food_items_search_trgm_idx" ON "food_items" USING gin (lower(("name" || E'\n' || "category" || E'\n' || "description") collate "C") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "restaurants_search_trgm_idx" ON "restaurants" USING gin (lower(("name" || E'\n' || "description" || E'\n' || array_to_tsvector(array_remove(array_remove("cuisine", null), ''))::text) collate "C") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "restaurants_cuisine_trgm_idx" ON "restaurants" USING gin (lower(array_to_tsvector(array_remove(array_remove("cuisine", null), ''))::text collate "C") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "restaurants_area_trgm_idx" ON "restaurants" USING gin (lower("area" collate "C") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "restaurants_name_trgm_idx" ON "restaurants" USING gin (lower("name" collate "C") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "restaurants_avg_price_idx" ON "restaurants" USING btree ("avg_price_paise");