import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { ConcurrencyLimit } from '../../lib/concurrency-limit.ts';
import { imageJobsAtOnce } from './image-processing.ts';
import { ImageVariants } from './image-variants.ts';
import { moveImagesAtStartup } from './move-images-to-storage.ts';
import { openImageStore } from './storage/open-image-store.ts';
import { scheduleUnusedImageSweep } from './unused-image-sweep.ts';

/**
 * Uploaded photos' machinery (decisions 027 and 038): the storage (a folder or a bucket), the
 * bounded processing, the variants kept in memory; photos still in the database moved to the
 * storage at start-up, unused ones swept hourly.
 */
export async function registerImages(app: FastifyInstance, config: Config, db: Db): Promise<void> {
  app.decorate('imageVariants', new ImageVariants(config.IMAGE_CACHE_MB * 1024 * 1024));
  app.decorate('imageJobs', new ConcurrencyLimit(imageJobsAtOnce()));
  const store = await openImageStore(config);
  app.decorate('imageStore', store);
  app.addHook('onClose', async () => store.close());
  if (store.kind === 'disk' && config.DATABASE_URL && !config.IMAGE_DIR) {
    app.log.warn(
      "uploaded photos are stored under this instance's DATA_DIR/images: with several instances, set IMAGE_DIR to one folder they share, or S3_BUCKET (decision 038)",
    );
  }
  moveImagesAtStartup(app, db, store);
  scheduleUnusedImageSweep(app, db, store);
}
