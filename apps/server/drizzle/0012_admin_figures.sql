CREATE TABLE "site_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"support_phone" text NOT NULL,
	"support_email" text NOT NULL,
	"banner_enabled" boolean DEFAULT false NOT NULL,
	"banner_text" text DEFAULT '' NOT NULL,
	"ordering_paused" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone,
	"updated_by" text,
	CONSTRAINT "site_settings_one_row" CHECK ("site_settings"."id" = 1)
);--> statement-breakpoint
INSERT INTO "site_settings" ("id", "support_phone", "support_email") VALUES (1, '+91 44 4000 1234', 'support@chennaieats.example') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE INDEX "orders_paid_created_cover_idx" ON "orders" USING btree ("created_at") INCLUDE ("restaurant_id", "status", "total_paise", "delivery_fee_paise") WHERE "paid_at" IS NOT NULL;
