import { and, desc, eq, isNotNull, isNull, like, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { restaurants, reviews, user } from '../../db/schema/index.ts';
import { searchableText } from '../../db/searchable-text.ts';
import { ratingSql } from '../../lib/rating.sql.ts';

export type AdminReviewFilter = {
  restaurantId?: string | undefined;
  stars?: number | undefined;
  visibility?: 'visible' | 'hidden' | undefined;
  /** Lower-case `%text%` LIKE pattern (wildcards escaped). */
  pattern?: string | undefined;
};

/** The same expression as reviews_admin_trgm_idx (db/schema/orders.ts, drizzle/0011; admin-care.test.ts). */
export const REVIEW_SEARCH_TEXT = searchableText(reviews.comment, sql`coalesce(${reviews.reply}, '')`);

function conditions(f: AdminReviewFilter): SQL | undefined {
  const parts: SQL[] = [];
  if (f.restaurantId) parts.push(eq(reviews.restaurantId, f.restaurantId));
  if (f.stars) parts.push(eq(reviews.rating, f.stars));
  if (f.visibility === 'visible') parts.push(isNull(reviews.hiddenAt));
  if (f.visibility === 'hidden') parts.push(isNotNull(reviews.hiddenAt));
  if (f.pattern) parts.push(like(REVIEW_SEARCH_TEXT, f.pattern));
  return parts.length ? and(...parts) : undefined;
}

const columns = {
  id: reviews.id,
  orderId: reviews.orderId,
  restaurantId: reviews.restaurantId,
  restaurantName: restaurants.name,
  userName: user.name,
  rating: reviews.rating,
  comment: reviews.comment,
  reply: reviews.reply,
  repliedAt: reviews.repliedAt,
  hiddenAt: reviews.hiddenAt,
  hiddenReason: reviews.hiddenReason,
  createdAt: reviews.createdAt,
};
export type AdminReviewRow = {
  id: string;
  orderId: string;
  restaurantId: string;
  restaurantName: string;
  userName: string | null;
  rating: number;
  comment: string;
  reply: string | null;
  repliedAt: Date | null;
  hiddenAt: Date | null;
  hiddenReason: string | null;
  createdAt: Date;
};

/**
 * A page of reviews, newest first: reviews_created_idx, or reviews_restaurant_(rating_)created_idx /
 * reviews_rating_created_idx when filtered, reviews_admin_trgm_idx for text. Restaurant and
 * customer names come in the same query (joins on primary keys).
 */
export async function findReviews(
  db: Db,
  f: AdminReviewFilter,
  limit: number,
  offset: number,
): Promise<AdminReviewRow[]> {
  return db
    .select(columns)
    .from(reviews)
    .innerJoin(restaurants, eq(restaurants.id, reviews.restaurantId))
    .leftJoin(user, eq(user.id, reviews.userId))
    .where(conditions(f))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset(offset);
}

export async function countReviews(db: Db, f: AdminReviewFilter): Promise<number> {
  return db.$count(reviews, conditions(f));
}

export async function findReview(db: Db, id: string): Promise<AdminReviewRow | undefined> {
  const rows = await db
    .select(columns)
    .from(reviews)
    .innerJoin(restaurants, eq(restaurants.id, reviews.restaurantId))
    .leftJoin(user, eq(user.id, reviews.userId))
    .where(eq(reviews.id, id))
    .limit(1);
  return rows[0];
}

/** The review as it is now, locked until the transaction ends: two hides at once apply once. */
export async function lockReview(tx: Db, id: string) {
  const rows = await tx.select().from(reviews).where(eq(reviews.id, id)).for('update');
  return rows[0];
}

export async function setReviewHidden(
  tx: Db,
  id: string,
  hidden: { at: Date; reason: string; by: string } | null,
): Promise<void> {
  await tx
    .update(reviews)
    .set({ hiddenAt: hidden?.at ?? null, hiddenReason: hidden?.reason ?? null, hiddenBy: hidden?.by ?? null })
    .where(eq(reviews.id, id));
}

/**
 * Takes one review's stars out of (delta -1) or back into (delta +1) the restaurant's rating, in
 * one UPDATE like a new review (modules/reviews): sum, count and the rounded rating move together.
 * Never below zero (a seeded count is a figure, not rows); no reviews left reads as 0, "New".
 */
export async function moveRestaurantRating(tx: Db, restaurantId: string, stars: number, delta: 1 | -1) {
  const sum = sql`greatest(${restaurants.ratingSum} + ${stars * delta}, 0)`;
  const n = sql`greatest(${restaurants.ratingCount} + ${delta}, 0)`;
  const [row] = await tx
    .update(restaurants)
    .set({
      ratingSum: sum,
      ratingCount: n,
      rating: ratingSql(sum, n),
    })
    .where(eq(restaurants.id, restaurantId))
    .returning({ id: restaurants.id, rating: restaurants.rating, ratingCount: restaurants.ratingCount });
  return row;
}

export async function restaurantRating(db: Db, restaurantId: string) {
  const [row] = await db
    .select({ id: restaurants.id, rating: restaurants.rating, ratingCount: restaurants.ratingCount })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId));
  return row;
}
