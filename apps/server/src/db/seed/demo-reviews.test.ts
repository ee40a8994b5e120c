import { ratingOf } from '@app/shared';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database.ts';
import type { Database } from '../client.ts';
import { restaurants } from '../schema/index.ts';
import { buildCatalogue } from './demo-catalogue.ts';
import { seedDemoReviews, starsFor } from './demo-reviews.ts';
import { insertCatalogue } from './insert-catalogue.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => database?.close());

describe('the demo seed: one rating, one count (decision 054)', () => {
  it('spreads stars whose mean is the chosen rating', () => {
    for (const rating of [3.2, 3.5, 3.9, 4.4, 4.9])
      for (const count of [20, 33, 60]) {
        const stars = starsFor(rating, count);
        expect(stars).toHaveLength(count);
        expect(stars.every((s) => s >= 1 && s <= 5)).toBe(true);
        expect(
          ratingOf(
            stars.reduce((a, b) => a + b, 0),
            count,
          ),
        ).toBe(rating);
      }
  });

  it('every restaurant’s stored rating and count are those of its reviews, and the catalogue’s choice', async () => {
    const catalogue = buildCatalogue({ restaurants: 6, dishesPerRestaurant: 3 });
    await insertCatalogue(database.db, catalogue);
    await seedDemoReviews(database.db);
    await seedDemoReviews(database.db); // a second start adds nothing
    const rows = (await database.db.execute(sql`
      select x.name, x.rating, x.rating_count as "ratingCount", x.rating_sum as "ratingSum",
        (select count(*)::int from reviews r where r.restaurant_id = x.id and r.hidden_at is null) as n,
        (select coalesce(sum(r.rating), 0)::int from reviews r where r.restaurant_id = x.id and r.hidden_at is null) as stars
      from ${restaurants} x order by x.name`)) as unknown as {
      rows: {
        name: string;
        rating: number;
        ratingCount: number;
        ratingSum: number;
        n: number;
        stars: number;
      }[];
    };
    expect(rows.rows).toHaveLength(6);
    for (const row of rows.rows) {
      const chosen = catalogue.find((e) => e.restaurant.name === row.name)?.restaurant;
      expect(row).toMatchObject({
        ratingCount: row.n,
        ratingSum: row.stars,
        rating: ratingOf(row.stars, row.n),
      });
      expect({ rating: row.rating, ratingCount: row.ratingCount }).toEqual({
        rating: chosen?.rating,
        ratingCount: chosen?.ratingCount,
      });
    }
  });
});
