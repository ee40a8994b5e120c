import { OWNER_MESSAGES, type TImageWidth, type TUploadedImage, UPLOAD_MAX_WIDTH } from '@app/shared';
import { eq } from 'drizzle-orm';
import sharp, { type OutputInfo } from 'sharp';
import type { Db } from '../../db/client.ts';
import { uploadedImages } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/auth.ts';
import type { ImageAnswer, ImageVariants } from './image-variants.ts';

/** A photo of more pixels than this is refused before it is decoded (a "decompression bomb"). */
const MAX_INPUT_PIXELS = 40_000_000;
const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp']);

/**
 * Stores an uploaded photo: checked to really be a JPEG, PNG or WebP, turned upright, at most
 * UPLOAD_MAX_WIDTH wide, re-encoded as WebP (which also drops its EXIF data, GPS included).
 */
export async function storeImage(db: Db, caller: SessionUser, bytes: Buffer): Promise<TUploadedImage> {
  let out: { data: Buffer; info: OutputInfo };
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.format || !READABLE_FORMATS.has(meta.format)) throw new Error('not a photo');
    out = await image
      .rotate()
      .resize({ width: UPLOAD_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer({ resolveWithObject: true });
  } catch {
    throw new AppError('BAD_REQUEST', OWNER_MESSAGES.uploadUnreadable);
  }
  const [row] = await db
    .insert(uploadedImages)
    .values({
      contentType: 'image/webp',
      bytes: out.data,
      width: out.info.width,
      height: out.info.height,
      uploadedBy: caller.id,
    })
    .returning({ id: uploadedImages.id });
  if (!row) throw new Error('image not stored');
  return { url: `/api/images/${row.id}`, width: out.info.width, height: out.info.height };
}

/**
 * An uploaded photo, as stored or at one of IMAGE_WIDTHS (never enlarged: a photo narrower than
 * `width` is answered as stored), from memory when served recently.
 */
export function readImage(
  db: Db,
  variants: ImageVariants,
  id: string,
  width: TImageWidth | undefined,
): Promise<ImageAnswer> {
  return variants.get(width ? `${id}:${width}` : id, async () => {
    const stored = await loadImage(db, id);
    if (!width || width >= stored.width) return stored;
    const bytes = await sharp(stored.bytes)
      .resize({ width, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return { contentType: 'image/webp', bytes };
  });
}

async function loadImage(db: Db, id: string) {
  const rows = await db
    .select({
      contentType: uploadedImages.contentType,
      bytes: uploadedImages.bytes,
      width: uploadedImages.width,
    })
    .from(uploadedImages)
    .where(eq(uploadedImages.id, id))
    .limit(1);
  if (!rows[0]) throw new AppError('NOT_FOUND', 'Image not found');
  return rows[0];
}
