import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { OWNER_MESSAGES, UPLOADS_PER_DAY, UPLOADS_PER_MINUTE } from '@app/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { photo, storedPhoto, upload } from '../../../test/upload-fixtures.ts';
import { uploadedImages } from '../../db/schema/index.ts';

let ctx: TestContext;
let small: Buffer;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-limits-'));
const files = () => fs.readdirSync(path.join(dataDir, 'images')).length;
const rowsOf = async (who: Persona) =>
  (
    await ctx.database.db
      .select({ id: uploadedImages.id })
      .from(uploadedImages)
      .where(eq(uploadedImages.uploadedBy, who.id))
  ).length;

beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir });
  small = await photo(8, 8);
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

/** An owner who has already uploaded `count` photos in the last 24 hours (and some before). */
async function ownerWithUploads(count: number): Promise<Persona> {
  const owner = await createPersona(ctx, 'restaurantOwner');
  const dayAgo = new Date(Date.now() - 24 * 60 * 60 * 1000 - 60_000);
  for (let i = 0; i < 3; i++) await storedPhoto(ctx, 8, 8, { uploadedBy: owner.id, createdAt: dayAgo });
  for (let i = 0; i < count; i++) await storedPhoto(ctx, 8, 8, { uploadedBy: owner.id });
  return owner;
}

describe('the daily upload quota', () => {
  it(`takes the ${UPLOADS_PER_DAY}th photo of 24 hours, then answers 429 with our words and stores nothing`, async () => {
    const owner = await ownerWithUploads(UPLOADS_PER_DAY - 1);
    expect((await upload(ctx, owner, small)).statusCode).toBe(201);
    const [rows, stored] = [await rowsOf(owner), files()];
    const refused = await upload(ctx, owner, small);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      message: OWNER_MESSAGES.uploadQuotaReached,
    });
    expect(OWNER_MESSAGES.uploadQuotaReached).toBe(
      'You have uploaded 100 photos in the last 24 hours, the most allowed. Please try again tomorrow.',
    );
    expect([await rowsOf(owner), files()]).toEqual([rows, stored]);
    // Another owner is not held back.
    const other = await createPersona(ctx, 'restaurantOwner');
    expect((await upload(ctx, other, small)).statusCode).toBe(201);
  });

  it('lets uploads sent together take only the places left, keeping no bytes for the refused', async () => {
    const owner = await ownerWithUploads(UPLOADS_PER_DAY - 2);
    const stored = files();
    const answers = await Promise.all(Array.from({ length: 5 }, () => upload(ctx, owner, small)));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 201, 429, 429, 429]);
    expect(await rowsOf(owner)).toBe(UPLOADS_PER_DAY + 3);
    expect(files()).toBe(stored + 2);
  });
});

describe('the upload rate limit', () => {
  it(`takes ${UPLOADS_PER_MINUTE} uploads a minute per user, then 429 with Retry-After; another user on the same address goes on`, async () => {
    const owner = await createPersona(ctx, 'restaurantOwner');
    const sameAddress = { ...(await createPersona(ctx, 'restaurantOwner')), ip: owner.ip };
    for (let i = 0; i < UPLOADS_PER_MINUTE; i++)
      expect((await upload(ctx, owner, small)).statusCode).toBe(201);
    const limited = await upload(ctx, owner, small);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many attempts/);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(await rowsOf(owner)).toBe(UPLOADS_PER_MINUTE);
    expect((await upload(ctx, sameAddress, small)).statusCode).toBe(201);
  });
});

describe('processing uploads with bounded concurrency', () => {
  it('processes eight large uploads sent at once no more than imageJobs.limit at a time, and stores all', async () => {
    const owner = await createPersona(ctx, 'restaurantOwner');
    const large = await photo(4000, 3000, 'jpeg');
    const jobs = ctx.app.imageJobs;
    const burst = Promise.all(Array.from({ length: 8 }, () => upload(ctx, owner, large, 'image/jpeg')));
    // While they are processed, the others wait their turn instead of filling libuv's thread pool.
    let sawWaiting = 0;
    let done = false;
    void burst.finally(() => {
      done = true;
    });
    while (!done) {
      sawWaiting = Math.max(sawWaiting, jobs.stats.waiting);
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const answers = await burst;
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(201));
    expect(sawWaiting).toBeGreaterThan(0);
    expect(jobs.stats.peak).toBeLessThanOrEqual(jobs.limit);
    expect(jobs.stats).toMatchObject({ running: 0, waiting: 0 });
  }, 60_000);
});
