import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type ImageStore, imageKey } from './storage/image-store.ts';
import * as repo from './uploads.repo.ts';

const BATCH = 20;

/**
 * Moves the photos stored in the database before decision 038 to the image storage: each one's
 * bytes are written under its key, then its row takes the key and drops the bytes. Safe to stop
 * at any point and to run on several instances at once: a photo's key is fixed by its id, so a
 * repeated write stores the same bytes again, and the row changes only while it still has no key.
 * Until a photo is moved it is served from its row. Returns how many rows it moved.
 */
export async function moveImagesToStorage(db: Db, store: ImageStore): Promise<number> {
  let moved = 0;
  for (;;) {
    const batch = await repo.imagesHoldingBytes(db, BATCH);
    for (const row of batch) {
      if (!row.bytes) continue;
      const key = imageKey(row.id, row.contentType);
      await store.put(key, row.bytes, row.contentType);
      await repo.markMovedToStorage(db, row.id, key);
      moved += 1;
    }
    if (batch.length < BATCH) return moved;
  }
}

/**
 * Starts the move when the app is ready, without holding up start-up (photos not yet moved are
 * served from the database meanwhile); closing the app waits for it. A failure is logged and the
 * next start goes on where this one stopped.
 */
export function moveImagesAtStartup(app: FastifyInstance, db: Db, store: ImageStore): void {
  let running: Promise<void> | null = null;
  app.addHook('onReady', async () => {
    running = moveImagesToStorage(db, store).then(
      (moved) => {
        if (moved > 0)
          app.log.info({ moved, storage: store.kind }, 'uploaded photos moved to the image storage');
      },
      (err: unknown) => app.log.error({ err }, 'moving uploaded photos to the image storage stopped'),
    );
  });
  app.addHook('preClose', async () => {
    await running;
  });
}
