CREATE TABLE "cash_deposits" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"rider_id" text NOT NULL,
	"amount_paise" integer NOT NULL,
	"reference" text NOT NULL,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "cash_deposits_amount_positive" CHECK ("cash_deposits"."amount_paise" > 0)
);
--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "payment_method" text DEFAULT 'online' NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cash_collected_paise" integer;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "cod_enabled" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "cod_max_order_paise" integer DEFAULT 100000 NOT NULL;--> statement-breakpoint
ALTER TABLE "cash_deposits" ADD CONSTRAINT "cash_deposits_rider_id_user_id_fk" FOREIGN KEY ("rider_id") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cash_deposits" ADD CONSTRAINT "cash_deposits_recorded_by_user_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."user"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cash_deposits_rider_created_idx" ON "cash_deposits" USING btree ("rider_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "cash_deposits_created_idx" ON "cash_deposits" USING btree ("created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "orders_partner_cash_idx" ON "orders" USING btree ("delivery_partner_id") WHERE "orders"."cash_collected_paise" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_cod_max" CHECK ("site_settings"."cod_max_order_paise" between 100 and 10000000);