import { computeBill, DELIVERY_FEE_RUPEES, rupeesToPaise } from '@app/shared';
import { eq, inArray, sql } from 'drizzle-orm';
import { RATING_COUNT_OF_REVIEWS, RATING_OF_REVIEWS, REVIEW_COUNTS } from '../../lib/rating.sql.ts';
import type { Db } from '../client.ts';
import { foodItems, orderItems, orders, restaurants, reviews, user } from '../schema/index.ts';

/** Customers of the past whose reviews the demo restaurants carry; they cannot sign in. */
const REVIEWERS = [
  'Priya Raman',
  'Karthik Subramanian',
  'Divya Natarajan',
  'Arjun Iyer',
  'Meena Krishnan',
  'Suresh Babu',
  'Lakshmi Venkat',
  'Rahul Menon',
  'Anitha Joseph',
  'Vignesh Kumar',
];
/** At most this many reviews a restaurant: a demo database seeded before decision 054 held counts up to 2,000. */
const MOST_REVIEWS = 60;
const REVIEWER_EMAIL = (i: number) => `reviewer-${i + 1}@chennaieats.demo`;

const COMMENTS: Record<number, string[]> = {
  5: ['Loved it, will order again.', 'Hot, fresh and generous.', 'Best in the area!'],
  4: ['Tasty, packed well.', 'Good food, a little late.', 'Nice, as always.'],
  3: ['Okay, nothing special.', 'Fine, but a bit cold.', 'Average this time.'],
  2: ['Too salty for me.', 'Came late and cold.'],
  1: ['Not what I ordered.'],
};

const DELIVERY_INFO = {
  name: 'Demo reviewer',
  address: '4, 1st Main Road, Adyar',
  city: 'Chennai',
  state: 'Tamil Nadu',
  zip: '600020',
  phone: '9840000000',
};

/**
 * Stars for `count` reviews whose mean is `rating` to a tenth: the sum is rating x count, spread as
 * evenly as stars go (some a star above the rest). With 11 or more reviews, sum / count rounds back
 * to `rating`, so the stored figure the seed derives from the rows is the one the catalogue chose.
 */
export function starsFor(rating: number, count: number): number[] {
  const sum = Math.round(rating * count);
  const base = Math.min(5, Math.max(1, Math.floor(sum / count)));
  const above = Math.max(0, Math.min(count, sum - base * count));
  return Array.from({ length: count }, (_, i) => (i < above ? Math.min(5, base + 1) : base));
}

/**
 * One rating, one count (decision 054): a restaurant's figures are its reviews'. The demo catalogue
 * chooses each restaurant's rating and count; here every restaurant that has no review yet (all but
 * the demo owner's, whose order history brought real ones) gets that many reviews from past
 * customers, on delivered orders of months ago; then every restaurant's stored rating, count and
 * sum are set from its reviews, so the public pages, the owner's Feedback and a new review agree.
 * Once the reviewers exist it does nothing.
 */
export async function seedDemoReviews(db: Db, now = new Date()): Promise<void> {
  const emails = REVIEWERS.map((_, i) => REVIEWER_EMAIL(i));
  const existing = await db.select({ id: user.id }).from(user).where(inArray(user.email, emails));
  if (existing.length > 0) return;
  const reviewerIds = REVIEWERS.map(() => crypto.randomUUID());
  await db.insert(user).values(
    REVIEWERS.map((name, i) => ({
      id: reviewerIds[i] ?? '',
      name,
      email: emails[i] ?? '',
      emailVerified: true,
      role: 'customer' as const,
      profileCompleted: true,
    })),
  );

  const unreviewed = await db
    .select({ id: restaurants.id, rating: restaurants.rating, ratingCount: restaurants.ratingCount })
    .from(restaurants)
    .where(sql`not exists (select 1 from ${reviews} where ${reviews.restaurantId} = ${restaurants.id})`);
  const feePaise = rupeesToPaise(DELIVERY_FEE_RUPEES);
  let k = 0;
  for (const r of unreviewed) {
    const dish = (await db.select().from(foodItems).where(eq(foodItems.restaurantId, r.id)).limit(1))[0];
    if (!dish || r.ratingCount <= 0) continue;
    const orderRows: (typeof orders.$inferInsert)[] = [];
    const itemRows: (typeof orderItems.$inferInsert)[] = [];
    const reviewRows: (typeof reviews.$inferInsert)[] = [];
    starsFor(r.rating, Math.min(r.ratingCount, MOST_REVIEWS)).forEach((stars, i) => {
      k += 1;
      const id = crypto.randomUUID();
      const userId = reviewerIds[k % reviewerIds.length] ?? '';
      // Months ago, so today's and this week's figures stay the demo owner's history alone.
      const createdAt = new Date(now.getTime() - (40 + ((k * 7) % 300)) * 86_400_000);
      const bill = computeBill({
        itemTotalPaise: dish.pricePaise,
        packagingChargePaise: 0,
        deliveryFeePaise: feePaise,
        platformFeePaise: 0,
        discountPaise: 0,
        tipPaise: 0,
      });
      orderRows.push({
        id,
        userId,
        restaurantId: r.id,
        status: 'Delivered',
        deliveryInfo: DELIVERY_INFO,
        subtotalPaise: dish.pricePaise,
        deliveryFeePaise: feePaise,
        totalPaise: bill.totalPaise,
        cgstPaise: bill.cgstPaise,
        sgstPaise: bill.sgstPaise,
        paymentProvider: 'test',
        providerOrderId: `order_demo_${id.slice(0, 18)}`,
        providerPaymentId: `pay_demo_${id.slice(0, 18)}`,
        paidAt: createdAt,
        prepMinutes: 20,
        createdAt,
        updatedAt: createdAt,
      });
      itemRows.push({
        orderId: id,
        foodItemId: dish.id,
        name: dish.name,
        unitPricePaise: dish.pricePaise,
        quantity: 1,
        image: dish.imageUrl,
      });
      const comments = COMMENTS[stars] ?? ['Good.'];
      reviewRows.push({
        orderId: id,
        userId,
        restaurantId: r.id,
        rating: stars,
        comment: comments[(k + i) % comments.length] ?? 'Good.',
        createdAt: new Date(createdAt.getTime() + 2 * 3_600_000),
      });
    });
    await db.transaction(async (tx) => {
      await tx.insert(orders).values(orderRows);
      await tx.insert(orderItems).values(itemRows);
      await tx.insert(reviews).values(reviewRows);
    });
  }
  await setRatingsFromReviews(db);
}

/** Every restaurant's stored rating, count and sum, set from its reviews nobody hid. */
export async function setRatingsFromReviews(db: Db): Promise<void> {
  await db.execute(sql`
    update restaurants set rating = f.rating, rating_count = f.n, rating_sum = f.stars
    from (
      select x.id,
        coalesce((select ${RATING_OF_REVIEWS} from reviews r where r.restaurant_id = x.id and ${REVIEW_COUNTS}), 0) as rating,
        coalesce((select ${RATING_COUNT_OF_REVIEWS} from reviews r where r.restaurant_id = x.id and ${REVIEW_COUNTS}), 0) as n,
        coalesce((select sum(r.rating)::int from reviews r where r.restaurant_id = x.id and ${REVIEW_COUNTS}), 0) as stars
      from restaurants x
    ) f
    where restaurants.id = f.id`);
}
