import { ratingOf, ratingOfStars, shownRating } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DELIVERY_INFO } from '../../test/order-fixtures.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import type { Database } from '../db/client.ts';
import { orders, restaurants, reviews, user } from '../db/schema/index.ts';
import { makeRestaurant } from '../db/seed/factories.ts';
import { setReviewHidden } from '../modules/admin-care/admin-feedback.service.ts';
import type { SessionUser } from '../modules/auth/auth.ts';
import { ratingByWeek, ratingTotals } from '../modules/owner/insights.repo.ts';
import { submitReview } from '../modules/reviews/reviews.service.ts';
import { sqlRows } from './india-days.ts';
import { RATING_COUNT_OF_REVIEWS, RATING_OF_REVIEWS, REVIEW_COUNTS, ratingSql } from './rating.sql.ts';

/**
 * A restaurant's rating is stated once in packages/shared (`reviews/rating.ts`) and once more in
 * SQL (`rating.sql.ts`): for every stars sum of up to 40 reviews the two round alike (4.25 reads
 * 4.3 in both), and reviews written and hidden through the real paths leave each restaurant's
 * stored rating and count, and the owner's figures, equal to the rule over the visible stars.
 */
let database: Database;
const customer: SessionUser = {
  id: 'rating-customer',
  email: 'rc@example.test',
  name: 'Ravi Kumar',
  role: 'customer',
};
const admin: SessionUser = { id: 'rating-admin', email: 'ra@example.test', name: 'Admin', role: 'admin' };
/** Stars per restaurant, and which of them an admin hides afterwards. */
const CASES: { stars: number[]; hide: number[] }[] = [
  { stars: [], hide: [] },
  { stars: [5], hide: [] },
  { stars: [4, 5], hide: [] },
  { stars: [5, 4, 4, 4], hide: [] },
  { stars: [1, 1, 1, 2], hide: [] },
  { stars: [4, 4, 5], hide: [] },
  { stars: [2, 3, 5, 5, 1, 4, 4], hide: [0, 3] },
  { stars: [3], hide: [0] },
];
const restaurantIds: string[] = [];

beforeAll(async () => {
  database = await createTestDatabase();
  const { db } = database;
  await db.insert(user).values([
    { id: customer.id, name: customer.name, email: customer.email },
    { id: admin.id, name: admin.name, email: admin.email, role: 'admin' },
  ]);
  for (const [i, c] of CASES.entries()) {
    const [place] = await db
      .insert(restaurants)
      .values(makeRestaurant({ name: `Rated ${i}`, ownerId: null, rating: 0, ratingCount: 0 }))
      .returning({ id: restaurants.id });
    const restaurantId = place?.id as string;
    restaurantIds.push(restaurantId);
    const reviewIds: string[] = [];
    for (const stars of c.stars) {
      const [order] = await db
        .insert(orders)
        .values({
          userId: customer.id,
          restaurantId,
          status: 'Delivered',
          deliveryInfo: DELIVERY_INFO,
          subtotalPaise: 10_000,
          deliveryFeePaise: 4_900,
          totalPaise: 14_900,
          paidAt: new Date(),
        })
        .returning({ id: orders.id });
      await submitReview(db, customer, { orderId: order?.id as string, rating: stars, comment: 'Fine.' });
      const [review] = await db
        .select({ id: reviews.id })
        .from(reviews)
        .where(eq(reviews.orderId, order?.id as string));
      reviewIds.push(review?.id as string);
    }
    for (const k of c.hide)
      await setReviewHidden(db, admin, reviewIds[k] as string, { hidden: true, reason: 'Abusive' });
  }
}, 120_000);
afterAll(async () => database?.close());

const visibleStars = (c: (typeof CASES)[number]) => c.stars.filter((_, k) => !c.hide.includes(k));

describe("a restaurant's rating: the shared rule and its SQL twin agree", () => {
  it('on the rounding of every stars sum of 0 to 40 reviews', async () => {
    const pairs = Array.from({ length: 41 }, (_, count) =>
      Array.from({ length: 4 * count + 1 }, (_, k) => ({ sum: count + k, count })),
    ).flat();
    const rows = await sqlRows<{ rating: number }>(
      database.db,
      sql`select ${ratingSql(sql`t.s`, sql`t.c`)} as rating
          from unnest(${`{${pairs.map((p) => p.sum).join(',')}}`}::int[], ${`{${pairs.map((p) => p.count).join(',')}}`}::int[])
            with ordinality as t(s, c, n)
          order by t.n`,
    );
    expect(rows.map((r) => Number(r.rating))).toEqual(pairs.map((p) => ratingOf(p.sum, p.count)));
    expect(ratingOf(17, 4)).toBe(4.3);
  });

  it("stored with each review and each hiding: every restaurant's rating and count are the rule's", async () => {
    const stored = await database.db
      .select({ id: restaurants.id, rating: restaurants.rating, count: restaurants.ratingCount })
      .from(restaurants);
    const byId = new Map(stored.map((r) => [r.id, r]));
    CASES.forEach((c, i) => {
      const row = byId.get(restaurantIds[i] as string);
      expect({ stars: visibleStars(c), rating: shownRating(row?.rating ?? -1), count: row?.count }).toEqual({
        stars: visibleStars(c),
        rating: ratingOfStars(visibleStars(c)),
        count: visibleStars(c).length,
      });
    });
  });

  it("over the reviews themselves, and in the owner's figures", async () => {
    for (const [i, c] of CASES.entries()) {
      const restaurantId = restaurantIds[i] as string;
      const [row] = await sqlRows<{ rating: number; count: number }>(
        database.db,
        sql`select ${RATING_OF_REVIEWS} as rating, ${RATING_COUNT_OF_REVIEWS} as count
            from reviews r where r.restaurant_id = ${restaurantId} and ${REVIEW_COUNTS}`,
      );
      const expected = { rating: ratingOfStars(visibleStars(c)), count: visibleStars(c).length };
      expect({ i, rating: Number(row?.rating), count: row?.count }).toEqual({ i, ...expected });
      expect({ i, ...(await ratingTotals(database.db, restaurantId)) }).toEqual({
        i,
        average: expected.rating,
        count: expected.count,
      });
      const weeks = await ratingByWeek(database.db, restaurantId, new Date(Date.now() - 86_400_000));
      expect(weeks.map((w) => ({ average: w.average, count: w.count }))).toEqual(
        expected.count ? [{ average: expected.rating, count: expected.count }] : [],
      );
    }
  });
});
