import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { uploadedImages } from '../../db/schema/index.ts';

export type NewImageRow = {
  id: string;
  contentType: string;
  storageKey: string;
  byteSize: number;
  width: number;
  height: number;
  uploadedBy: string;
};

/** The quota's window: uploads are counted over the last 24 hours (rolling, no calendar day). */
const QUOTA_WINDOW = sql`now() - interval '24 hours'`;

/** How many photos the user uploaded in the last 24 hours. */
export async function countRecentUploads(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(uploadedImages)
    .where(and(eq(uploadedImages.uploadedBy, userId), sql`${uploadedImages.createdAt} > ${QUOTA_WINDOW}`));
  return row?.n ?? 0;
}

/**
 * Records a stored photo if its uploader has uploaded fewer than `perDay` in the last 24 hours. The
 * count and the insert run under a lock per uploader (a transaction-scoped advisory lock), so
 * uploads arriving together cannot all take the last place. False: the quota is reached and
 * nothing was recorded.
 */
export function insertImageWithinQuota(db: Db, row: NewImageRow, perDay: number): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtext('upload-quota'), hashtext(${row.uploadedBy}))`,
    );
    const result = (await tx.execute(sql`
      insert into ${uploadedImages} (id, content_type, storage_key, byte_size, width, height, uploaded_by)
      select ${row.id}, ${row.contentType}, ${row.storageKey}, ${row.byteSize}, ${row.width}, ${row.height}, ${row.uploadedBy}
      where (
        select count(*) from ${uploadedImages}
        where uploaded_by = ${row.uploadedBy} and created_at > ${QUOTA_WINDOW}
      ) < ${perDay}
      returning id`)) as unknown as { rows: unknown[] };
    return result.rows.length === 1;
  });
}

/** A photo's metadata, and its bytes if they were never moved to the storage. */
export async function findImage(db: Db, id: string) {
  const [row] = await db
    .select({
      contentType: uploadedImages.contentType,
      width: uploadedImages.width,
      storageKey: uploadedImages.storageKey,
      bytes: uploadedImages.bytes,
    })
    .from(uploadedImages)
    .where(eq(uploadedImages.id, id))
    .limit(1);
  return row ?? null;
}

/** Photos whose bytes are still in the database, a batch at a time (uploaded_images_bytes_pending_idx). */
export function imagesHoldingBytes(db: Db, limit: number) {
  return db
    .select({ id: uploadedImages.id, contentType: uploadedImages.contentType, bytes: uploadedImages.bytes })
    .from(uploadedImages)
    .where(and(isNull(uploadedImages.storageKey), isNotNull(uploadedImages.bytes)))
    .orderBy(uploadedImages.id)
    .limit(limit);
}

/** The photo's bytes are in the storage under `key`: the row forgets them. */
export async function markMovedToStorage(db: Db, id: string, key: string): Promise<void> {
  await db
    .update(uploadedImages)
    .set({ storageKey: key, bytes: null })
    .where(and(eq(uploadedImages.id, id), isNull(uploadedImages.storageKey)));
}

/** The id of an uploaded photo named in an image URL (`/api/images/{id}`, with or without host or `?w=`). */
const imageIdIn = (url: unknown) => sql`substring(${url} from '/api/images/([0-9a-f-]{36})')`;

/**
 * Up to `limit` photos uploaded before `before` that no dish, restaurant or order line shows,
 * oldest first, locked for this transaction (rows another sweep holds are skipped). The order
 * lines' test is the expression of order_items_uploaded_image_idx (drizzle/0015), so it is indexed.
 */
export async function lockUnusedImages(
  tx: Db,
  before: Date,
  limit: number,
): Promise<{ id: string; storageKey: string | null }[]> {
  const result = (await tx.execute(sql`
    select ui.id, ui.storage_key as "storageKey"
    from uploaded_images ui
    where ui.created_at < ${before}
      and not exists (select 1 from food_items f where ${imageIdIn(sql`f.image_url`)} = ui.id::text)
      and not exists (
        select 1 from restaurants r, unnest(r.images) as img where ${imageIdIn(sql`img`)} = ui.id::text
      )
      and not exists (
        select 1 from order_items oi
        where oi.image like '%/api/images/%' and ${imageIdIn(sql`oi.image`)} = ui.id::text
      )
    order by ui.created_at
    limit ${limit}
    for update of ui skip locked`)) as unknown as { rows: { id: string; storageKey: string | null }[] };
  return result.rows;
}

export async function deleteImageRows(tx: Db, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  await tx.delete(uploadedImages).where(inArray(uploadedImages.id, ids));
}
