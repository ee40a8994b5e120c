import { randomUUID } from 'node:crypto';
import { OWNER_MESSAGES, type TImageWidth, type TUploadedImage, UPLOADS_PER_DAY } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { ConcurrencyLimit } from '../../lib/concurrency-limit.ts';
import type { SessionUser } from '../auth/auth.ts';
import { normaliseUpload, resizeStored } from './image-processing.ts';
import type { ImageAnswer, ImageVariants } from './image-variants.ts';
import { type ImageStore, imageKey } from './storage/image-store.ts';
import * as repo from './uploads.repo.ts';

export type ImageDeps = {
  db: Db;
  /** Where the bytes live (decision 038). */
  store: ImageStore;
  /** Bounds how many photos are decoded and encoded at once (lib/concurrency-limit.ts). */
  jobs: ConcurrencyLimit;
};

const STORED_TYPE = 'image/webp';

/**
 * Stores an uploaded photo (normaliseUpload: a real photo, upright, at most UPLOAD_MAX_WIDTH wide,
 * WebP): the bytes in the storage first, then the row, so a row never names missing bytes. The
 * daily quota is checked before the work and again with the insert, under a lock per uploader
 * (two uploads at once cannot both take the last place); a refused or failed insert removes the
 * bytes it stored.
 */
export async function storeImage(
  deps: ImageDeps,
  caller: SessionUser,
  bytes: Buffer,
): Promise<TUploadedImage> {
  if ((await repo.countRecentUploads(deps.db, caller.id)) >= UPLOADS_PER_DAY) throw quotaReached();
  const image = await deps.jobs.run(() => normaliseUpload(bytes));
  if (!image) throw new AppError('BAD_REQUEST', OWNER_MESSAGES.uploadUnreadable);
  const id = randomUUID();
  const storageKey = imageKey(id, STORED_TYPE);
  await deps.store.put(storageKey, image.bytes, STORED_TYPE);
  let recorded = false;
  try {
    recorded = await repo.insertImageWithinQuota(
      deps.db,
      {
        id,
        contentType: STORED_TYPE,
        storageKey,
        byteSize: image.bytes.length,
        width: image.width,
        height: image.height,
        uploadedBy: caller.id,
      },
      UPLOADS_PER_DAY,
    );
  } finally {
    if (!recorded) await deps.store.delete(storageKey).catch(() => {});
  }
  if (!recorded) throw quotaReached();
  return { url: `/api/images/${id}`, width: image.width, height: image.height };
}

function quotaReached(): AppError {
  return new AppError('RATE_LIMITED', OWNER_MESSAGES.uploadQuotaReached);
}

/**
 * An uploaded photo, as stored or at one of IMAGE_WIDTHS (never enlarged: a photo narrower than
 * `width` is answered as stored), from memory when served recently.
 */
export function readImage(
  deps: ImageDeps,
  variants: ImageVariants,
  id: string,
  width: TImageWidth | undefined,
): Promise<ImageAnswer> {
  return variants.get(width ? `${id}:${width}` : id, async () => {
    const stored = await loadImage(deps, id);
    if (!width || width >= stored.width) return stored;
    const bytes = await deps.jobs.run(() => resizeStored(stored.bytes, width));
    return { contentType: STORED_TYPE, bytes };
  });
}

/** The photo's bytes: from the storage, or from its row while the start-up move has not reached it. */
async function loadImage(deps: ImageDeps, id: string) {
  const row = await repo.findImage(deps.db, id);
  const bytes = row ? (row.bytes ?? (row.storageKey ? await deps.store.get(row.storageKey) : null)) : null;
  if (!row || !bytes) throw new AppError('NOT_FOUND', 'Image not found');
  return { contentType: row.contentType, width: row.width, bytes };
}
