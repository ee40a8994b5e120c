ALTER TABLE "reviews" ADD COLUMN "hidden_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_reason" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD COLUMN "hidden_by" text;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_hidden_by_user_id_fk" FOREIGN KEY ("hidden_by") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reviews_created_idx" ON "reviews" USING btree ("created_at" DESC, "id" DESC);--> statement-breakpoint
CREATE INDEX "reviews_rating_created_idx" ON "reviews" USING btree ("rating", "created_at" DESC);--> statement-breakpoint
CREATE INDEX "reviews_admin_trgm_idx" ON "reviews" USING gin (lower(("comment" || E'\n' || coalesce("reply", '')) collate "C") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "status" text DEFAULT 'open' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_messages" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
CREATE INDEX "contact_messages_status_created_idx" ON "contact_messages" USING btree ("status", "created_at" DESC);--> statement-breakpoint
CREATE INDEX "contact_messages_source_created_idx" ON "contact_messages" USING btree ("source", "created_at" DESC);--> statement-breakpoint
CREATE INDEX "contact_messages_search_trgm_idx" ON "contact_messages" USING gin (lower(("name" || E'\n' || "email" || E'\n' || "subject" || E'\n' || "message") collate "C") gin_trgm_ops);--> statement-breakpoint
CREATE TABLE "contact_replies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"message_id" uuid NOT NULL,
	"author_id" text,
	"author_name" text NOT NULL,
	"body" text NOT NULL,
	"emailed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_message_id_contact_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."contact_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_replies" ADD CONSTRAINT "contact_replies_author_id_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."user"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contact_replies_message_created_idx" ON "contact_replies" USING btree ("message_id", "created_at");--> statement-breakpoint
CREATE INDEX "refunds_failed_idx" ON "refunds" USING btree ("updated_at") WHERE "refunds"."status" = 'failed';
