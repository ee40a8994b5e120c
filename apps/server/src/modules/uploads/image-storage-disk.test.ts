import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import { createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { idOf, photo, upload } from '../../../test/upload-fixtures.ts';
import { uploadedImages } from '../../db/schema/index.ts';
import { createDiskImageStore } from './storage/disk-image-store.ts';

let ctx: TestContext;
let owner: Persona;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-disk-'));
const imagesDir = path.join(dataDir, 'images');

beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir });
  owner = await createPersona(ctx, 'restaurantOwner');
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('uploaded photos on disk (the default storage, DATA_DIR/images)', () => {
  it('stores the bytes as a file under DATA_DIR/images and only the metadata in the row', async () => {
    const res = await upload(ctx, owner, await photo(1600, 1200, 'jpeg'), 'image/jpeg');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ width: 1200, height: 900 });
    const id = idOf(res.json().url);
    const [row] = await ctx.database.db.select().from(uploadedImages).where(eq(uploadedImages.id, id));
    expect(row).toMatchObject({
      contentType: 'image/webp',
      storageKey: `${id}.webp`,
      bytes: null,
      width: 1200,
      height: 900,
      uploadedBy: owner.id,
    });
    const file = fs.readFileSync(path.join(imagesDir, `${id}.webp`));
    expect(row?.byteSize).toBe(file.length);
    expect((await sharp(file).metadata()).format).toBe('webp');
    // Written through a temporary file renamed into place: none is left behind.
    expect(fs.readdirSync(imagesDir).filter((f) => f.endsWith('.tmp'))).toEqual([]);

    const served = await call(ctx.app, 'GET', `/api/images/${id}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(file)).toBe(true);
    const narrow = await call(ctx.app, 'GET', `/api/images/${id}?w=320`);
    expect((await sharp(narrow.rawPayload).metadata()).width).toBe(320);
  });

  it('answers 404 (not a 500) when a row names bytes the storage no longer has', async () => {
    const res = await upload(ctx, owner, await photo(40, 30));
    const id = idOf(res.json().url);
    fs.rmSync(path.join(imagesDir, `${id}.webp`));
    const served = await call(ctx.app, 'GET', `/api/images/${id}`);
    expect(served.statusCode).toBe(404);
    expect(served.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Image not found' });
  });

  it('refuses a file that is not a photo, storing no row and no file', async () => {
    const before = fs.readdirSync(imagesDir).length;
    const rows = (await ctx.database.db.select({ id: uploadedImages.id }).from(uploadedImages)).length;
    const res = await upload(ctx, owner, Buffer.from('not a photo at all'), 'image/png');
    expect(res.statusCode).toBe(400);
    expect(fs.readdirSync(imagesDir).length).toBe(before);
    expect((await ctx.database.db.select({ id: uploadedImages.id }).from(uploadedImages)).length).toBe(rows);
  });
});

describe('createDiskImageStore', () => {
  const dir = path.join(dataDir, 'store-unit');
  const store = createDiskImageStore(dir);

  it('puts, replaces whole, gets, and deletes; a missing key reads as null and deletes quietly', async () => {
    expect(await store.get('absent.webp')).toBeNull();
    await store.put('a.webp', Buffer.from('first'), 'image/webp');
    await store.put('a.webp', Buffer.from('second, longer'), 'image/webp');
    expect((await store.get('a.webp'))?.toString()).toBe('second, longer');
    await store.delete('a.webp');
    await store.delete('a.webp');
    expect(await store.get('a.webp')).toBeNull();
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('never writes outside its folder', async () => {
    for (const key of ['../escape.webp', 'a/b.webp', '', '.hidden', 'x.webp/..']) {
      await expect(store.put(key, Buffer.from('x'), 'image/webp'), key).rejects.toThrow('Unsafe');
      await expect(store.get(key), key).rejects.toThrow('Unsafe');
    }
    expect(fs.existsSync(path.join(dataDir, 'escape.webp'))).toBe(false);
  });
});
