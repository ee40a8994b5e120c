ALTER TABLE "food_items" ADD COLUMN "sold_out_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "busy_minutes" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "busy_until" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "auto_accept" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "accept_within_minutes" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "auto_paused_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "misses_counted_from" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "missed_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "orders_waiting_for_kitchen_idx" ON "orders" USING btree (coalesce("paid_at", "created_at")) WHERE "orders"."status" = 'Processing';--> statement-breakpoint
CREATE INDEX "orders_restaurant_missed_idx" ON "orders" USING btree ("restaurant_id","missed_at") WHERE "orders"."missed_at" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_busy_minutes" CHECK ("restaurants"."busy_minutes" in (0, 10, 20, 30));--> statement-breakpoint
ALTER TABLE "restaurants" ADD CONSTRAINT "restaurants_accept_within" CHECK ("restaurants"."accept_within_minutes" between 2 and 30);