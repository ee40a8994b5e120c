ALTER TABLE "site_settings" ADD COLUMN "rider_delivery_cap" smallint DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_rider_cap" CHECK ("site_settings"."rider_delivery_cap" between 1 and 20);--> statement-breakpoint
CREATE INDEX "order_items_food_item_idx" ON "order_items" USING btree ("food_item_id");--> statement-breakpoint
ALTER TABLE "restaurants" ALTER COLUMN "veg_options" SET DEFAULT false;
