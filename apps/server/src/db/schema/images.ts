import { sql } from 'drizzle-orm';
import { customType, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { user } from './auth.ts';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/**
 * Photos uploaded by owners (dishes, restaurant banners), resized to WebP: the metadata. The bytes
 * live in the image storage under `storage_key` (disk or an S3 bucket, decision 038); served from
 * /api/images/{id} with a year-long cache, since an id never changes its bytes.
 */
export const uploadedImages = pgTable(
  'uploaded_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    contentType: text('content_type').notNull(),
    /**
     * Only a photo stored before decision 038 and not yet moved to the storage has its bytes here
     * (modules/uploads/move-images-to-storage.ts moves them at start-up); null afterwards.
     */
    bytes: bytea('bytes'),
    /** The bytes' key in the image storage; null while they are still in `bytes`. */
    storageKey: text('storage_key'),
    byteSize: integer('byte_size').notNull().default(0),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    uploadedBy: text('uploaded_by').references(() => user.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The daily quota counts one uploader's recent photos.
    index('uploaded_images_uploader_created_idx').on(t.uploadedBy, t.createdAt),
    // The unused-photo sweep walks the oldest first.
    index('uploaded_images_created_idx').on(t.createdAt),
    // The move to storage finds the photos still holding bytes.
    index('uploaded_images_bytes_pending_idx').on(t.id).where(sql`${t.storageKey} is null`),
  ],
);
