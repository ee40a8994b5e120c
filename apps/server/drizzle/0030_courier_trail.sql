CREATE TABLE "courier_trail" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"lat" double precision NOT NULL,
	"lng" double precision NOT NULL,
	"recorded_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "courier_trail" ADD CONSTRAINT "courier_trail_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "courier_trail_order_idx" ON "courier_trail" USING btree ("order_id","recorded_at");--> statement-breakpoint
CREATE INDEX "courier_trail_recorded_idx" ON "courier_trail" USING btree ("recorded_at");