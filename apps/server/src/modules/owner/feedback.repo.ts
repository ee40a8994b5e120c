import { and, count, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { descNullsLast } from '../../db/order-by.ts';
import { restaurants, reviews, user } from '../../db/schema/index.ts';

const reviewColumns = {
  id: reviews.id,
  orderId: reviews.orderId,
  rating: reviews.rating,
  comment: reviews.comment,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  createdAt: reviews.createdAt,
  userName: user.name,
};
export type ReviewRow = {
  id: string;
  orderId: string;
  rating: number;
  comment: string;
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
  userName: string | null;
};

/**
 * One restaurant's shown reviews (an admin hid none: decision 019), optionally one star value or
 * a LIKE pattern over the comment and the reply. reviews_restaurant_rating_created_idx (stars) or
 * reviews_restaurant_created_idx (all).
 */
export function shownReviewsWhere(
  restaurantId: string,
  stars: number | undefined,
  pattern: string | undefined,
) {
  return and(
    eq(reviews.restaurantId, restaurantId),
    isNull(reviews.hiddenAt),
    stars ? eq(reviews.rating, stars) : undefined,
    pattern
      ? sql`lower(${reviews.comment} || E'\\n' || coalesce(${reviews.reply}, '')) like ${pattern}`
      : undefined,
  );
}

/** Newest first. */
export function reviewRows(
  db: Db,
  where: SQL | undefined,
  limit: number,
  offset: number,
): Promise<ReviewRow[]> {
  return db
    .select(reviewColumns)
    .from(reviews)
    .leftJoin(user, eq(user.id, reviews.userId))
    .where(where)
    .orderBy(descNullsLast(reviews.createdAt), descNullsLast(reviews.id))
    .limit(limit)
    .offset(offset);
}

export async function reviewCount(db: Db, where: SQL | undefined): Promise<number> {
  return (await db.select({ n: count() }).from(reviews).where(where))[0]?.n ?? 0;
}

export async function findReview(db: Db, id: string): Promise<ReviewRow | undefined> {
  return (await reviewRows(db, eq(reviews.id, id), 1, 0))[0];
}

/** How many shown reviews gave each star value: one grouped query. */
export function shownStarCounts(db: Db, restaurantId: string) {
  return db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(and(eq(reviews.restaurantId, restaurantId), isNull(reviews.hiddenAt)))
    .groupBy(reviews.rating);
}

/**
 * The restaurant's public answer to a review, in one statement that checks and writes: the review
 * still shown, of a restaurant `managed` (owner-access.ts `managedBy`) allows at that moment. An
 * owner whose restaurant changed hands, or whose review an admin hid, meanwhile writes nothing.
 * Returns whether it wrote.
 */
export async function replyAsManager(
  db: Db,
  managed: SQL,
  reviewId: string,
  reply: string,
): Promise<boolean> {
  const replied = await db
    .update(reviews)
    .set({ reply, repliedAt: new Date() })
    .where(
      and(
        eq(reviews.id, reviewId),
        isNull(reviews.hiddenAt),
        inArray(reviews.restaurantId, db.select({ id: restaurants.id }).from(restaurants).where(managed)),
      ),
    )
    .returning({ id: reviews.id });
  return replied.length > 0;
}
