-- Admin orders (issue 12): refunds an admin makes carry the admin's reason and who asked.
ALTER TABLE "refunds" ADD COLUMN "note" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD COLUMN "requested_by" text;--> statement-breakpoint
ALTER TABLE "refunds" ADD CONSTRAINT "refunds_requested_by_user_id_fk" FOREIGN KEY ("requested_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- The admin's order search: an order id typed from its start (orders_id_text_idx), customers by
-- name or email (user_name_email_trgm_idx); restaurant names use restaurants_name_trgm_idx (0001).
CREATE INDEX "orders_id_text_idx" ON "orders" USING btree (("id"::text) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "user_name_email_trgm_idx" ON "user" USING gin (lower(("name" || E'\n' || "email") collate "C") gin_trgm_ops);
