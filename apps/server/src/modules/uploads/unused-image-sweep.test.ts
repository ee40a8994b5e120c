import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderBody, placeOrder } from '../../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { storedPhoto } from '../../../test/upload-fixtures.ts';
import { foodItems, restaurants, uploadedImages } from '../../db/schema/index.ts';
import { makeFoodItem } from '../../db/seed/factories.ts';
import { runJobTick } from '../../lib/scheduled-job.ts';
import { UNUSED_IMAGE_GRACE_MS, unusedImageSweep } from './unused-image-sweep.ts';

let ctx: TestContext;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'images-sweep-'));
const fileOf = (id: string) => path.join(dataDir, 'images', `${id}.webp`);
const url = (id: string) => `/api/images/${id}`;

beforeAll(async () => {
  ctx = await createTestApp({ DATA_DIR: dataDir });
});
afterAll(async () => {
  await ctx?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the unused-photo sweep', () => {
  it('removes photos older than a day that nothing shows, from the table and the storage, and keeps the rest', async () => {
    const old = { createdAt: new Date(Date.now() - UNUSED_IMAGE_GRACE_MS - 60_000) };
    const onDish = await storedPhoto(ctx, 20, 20, old);
    const onRestaurant = await storedPhoto(ctx, 20, 20, old);
    const onOrderLine = await storedPhoto(ctx, 20, 20, old);
    const inSizedUrl = await storedPhoto(ctx, 20, 20, old);
    const unusedOld = await storedPhoto(ctx, 20, 20, old);
    const unusedOldInDatabase = await storedPhoto(ctx, 20, 20, { ...old, inDatabase: true });
    const unusedNew = await storedPhoto(ctx, 20, 20);

    const { restaurant } = await createOwnerWithRestaurant(ctx, 'sweep');
    await ctx.database.db
      .update(restaurants)
      .set({ images: ['/images/restaurants/1.svg', `https://chennaieats.example${url(onRestaurant.id)}`] })
      .where(eq(restaurants.id, restaurant.id));
    const [dish, sized, ordered] = await ctx.database.db
      .insert(foodItems)
      .values([
        makeFoodItem(restaurant.id, { name: 'Dosa', imageUrl: url(onDish.id) }),
        makeFoodItem(restaurant.id, { name: 'Idli', imageUrl: `${url(inSizedUrl.id)}?w=320` }),
        makeFoodItem(restaurant.id, { name: 'Vada', imageUrl: url(onOrderLine.id) }),
      ])
      .returning();
    if (!dish || !sized || !ordered) throw new Error('dishes not stored');
    // An order line keeps the photo the dish had when ordered, after the dish changes its photo.
    const customer = await createPersona(ctx, 'customer');
    const placed = await placeOrder(
      ctx,
      customer,
      orderBody(restaurant.id, [{ foodItemId: ordered.id, quantity: 1 }]),
    );
    expect(placed.statusCode).toBe(201);
    await ctx.database.db.update(foodItems).set({ imageUrl: '' }).where(eq(foodItems.id, ordered.id));

    // A tick of a later hour: the app ran this hour's when it started.
    const job = unusedImageSweep(ctx.app.imageStore);
    const tick = await runJobTick(ctx.database.db, job, new Date(Date.now() + 2 * job.everyMs));
    expect(tick).toMatchObject({ ran: true, summary: { removed: 2 } });

    const kept = await ctx.database.db
      .select({ id: uploadedImages.id })
      .from(uploadedImages)
      .where(
        inArray(
          uploadedImages.id,
          [onDish, onRestaurant, onOrderLine, inSizedUrl, unusedOld, unusedOldInDatabase, unusedNew].map(
            (p) => p.id,
          ),
        ),
      );
    expect(kept.map((r) => r.id).sort()).toEqual(
      [onDish, onRestaurant, onOrderLine, inSizedUrl, unusedNew].map((p) => p.id).sort(),
    );
    expect(fs.existsSync(fileOf(unusedOld.id))).toBe(false);
    for (const p of [onDish, onRestaurant, onOrderLine, inSizedUrl, unusedNew])
      expect(fs.existsSync(fileOf(p.id))).toBe(true);
  });

  it('runs once per period across instances (the scheduled-job claim)', async () => {
    const job = unusedImageSweep(ctx.app.imageStore);
    const now = new Date(Date.now() + 10 * job.everyMs);
    expect((await runJobTick(ctx.database.db, job, now)).ran).toBe(true);
    expect((await runJobTick(ctx.database.db, job, now)).ran).toBe(false);
  });
});
