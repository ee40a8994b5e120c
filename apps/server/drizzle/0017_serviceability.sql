-- Serviceability and delivery zones (decision 041): a zone per restaurant (null = the default 7 km
-- radius), the reach of that zone for the bounding-box prefilter, an optional prep time for the
-- estimate, and the fee slabs the admin edits (paise).
ALTER TABLE "restaurants" ADD COLUMN "delivery_zone" jsonb;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "delivery_reach_km" real DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "prep_minutes" smallint;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "delivery_fee_slabs" jsonb DEFAULT '[{"upToKm":3,"feePaise":2900},{"upToKm":6,"feePaise":4900},{"upToKm":null,"feePaise":6900}]'::jsonb NOT NULL;--> statement-breakpoint
CREATE INDEX "restaurants_location_idx" ON "restaurants" USING btree ("lat","lng") WHERE "restaurants"."is_active";--> statement-breakpoint
CREATE INDEX "restaurants_reach_idx" ON "restaurants" USING btree ("delivery_reach_km" DESC NULLS LAST) WHERE "restaurants"."is_active";