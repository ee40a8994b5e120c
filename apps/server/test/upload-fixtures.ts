import sharp from 'sharp';
import { uploadedImages } from '../src/db/schema/index.ts';
import { imageKey } from '../src/modules/uploads/storage/image-store.ts';
import { type Caller, call } from './http.ts';
import type { TestContext } from './test-app.ts';

/** A photo of one colour, as a browser would send it. */
export function photo(
  width: number,
  height: number,
  format: 'png' | 'jpeg' | 'webp' = 'png',
): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#c2410c' } })
    .toFormat(format)
    .toBuffer();
}

/** POST /api/uploads/images with the file as the body. */
export function upload(ctx: TestContext, caller: Caller, bytes: Buffer, type = 'image/png') {
  return call(ctx.app, 'POST', '/api/uploads/images', {
    caller,
    body: bytes,
    headers: { 'content-type': type },
  });
}

/** The id in an uploaded photo's URL. */
export const idOf = (url: string) => url.split('/').pop() ?? '';

/**
 * A WebP photo as an upload leaves it (bytes in the app's image storage, metadata in the table),
 * or with `inDatabase` as one stored before decision 038 (bytes in the row, no storage key).
 */
export async function storedPhoto(
  ctx: TestContext,
  width: number,
  height: number,
  opts: { inDatabase?: boolean; createdAt?: Date; uploadedBy?: string } = {},
): Promise<{ id: string; bytes: Buffer }> {
  const bytes = await photo(width, height, 'webp');
  const id = crypto.randomUUID();
  const key = imageKey(id, 'image/webp');
  if (!opts.inDatabase) await ctx.app.imageStore.put(key, bytes, 'image/webp');
  await ctx.database.db.insert(uploadedImages).values({
    id,
    contentType: 'image/webp',
    width,
    height,
    byteSize: bytes.length,
    ...(opts.inDatabase ? { bytes } : { storageKey: key }),
    ...(opts.createdAt ? { createdAt: opts.createdAt } : {}),
    ...(opts.uploadedBy ? { uploadedBy: opts.uploadedBy } : {}),
  });
  return { id, bytes };
}
