ALTER TABLE "restaurants" ADD COLUMN "slot_capacity" smallint DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "scheduled_for" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "kitchen_starts_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "released_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_restaurant_slot_idx" ON "orders" USING btree ("restaurant_id","scheduled_for") WHERE "orders"."scheduled_for" IS NOT NULL;--> statement-breakpoint
CREATE INDEX "orders_to_release_idx" ON "orders" USING btree ("kitchen_starts_at") WHERE "orders"."kitchen_starts_at" IS NOT NULL AND "orders"."released_at" IS NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_slot_capacity" CHECK ("restaurants"."slot_capacity" between 1 and 100);