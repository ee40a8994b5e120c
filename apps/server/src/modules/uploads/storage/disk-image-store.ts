import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type ImageStore } from './image-store.ts';

/**
 * Photos as files in one folder (IMAGE_DIR, default DATA_DIR/images). A write goes to a temporary
 * file beside its target, flushed, then renamed over it: rename is atomic within a folder, so a
 * reader (or a crash) sees the whole photo or none, never a partial file.
 */
export function createDiskImageStore(dir: string): ImageStore {
  const root = path.resolve(dir);
  const fileOf = (key: string) => {
    assertSafeKey(key);
    return path.join(root, key);
  };
  return {
    kind: 'disk',
    async put(key, bytes) {
      const target = fileOf(key);
      await fs.mkdir(root, { recursive: true });
      const temp = path.join(root, `.${key}.${randomUUID()}.tmp`);
      try {
        const handle = await fs.open(temp, 'wx');
        try {
          await handle.writeFile(bytes);
          await handle.sync();
        } finally {
          await handle.close();
        }
        await fs.rename(temp, target);
      } catch (err) {
        await fs.rm(temp, { force: true });
        throw err;
      }
    },
    async get(key) {
      try {
        return await fs.readFile(fileOf(key));
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw err;
      }
    },
    async delete(key) {
      await fs.rm(fileOf(key), { force: true });
    },
    async close() {},
  };
}
