-- Pages that arrive ready (issue 14): the sitemap says when each restaurant page last changed.
ALTER TABLE "restaurants" ADD COLUMN "updated_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
UPDATE "restaurants" SET "updated_at" = "created_at";--> statement-breakpoint
-- Every change to a restaurant row (owner edits, admin edits, a new rating) moves updated_at,
-- whichever module makes it, without each having to remember.
CREATE OR REPLACE FUNCTION "restaurants_touch_updated_at"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW."updated_at" := now();
  RETURN NEW;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "restaurants_touch_updated_at" BEFORE UPDATE ON "restaurants"
  FOR EACH ROW EXECUTE FUNCTION "restaurants_touch_updated_at"();--> statement-breakpoint
-- The sitemap walks active restaurants by id in batches (keyset), reading only this index.
CREATE INDEX "restaurants_sitemap_idx" ON "restaurants" USING btree ("id", "updated_at") WHERE "is_active";
