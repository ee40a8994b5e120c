import path from 'node:path';
import type { Config } from '../../../config.ts';
import { createDiskImageStore } from './disk-image-store.ts';
import type { ImageStore } from './image-store.ts';
import { createS3ImageStore } from './s3-image-store.ts';

/** The configured photo storage: the S3_BUCKET when set, else the folder IMAGE_DIR (default DATA_DIR/images). */
export function openImageStore(config: Config): Promise<ImageStore> {
  if (config.S3_BUCKET) {
    return createS3ImageStore({
      bucket: config.S3_BUCKET,
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  return Promise.resolve(createDiskImageStore(config.IMAGE_DIR ?? path.join(config.DATA_DIR, 'images')));
}
