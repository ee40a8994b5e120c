-- Photos off the database (decision 038): a row keeps the metadata and the key of its bytes in the
-- image storage (disk or S3). Rows stored before keep their bytes until the start-up move
-- (modules/uploads/move-images-to-storage.ts) has written them to the storage and cleared them.
ALTER TABLE "uploaded_images" ALTER COLUMN "bytes" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "uploaded_images" ADD COLUMN "storage_key" text;--> statement-breakpoint
-- A default, so the previous release (which knows no byte_size) can still upload while the
-- instances are upgraded one after the other (docs/deploy.md, step 5).
ALTER TABLE "uploaded_images" ADD COLUMN "byte_size" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "uploaded_images" SET "byte_size" = octet_length("bytes");--> statement-breakpoint
-- The daily upload quota counts one uploader's recent photos.
CREATE INDEX "uploaded_images_uploader_created_idx" ON "uploaded_images" USING btree ("uploaded_by","created_at");--> statement-breakpoint
-- The unused-photo sweep walks the oldest first.
CREATE INDEX "uploaded_images_created_idx" ON "uploaded_images" USING btree ("created_at");--> statement-breakpoint
-- The move to storage finds the photos still holding their bytes.
CREATE INDEX "uploaded_images_bytes_pending_idx" ON "uploaded_images" USING btree ("id") WHERE "uploaded_images"."storage_key" is null;--> statement-breakpoint
-- The unused-photo sweep keeps a photo an order line still shows; this index (SQL only, like
-- 0003's covering indexes) finds those lines by the photo's id without reading every order line.
CREATE INDEX "order_items_uploaded_image_idx" ON "order_items" USING btree ((substring("image" from '/api/images/([0-9a-f-]{36})'))) WHERE "image" LIKE '%/api/images/%';
