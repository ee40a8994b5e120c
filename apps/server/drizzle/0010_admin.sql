ALTER TABLE "user" ADD COLUMN "username" text;--> statement-breakpoint
ALTER TABLE "user" ADD COLUMN "display_username" text;--> statement-breakpoint
CREATE UNIQUE INDEX "user_username_lower_idx" ON "user" USING btree (lower("username"));--> statement-breakpoint
CREATE INDEX "user_admin_search_trgm_idx" ON "user" USING gin (lower(("name" || E'\n' || "email" || E'\n' || "phone" || E'\n' || "role") collate "C") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "user_owner_search_trgm_idx" ON "user" USING gin (lower((coalesce("username", '') || E'\n' || "email") collate "C") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "restaurants_admin_trgm_idx" ON "restaurants" USING gin (lower(("name" || E'\n' || "description" || E'\n' || "address" || E'\n' || array_to_tsvector(array_remove(array_remove("cuisine", null), ''))::text) collate "C") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "restaurants_created_idx" ON "restaurants" USING btree ("created_at" DESC, "id");--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"actor_id" text,
	"actor_email" text NOT NULL,
	"action" text NOT NULL,
	"target_type" text NOT NULL,
	"target_id" text NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_user_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_created_idx" ON "audit_log" USING btree ("created_at" DESC, "id");--> statement-breakpoint
CREATE INDEX "audit_log_action_created_idx" ON "audit_log" USING btree ("action", "created_at" DESC);--> statement-breakpoint
CREATE INDEX "audit_log_target_idx" ON "audit_log" USING btree ("target_id", "created_at" DESC);
--> statement-breakpoint
CREATE INDEX "orders_admin_created_idx" ON "orders" USING btree ("created_at" DESC);
