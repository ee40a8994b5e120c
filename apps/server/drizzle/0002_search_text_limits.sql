DROP INDEX "food_items_rating_name_idx";--> statement-breakpoint
ALTER TABLE "food_items" ADD CONSTRAINT "food_items_name_size" CHECK (octet_length("food_items"."name") <= 150);--> statement-breakpoint
ALTER TABLE "food_items" ADD CONSTRAINT "food_items_category_size" CHECK (octet_length("food_items"."category") <= 50);--> statement-breakpoint
ALTER TABLE "food_items" ADD CONSTRAINT "food_items_description_size" CHECK (octet_length("food_items"."description") <= 1000);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_name_size" CHECK (octet_length("restaurants"."name") <= 150);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_description_size" CHECK (octet_length("restaurants"."description") <= 500);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_area_size" CHECK (octet_length("restaurants"."area") <= 100);--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_cuisine_size" CHECK (cardinality("restaurants"."cuisine") <= 10 and octet_length(array_to_string("restaurants"."cuisine", '')) <= 200);