import {
  OWNER_MESSAGES,
  ratingOf,
  shownFirstName,
  type TOwnerReview,
  type TRatingSummary,
} from '@app/shared';
import { and, count, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { descNullsLast } from '../../db/order-by.ts';
import { restaurants, reviews, user } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ListSource, searchPattern } from '../../lib/paging.ts';
import type { SessionUser } from '../auth/auth.ts';
import { managedBy, managedRestaurant } from './owner-access.ts';

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
type ReviewRow = {
  id: string;
  orderId: string;
  rating: number;
  comment: string;
  reply: string | null;
  repliedAt: Date | null;
  createdAt: Date;
  userName: string | null;
};

const toOwnerReview = (r: ReviewRow): TOwnerReview => ({
  _id: r.id,
  orderId: r.orderId,
  customerName: shownFirstName(r.userName),
  rating: r.rating,
  comment: r.comment,
  reply: r.reply,
  repliedAt: r.repliedAt?.toISOString() ?? null,
  createdAt: r.createdAt.toISOString(),
});

/**
 * Feedback: one restaurant's reviews, newest first, optionally one star value or a text search.
 * A review an admin hid (decision 019) is gone for the owner as for the public: from the list, the
 * figures and the restaurant page.
 */
export async function reviewList(
  db: Db,
  caller: SessionUser,
  q: { restaurantId: string; stars?: number | undefined; q?: string | undefined },
): Promise<ListSource<TOwnerReview>> {
  await managedRestaurant(db, caller, q.restaurantId);
  const pattern = searchPattern(q.q);
  // reviews_restaurant_rating_created_idx (stars) or reviews_restaurant_created_idx (all).
  const where = and(
    eq(reviews.restaurantId, q.restaurantId),
    isNull(reviews.hiddenAt),
    q.stars ? eq(reviews.rating, q.stars) : undefined,
    pattern
      ? sql`lower(${reviews.comment} || E'\\n' || coalesce(${reviews.reply}, '')) like ${pattern}`
      : undefined,
  );
  return {
    rows: async (limit, offset) =>
      (
        await db
          .select(reviewColumns)
          .from(reviews)
          .leftJoin(user, eq(user.id, reviews.userId))
          .where(where)
          .orderBy(descNullsLast(reviews.createdAt), descNullsLast(reviews.id))
          .limit(limit)
          .offset(offset)
      ).map(toOwnerReview),
    count: async () => (await db.select({ n: count() }).from(reviews).where(where))[0]?.n ?? 0,
  };
}

export const REVIEWS_CSV = {
  fileName: 'reviews-export.csv',
  columns: [
    { header: 'Date', value: (r: TOwnerReview) => r.createdAt },
    { header: 'Customer', value: (r: TOwnerReview) => r.customerName },
    { header: 'Rating', value: (r: TOwnerReview) => r.rating },
    { header: 'Comment', value: (r: TOwnerReview) => r.comment },
    { header: 'Reply', value: (r: TOwnerReview) => r.reply ?? '' },
  ],
};

/** Average, count and how many reviews gave each star value: one grouped query. */
export async function ratingSummary(
  db: Db,
  caller: SessionUser,
  restaurantId: string,
): Promise<TRatingSummary> {
  await managedRestaurant(db, caller, restaurantId);
  const rows = await db
    .select({ rating: reviews.rating, n: count() })
    .from(reviews)
    .where(and(eq(reviews.restaurantId, restaurantId), isNull(reviews.hiddenAt)))
    .groupBy(reviews.rating);
  const distribution = [0, 0, 0, 0, 0];
  let sum = 0;
  let total = 0;
  for (const r of rows) {
    if (r.rating >= 1 && r.rating <= 5) distribution[r.rating - 1] = r.n;
    sum += r.rating * r.n;
    total += r.n;
  }
  return { average: ratingOf(sum, total), count: total, distribution };
}

/** The restaurant's public answer to a review (replaces an earlier one). */
export async function replyToReview(
  db: Db,
  caller: SessionUser,
  reviewId: string,
  reply: string,
): Promise<TOwnerReview> {
  // One statement checks and writes: the review still shown, of a restaurant the caller manages.
  const replied = await db
    .update(reviews)
    .set({ reply, repliedAt: new Date() })
    .where(
      and(
        eq(reviews.id, reviewId),
        isNull(reviews.hiddenAt),
        inArray(
          reviews.restaurantId,
          db.select({ id: restaurants.id }).from(restaurants).where(managedBy(caller)),
        ),
      ),
    )
    .returning({ id: reviews.id });
  if (replied.length === 0) throw new AppError('NOT_FOUND', OWNER_MESSAGES.reviewNotFound);
  const row = (
    await db
      .select(reviewColumns)
      .from(reviews)
      .leftJoin(user, eq(user.id, reviews.userId))
      .where(eq(reviews.id, reviewId))
      .limit(1)
  )[0];
  if (!row) throw new AppError('NOT_FOUND', OWNER_MESSAGES.reviewNotFound);
  return toOwnerReview(row);
}
