import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, NoSuchKey, S3Client } from '@aws-sdk/client-s3';
import { eq } from 'drizzle-orm';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../../test/http.ts';
import { createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { idOf, photo, storedPhoto, upload } from '../../../test/upload-fixtures.ts';
import { loadConfig } from '../../config.ts';
import { uploadedImages } from '../../db/schema/index.ts';
import { runJobTick } from '../../lib/scheduled-job.ts';
import { moveImagesToStorage } from './move-images-to-storage.ts';
import { createS3ImageStore } from './storage/s3-image-store.ts';
import { UNUSED_IMAGE_GRACE_MS, unusedImageSweep } from './unused-image-sweep.ts';

/**
 * The S3 store against a real S3 API: s3rver, an S3-compatible server started on loopback by this
 * file, its objects in a temporary folder. (It checks the access key id, not SigV4 signatures.)
 */
const BUCKET = 'chennai-eats-images';
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'images-s3-'));
const dataDir = path.join(work, 'data');
let server: S3rver;
let endpoint: string;
let s3: S3Client;
let ctx: TestContext;
let owner: Persona;

async function objectOf(id: string): Promise<Buffer | null> {
  try {
    const res = await s3.send(new GetObjectCommand({ Bucket: BUCKET, Key: `images/${id}.webp` }));
    return Buffer.from((await res.Body?.transformToByteArray()) ?? []);
  } catch (err) {
    if (err instanceof NoSuchKey) return null;
    throw err;
  }
}

beforeAll(async () => {
  server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory: path.join(work, 's3'),
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  endpoint = `http://127.0.0.1:${port}`;
  s3 = new S3Client({ endpoint, region: 'us-east-1', forcePathStyle: true, credentials: CREDENTIALS });
  ctx = await createTestApp({
    DATA_DIR: dataDir,
    S3_BUCKET: BUCKET,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
    S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    S3_FORCE_PATH_STYLE: 'true',
  });
  owner = await createPersona(ctx, 'restaurantOwner');
}, 60_000);
afterAll(async () => {
  await ctx?.close();
  s3?.destroy();
  await server?.close();
  fs.rmSync(work, { recursive: true, force: true });
});

describe('uploaded photos in an S3-compatible bucket (S3_BUCKET set)', () => {
  it('stores an upload as the object images/{id}.webp and serves it from there, nothing on disk', async () => {
    expect(ctx.app.imageStore.kind).toBe('s3');
    const res = await upload(ctx, owner, await photo(900, 600));
    expect(res.statusCode).toBe(201);
    const id = idOf(res.json().url);
    const object = await objectOf(id);
    expect(object?.length).toBeGreaterThan(0);
    const [row] = await ctx.database.db.select().from(uploadedImages).where(eq(uploadedImages.id, id));
    expect(row).toMatchObject({ storageKey: `${id}.webp`, bytes: null, byteSize: object?.length });
    const served = await call(ctx.app, 'GET', `/api/images/${id}`);
    expect(served.statusCode).toBe(200);
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(served.rawPayload.equals(object as Buffer)).toBe(true);
    expect(fs.existsSync(path.join(dataDir, 'images'))).toBe(false);
  });

  it('moves photos held in the database into the bucket', async () => {
    const legacy = await storedPhoto(ctx, 64, 48, { inDatabase: true });
    expect(await objectOf(legacy.id)).toBeNull();
    expect(await moveImagesToStorage(ctx.database.db, ctx.app.imageStore)).toBeGreaterThanOrEqual(1);
    expect((await objectOf(legacy.id))?.equals(legacy.bytes)).toBe(true);
    const [row] = await ctx.database.db.select().from(uploadedImages).where(eq(uploadedImages.id, legacy.id));
    expect(row).toMatchObject({ bytes: null, storageKey: `${legacy.id}.webp` });
  });

  it('removes an unused photo from the bucket and the table', async () => {
    const old = new Date(Date.now() - UNUSED_IMAGE_GRACE_MS - 60_000);
    const unused = await storedPhoto(ctx, 32, 24, { createdAt: old });
    expect(await objectOf(unused.id)).not.toBeNull();
    const tick = await runJobTick(
      ctx.database.db,
      unusedImageSweep(ctx.app.imageStore),
      new Date(Date.now() + 1e9),
    );
    expect(tick.ran).toBe(true);
    expect(await objectOf(unused.id)).toBeNull();
    expect(
      await ctx.database.db.select().from(uploadedImages).where(eq(uploadedImages.id, unused.id)),
    ).toEqual([]);
  });
});

describe('createS3ImageStore', () => {
  it('puts, gets, deletes; a missing key reads as null and deletes quietly', async () => {
    const store = await createS3ImageStore({
      bucket: BUCKET,
      region: 'us-east-1',
      endpoint,
      forcePathStyle: true,
      ...CREDENTIALS,
    });
    expect(await store.get('absent.webp')).toBeNull();
    await store.put('unit.webp', Buffer.from('first'), 'image/webp');
    await store.put('unit.webp', Buffer.from('second'), 'image/webp');
    expect((await store.get('unit.webp'))?.toString()).toBe('second');
    await store.delete('unit.webp');
    await store.delete('unit.webp');
    expect(await store.get('unit.webp')).toBeNull();
  });

  it('fails loudly with an unknown access key or bucket, rather than losing the photo', async () => {
    const options = { bucket: BUCKET, region: 'us-east-1', endpoint, forcePathStyle: true, ...CREDENTIALS };
    const stranger = await createS3ImageStore({ ...options, accessKeyId: 'NOT-OURS' });
    await expect(stranger.put('x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow('Access Key Id');
    const noBucket = await createS3ImageStore({ ...options, bucket: 'no-such-bucket' });
    await expect(noBucket.put('x.webp', Buffer.from('x'), 'image/webp')).rejects.toThrow('bucket');
  });
});

describe('S3 settings', () => {
  it('reads S3_* with their defaults, and refuses one access key without the other', () => {
    const plain = loadConfig({ NODE_ENV: 'test' });
    expect(plain).toMatchObject({ S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: false });
    expect(plain.S3_BUCKET).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'test', S3_FORCE_PATH_STYLE: 'true' }).S3_FORCE_PATH_STYLE).toBe(true);
    expect(() => loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-one' })).toThrow(
      'S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY: set both, or neither',
    );
    expect(() => loadConfig({ NODE_ENV: 'test', S3_ENDPOINT: 'not a url' })).toThrow('S3_ENDPOINT');
  });
});
