CREATE TABLE "delivery_offers" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"rider_id" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"pickup_km" real,
	"offered_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"answered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rider_positions" (
	"user_id" text PRIMARY KEY NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"recorded_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "preparing_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "promised_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "eta_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "delivery_offers" ADD CONSTRAINT "delivery_offers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delivery_offers" ADD CONSTRAINT "delivery_offers_rider_id_user_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rider_positions" ADD CONSTRAINT "rider_positions_user_id_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."user"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_offers_order_pending_uq" ON "delivery_offers" USING btree ("order_id") WHERE "delivery_offers"."status" = 'pending';--> statement-breakpoint
CREATE UNIQUE INDEX "delivery_offers_rider_pending_uq" ON "delivery_offers" USING btree ("rider_id") WHERE "delivery_offers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "delivery_offers_order_idx" ON "delivery_offers" USING btree ("order_id");--> statement-breakpoint
CREATE INDEX "delivery_offers_expiry_idx" ON "delivery_offers" USING btree ("expires_at") WHERE "delivery_offers"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "delivery_offers_accepted_idx" ON "delivery_offers" USING btree ("offered_at") WHERE "delivery_offers"."status" = 'accepted';--> statement-breakpoint
CREATE INDEX "rider_positions_recorded_idx" ON "rider_positions" USING btree ("recorded_at");--> statement-breakpoint
CREATE INDEX "orders_awaiting_rider_idx" ON "orders" USING btree ("updated_at") WHERE "orders"."status" = 'Preparing' AND "orders"."delivery_partner_id" IS NULL;--> statement-breakpoint
CREATE INDEX "orders_ready_at_idx" ON "orders" USING btree ("ready_at") WHERE "orders"."preparing_at" IS NOT NULL;