import { IMAGE_WIDTHS, MESSAGES } from '@app/shared';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { storedPhoto } from '../../../test/upload-fixtures.ts';
import { uploadedImages } from '../../db/schema/index.ts';
import { ImageVariants } from './image-variants.ts';

let ctx: TestContext;
/** Stored at the widest an upload is kept (1200 x 900), and a narrow one (400 x 300). */
let wideId: string;
let narrowId: string;

beforeAll(async () => {
  ctx = await createTestApp();
  wideId = (await storedPhoto(ctx, 1200, 900)).id;
  narrowId = (await storedPhoto(ctx, 400, 300)).id;
});
afterAll(async () => ctx?.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

async function sizeOf(body: Buffer) {
  const meta = await sharp(body).metadata();
  return { format: meta.format, width: meta.width, height: meta.height };
}

describe('GET /api/images/{id}?w=', () => {
  it('answers every allowed width at that width, as WebP, cached for a year with an ETag', async () => {
    for (const w of IMAGE_WIDTHS) {
      const res = await get(`/api/images/${wideId}?w=${w}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(res.headers.etag).toMatch(/^"[\w-]{27}"$/);
      expect(await sizeOf(res.rawPayload)).toEqual({ format: 'webp', width: w, height: (w * 3) / 4 });
    }
  });

  it('never enlarges: a width wider than the photo answers the photo as stored', async () => {
    const stored = await get(`/api/images/${narrowId}`);
    expect(await sizeOf(stored.rawPayload)).toEqual({ format: 'webp', width: 400, height: 300 });
    for (const w of IMAGE_WIDTHS) {
      const res = await get(`/api/images/${narrowId}?w=${w}`);
      expect(res.statusCode).toBe(200);
      if (w < 400) {
        expect(await sizeOf(res.rawPayload)).toEqual({ format: 'webp', width: w, height: (w * 3) / 4 });
      } else {
        expect(res.rawPayload.equals(stored.rawPayload)).toBe(true);
        expect(res.headers.etag).toBe(stored.headers.etag);
      }
    }
  });

  it('answers 304 without a body when the browser already has those bytes', async () => {
    const first = await get(`/api/images/${wideId}?w=320`);
    const again = await get(`/api/images/${wideId}?w=320`, { 'if-none-match': String(first.headers.etag) });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(first.headers.etag);
    const other = await get(`/api/images/${wideId}?w=480`, { 'if-none-match': String(first.headers.etag) });
    expect(other.statusCode).toBe(200);
  });

  it('makes each width once, then answers it from memory', async () => {
    await get(`/api/images/${wideId}?w=640`);
    const before = ctx.app.imageVariants.stats;
    const res = await get(`/api/images/${wideId}?w=640`);
    expect(res.statusCode).toBe(200);
    expect(ctx.app.imageVariants.stats).toEqual(before);
  });

  it('refuses any other width with 400 and the allowed list, making and keeping nothing', async () => {
    const stored = await ctx.database.db.select({ n: count() }).from(uploadedImages);
    const kept = ctx.app.imageVariants.stats;
    for (const w of ['100', '1201', '2400', '0', '-320', '320.0', '0x140', 'abc', '', '320&w=640']) {
      const res = await get(`/api/images/${wideId}?w=${w}`);
      expect(res.statusCode, `w=${w}`).toBe(400);
      expect(res.json()).toMatchObject({
        code: 'BAD_REQUEST',
        message: `w: ${MESSAGES.imageWidthNotAllowed}`,
      });
    }
    expect(MESSAGES.imageWidthNotAllowed).toBe('Image width must be one of 160, 320, 480, 640, 960 or 1200.');
    expect(ctx.app.imageVariants.stats).toEqual(kept);
    expect(await ctx.database.db.select({ n: count() }).from(uploadedImages)).toEqual(stored);
  });

  it('answers 404 for an unknown photo at any width, and remembers nothing for it', async () => {
    const kept = ctx.app.imageVariants.stats;
    for (const url of [
      '/api/images/00000000-0000-4000-8000-000000000000',
      '/api/images/00000000-0000-4000-8000-000000000000?w=320',
    ]) {
      const res = await get(url);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ code: 'NOT_FOUND', message: 'Image not found' });
      expect(String(res.headers['cache-control'] ?? '')).not.toContain('immutable');
    }
    expect(ctx.app.imageVariants.stats).toEqual(kept);
  });
});

describe('ImageVariants', () => {
  const answer = (size: number) => async () => ({ contentType: 'image/webp', bytes: Buffer.alloc(size, 1) });

  it('keeps at most its byte budget, dropping the least recently used first', async () => {
    const variants = new ImageVariants(10_000);
    await variants.get('a', answer(4000));
    await variants.get('b', answer(4000));
    await variants.get('a', answer(4000)); // a is now the most recently used
    await variants.get('c', answer(4000));
    expect(variants.stats.bytes).toBeLessThanOrEqual(10_000);
    let computed = 0;
    const counting = (key: string) =>
      variants.get(key, async () => {
        computed += 1;
        return answer(4000)();
      });
    await counting('a');
    await counting('c');
    expect(computed).toBe(0);
    await counting('b');
    expect(computed).toBe(1);
  });

  it('makes a variant once for requests that arrive together, and does not remember a failure', async () => {
    const variants = new ImageVariants(10_000);
    let computed = 0;
    const slow = async () => {
      computed += 1;
      return answer(100)();
    };
    await Promise.all([variants.get('k', slow), variants.get('k', slow), variants.get('k', slow)]);
    expect(computed).toBe(1);
    await expect(variants.get('gone', () => Promise.reject(new Error('no such photo')))).rejects.toThrow(
      'no such photo',
    );
    expect(variants.stats.entries).toBe(1);
  });
});
