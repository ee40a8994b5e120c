import { ORDER_MESSAGES } from '@app/shared';
import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deliverOrder } from '../../../test/delivery-fixtures.ts';
import { call } from '../../../test/http.ts';
import { makeMenu, orderBody, placePaidOrder } from '../../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona, type Persona } from '../../../test/personas.ts';
import { createTestApp, type TestContext } from '../../../test/test-app.ts';
import { orders, restaurants, reviews } from '../../db/schema/index.ts';
import { makeRestaurant } from '../../db/seed/factories.ts';

let ctx: TestContext;
let customer: Persona;
let otherCustomer: Persona;
let owner: Persona;
let rider: Persona;
let restaurantId: string;
let items: { foodItemId: string; quantity: number }[];

beforeAll(async () => {
  ctx = await createTestApp();
  const mine = await createOwnerWithRestaurant(ctx, 'owner');
  owner = mine.owner;
  restaurantId = mine.restaurant.id;
  const menu = await makeMenu(ctx, restaurantId);
  items = [{ foodItemId: menu.dosa.id, quantity: 1 }];
  customer = await createPersona(ctx, 'customer');
  otherCustomer = await createPersona(ctx, 'customer', 'otherCustomer');
  rider = await createPersona(ctx, 'deliveryPartner', 'rider');
});
afterAll(async () => ctx?.close());

async function deliveredOrder(): Promise<string> {
  const id = await placePaidOrder(ctx, customer, orderBody(restaurantId, items));
  await deliverOrder(ctx, owner, rider, id);
  return id;
}

const review = (who: Persona, orderId: string, rating = 4, comment = 'Crisp dosa, hot sambar.') =>
  call(ctx.app, 'POST', '/api/reviews', { caller: who, body: { orderId, rating, comment } });
const reviewCount = async () => (await ctx.database.db.select({ n: count() }).from(reviews))[0]?.n ?? 0;
const ratingOf = async () =>
  (await ctx.database.db.select().from(restaurants).where(eq(restaurants.id, restaurantId)))[0];

describe('reviews', () => {
  it("the order's customer reviews a delivered order once; the rating becomes the mean", async () => {
    const first = await deliveredOrder();
    const res = await review(customer, first, 5);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true, restaurantRating: 5 });
    const second = await deliveredOrder();
    expect((await review(customer, second, 2)).json().restaurantRating).toBe(3.5);
    expect(await ratingOf()).toMatchObject({ rating: 3.5, ratingCount: 2 });
    const order = await call(ctx.app, 'GET', `/api/order/${second}`, { caller: customer });
    expect(order.json().reviewed).toBe(true);
  });

  it('refuses a second review, a review of another customer’s order and one of an undelivered order, writing nothing', async () => {
    const delivered = await deliveredOrder();
    expect((await review(customer, delivered)).statusCode).toBe(201);
    const before = await reviewCount();
    const rating = await ratingOf();

    const again = await review(customer, delivered, 1);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(ORDER_MESSAGES.reviewAlreadyGiven);

    const notMine = await review(otherCustomer, delivered, 1);
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().error).toBe(ORDER_MESSAGES.reviewNotYours);

    const undelivered = await placePaidOrder(ctx, customer, orderBody(restaurantId, items));
    const early = await review(customer, undelivered, 1);
    expect(early.statusCode).toBe(409);
    expect(early.json().error).toBe(ORDER_MESSAGES.reviewOnlyDelivered);

    expect(await reviewCount()).toBe(before);
    expect(await ratingOf()).toEqual(rating);
  });

  it.each([
    [{ rating: 0 }, 'rating: must be 1 to 5'],
    [{ rating: 6 }, 'rating: must be 1 to 5'],
    [{ rating: 3.5 }, 'rating: must be a whole number'],
    [{ comment: '   ' }, 'comment: is required'],
  ])('refuses %o with a clear 400', async (override, message) => {
    const id = await deliveredOrder();
    const res = await call(ctx.app, 'POST', '/api/reviews', {
      caller: customer,
      body: { orderId: id, rating: 4, comment: 'Good', ...override },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toBe(message);
    expect((await call(ctx.app, 'GET', `/api/order/${id}`, { caller: customer })).json().reviewed).toBe(
      false,
    );
  });

  it('one rating, one count: a new review moves the public restaurant and the owner’s Feedback alike (decision 054)', async () => {
    const figures = async () => {
      const page = (await call(ctx.app, 'GET', `/api/restaurants/${restaurantId}`)).json();
      const summary = (
        await call(ctx.app, 'GET', `/api/owner/reviews/summary?restaurantId=${restaurantId}`, {
          caller: owner,
        })
      ).json();
      expect({ rating: page.rating, count: page.ratingCount }).toEqual({
        rating: summary.average,
        count: summary.count,
      });
      return { rating: page.rating as number, count: page.ratingCount as number };
    };
    // Read once first: the public read is now in the cache, and the review must empty it.
    const before = await figures();
    const orderId = await deliveredOrder();
    expect((await review(customer, orderId, 1, 'Cold and late this time.')).statusCode).toBe(201);
    const after = await figures();
    expect(after.count).toBe(before.count + 1);
    expect(after.rating).toBeLessThan(before.rating);
  });

  it('20 reviews at once on a seeded restaurant: count +20, the sum of every star, the exact mean', async () => {
    // A seeded restaurant: 500 reviews averaging 4.3 (sum 2150), none of them rows of ours.
    const [seeded] = await ctx.database.db
      .insert(restaurants)
      .values(makeRestaurant({ name: 'Seeded Mess', ownerId: owner.id, rating: 4.3, ratingCount: 500 }))
      .returning();
    const seededId = seeded?.id ?? '';
    expect(seeded).toMatchObject({ ratingSum: 2150, ratingCount: 500 });
    const dish = (await makeMenu(ctx, seededId)).dosa;
    const ids: string[] = [];
    for (let i = 0; i < 20; i += 1) {
      ids.push(
        await placePaidOrder(ctx, customer, orderBody(seededId, [{ foodItemId: dish.id, quantity: 1 }])),
      );
    }
    await ctx.database.db.update(orders).set({ status: 'Delivered' }).where(inArray(orders.id, ids));
    const stars = ids.map((_, i) => (i % 5) + 1); // 1..5 four times: 60 stars
    const results = await Promise.all(ids.map((id, i) => review(customer, id, stars[i])));
    expect(results.map((r) => r.statusCode)).toEqual(ids.map(() => 201));
    const [after] = await ctx.database.db.select().from(restaurants).where(eq(restaurants.id, seededId));
    expect(after).toMatchObject({ ratingCount: 520, ratingSum: 2210 });
    expect(after?.rating).toBeCloseTo(Math.round((2210 / 520) * 10) / 10, 5); // 4.25 -> 4.3
  });
});
