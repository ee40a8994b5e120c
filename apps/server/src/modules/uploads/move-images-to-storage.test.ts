import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { storedPhoto } from '../../../test/upload-fixtures.ts';
import { uploadedImages } from '../../db/schema/index.ts';
import { moveImagesToStorage } from './move-images-to-storage.ts';
import { createDiskImageStore } from './storage/disk-image-store.ts';
import type { ImageStore } from './storage/image-store.ts';

let ctx: TestContext;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-move-'));
const imagesDir = path.join(dataDir, 'images');

beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

const rowOf = async (id: string) =>
  (await ctx.database.db.select().from(uploadedImages).where(eq(uploadedImages.id, id)))[0];
const stillInDatabase = async () =>
  (
    await ctx.database.db
      .select({ id: uploadedImages.id })
      .from(uploadedImages)
      .where(isNotNull(uploadedImages.bytes))
  ).length;

/** The disk store, failing every write after the first `writes` (a crash or an outage mid-move). */
function failingAfter(writes: number): ImageStore {
  const disk = createDiskImageStore(imagesDir);
  let left = writes;
  return {
    ...disk,
    async put(key, bytes, type) {
      if (left <= 0) throw new Error('storage went away');
      left -= 1;
      await disk.put(key, bytes, type);
    },
  };
}

describe('moving photos stored in the database to the image storage', () => {
  it('serves a photo from its row until moved, then from storage, the same bytes; a second run moves nothing', async () => {
    const legacy = await storedPhoto(ctx, 80, 60, { inDatabase: true });
    const before = await call(ctx.app, 'GET', `/api/images/${legacy.id}`);
    expect(before.statusCode).toBe(200);
    expect(before.rawPayload.equals(legacy.bytes)).toBe(true);

    expect(await moveImagesToStorage(ctx.database.db, ctx.app.imageStore)).toBe(1);
    expect(await rowOf(legacy.id)).toMatchObject({
      bytes: null,
      storageKey: `${legacy.id}.webp`,
      byteSize: legacy.bytes.length,
    });
    expect(fs.readFileSync(path.join(imagesDir, `${legacy.id}.webp`)).equals(legacy.bytes)).toBe(true);
    const fresh = await call(ctx.app, 'GET', `/api/images/${legacy.id}?w=160`);
    expect(fresh.statusCode).toBe(200);
    expect(await moveImagesToStorage(ctx.database.db, ctx.app.imageStore)).toBe(0);
  });

  it('stopped part-way, leaves every photo servable, and the next run finishes the rest', async () => {
    const photos = await Promise.all(
      Array.from({ length: 25 }, (_, i) => storedPhoto(ctx, 20 + i, 20, { inDatabase: true })),
    );
    await expect(moveImagesToStorage(ctx.database.db, failingAfter(7))).rejects.toThrow('storage went away');
    expect(await stillInDatabase()).toBe(25 - 7);
    for (const p of photos) {
      const res = await call(ctx.app, 'GET', `/api/images/${p.id}`);
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload.equals(p.bytes)).toBe(true);
    }
    expect(await moveImagesToStorage(ctx.database.db, ctx.app.imageStore)).toBe(18);
    expect(await stillInDatabase()).toBe(0);
    for (const p of photos) {
      expect(fs.readFileSync(path.join(imagesDir, `${p.id}.webp`)).equals(p.bytes)).toBe(true);
    }
  });

  it('a crash between writing the bytes and updating the row is repaired by writing them again', async () => {
    const legacy = await storedPhoto(ctx, 30, 30, { inDatabase: true });
    await ctx.app.imageStore.put(`${legacy.id}.webp`, legacy.bytes, 'image/webp');
    expect(await moveImagesToStorage(ctx.database.db, ctx.app.imageStore)).toBe(1);
    expect(await rowOf(legacy.id)).toMatchObject({ bytes: null, storageKey: `${legacy.id}.webp` });
  });

  it('runs at start-up by itself', async () => {
    const legacy = await storedPhoto(ctx, 50, 40, { inDatabase: true });
    const second = await createTestApp({ DATA_DIR: dataDir }, { database: ctx.database });
    await second.close(); // closing waits for the move that started when the app was ready
    expect(await rowOf(legacy.id)).toMatchObject({ bytes: null, storageKey: `${legacy.id}.webp` });
  });
});
