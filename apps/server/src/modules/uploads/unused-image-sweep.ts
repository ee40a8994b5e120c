import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type ScheduledJob, scheduleJob } from '../../lib/scheduled-job.ts';
import type { ImageStore } from './storage/image-store.ts';
import * as repo from './uploads.repo.ts';

/** An upload nobody uses is kept this long: an owner may upload a photo and save the dish later. */
export const UNUSED_IMAGE_GRACE_MS = 24 * 60 * 60 * 1000;
const SWEEP_EVERY_MS = 60 * 60 * 1000;
/** Photos removed per tick at most, so one tick's transaction stays short. */
const SWEEP_BATCH = 200;

/**
 * Removes uploaded photos that no dish, restaurant or order line shows, older than the grace
 * period: their bytes from the storage, then their rows, in the job's transaction. The rows are
 * locked first; should the transaction fail after the bytes went, the rows (still unused) are
 * removed by the next tick, and a delete of missing bytes is no error.
 */
export function unusedImageSweep(store: ImageStore, now: () => number = Date.now): ScheduledJob {
  return {
    name: 'unused-image-sweep',
    everyMs: SWEEP_EVERY_MS,
    async run(tx) {
      const unused = await repo.lockUnusedImages(tx, new Date(now() - UNUSED_IMAGE_GRACE_MS), SWEEP_BATCH);
      for (const image of unused) if (image.storageKey) await store.delete(image.storageKey);
      await repo.deleteImageRows(
        tx,
        unused.map((i) => i.id),
      );
      return unused.length > 0 ? { removed: unused.length } : undefined;
    },
  };
}

/** Sweeps once when the app is ready, then hourly, once per tick across instances (lib/scheduled-job.ts). */
export function scheduleUnusedImageSweep(app: FastifyInstance, db: Db, store: ImageStore): void {
  scheduleJob(app, db, unusedImageSweep(store));
}
