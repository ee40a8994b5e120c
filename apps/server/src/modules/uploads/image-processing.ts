import os from 'node:os';
import { UPLOAD_MAX_WIDTH } from '@app/shared';
import sharp from 'sharp';

/** A photo of more pixels than this is refused before it is decoded (a "decompression bomb"). */
const MAX_INPUT_PIXELS = 40_000_000;
const READABLE_FORMATS = new Set(['jpeg', 'png', 'webp']);
const WEBP_QUALITY = 80;

export type ProcessedImage = { bytes: Buffer; width: number; height: number };

/**
 * An upload as we keep it: checked to really be a JPEG, PNG or WebP, turned upright, at most
 * UPLOAD_MAX_WIDTH wide, re-encoded as WebP (which also drops its EXIF data, GPS included).
 * Null when it is not a photo we can read.
 */
export async function normaliseUpload(bytes: Buffer): Promise<ProcessedImage | null> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' });
    const meta = await image.metadata();
    if (!meta.format || !READABLE_FORMATS.has(meta.format)) return null;
    const out = await image
      .rotate()
      .resize({ width: UPLOAD_MAX_WIDTH, withoutEnlargement: true })
      .webp({ quality: WEBP_QUALITY })
      .toBuffer({ resolveWithObject: true });
    return { bytes: out.data, width: out.info.width, height: out.info.height };
  } catch {
    return null;
  }
}

/** A stored photo `width` wide (never called to enlarge), as WebP. */
export function resizeStored(bytes: Buffer, width: number): Promise<Buffer> {
  return sharp(bytes).resize({ width, withoutEnlargement: true }).webp({ quality: WEBP_QUALITY }).toBuffer();
}

/**
 * How many photos are processed at once: half the cores, at least one. Each such task holds one of
 * libuv's four pool threads (which file reads, password hashing and compression share) and libvips
 * spreads it over the cores, so more at once only makes every other request wait.
 */
export function imageJobsAtOnce(): number {
  return Math.max(1, Math.floor(os.availableParallelism() / 2));
}
