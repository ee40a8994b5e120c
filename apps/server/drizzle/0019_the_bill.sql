CREATE TABLE "invoice_series" (
	"series" text NOT NULL,
	"financial_year" text NOT NULL,
	"last_number" integer NOT NULL,
	CONSTRAINT "invoice_series_series_financial_year_pk" PRIMARY KEY("series","financial_year")
);
--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "packaging_charge_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "gstin" text;--> statement-breakpoint
ALTER TABLE "restaurants" ADD COLUMN "fssai_licence" text;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "packaging_charge_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "platform_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "discount_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "cgst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "sgst_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "tip_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "invoice_number" text;--> statement-breakpoint
ALTER TABLE "site_settings" ADD COLUMN "platform_fee_paise" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_invoice_number_uq" ON "orders" USING btree ("invoice_number");--> statement-breakpoint
ALTER TABLE "orders" ADD CONSTRAINT "orders_bill_adds_up" CHECK ("orders"."total_paise" = "orders"."subtotal_paise" + "orders"."packaging_charge_paise" + "orders"."delivery_fee_paise" + "orders"."platform_fee_paise" - "orders"."discount_paise" + "orders"."cgst_paise" + "orders"."sgst_paise" + "orders"."tip_paise");--> statement-breakpoint
ALTER TABLE "site_settings" ADD CONSTRAINT "site_settings_platform_fee" CHECK ("site_settings"."platform_fee_paise" between 0 and 10000);