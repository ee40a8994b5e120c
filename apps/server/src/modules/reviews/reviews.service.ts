import { ORDER_MESSAGES, shownFirstName, type TPublicReview, type ZReviewInput } from '@app/shared';
import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { orders, restaurants, reviews } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import { ratingSql } from '../../lib/rating.sql.ts';
import type { SessionUser } from '../auth/auth.ts';
import * as repo from './reviews.repo.ts';

/**
 * Only the customer of a Delivered order, once per order (a unique index makes "once" hold under
 * races too). The restaurant's star sum and count grow in one UPDATE in the same transaction, and
 * its rating is recomputed from them there: concurrent reviews queue on the row lock and each adds
 * to what the previous one left (no lost update), and a seeded restaurant's seeded sum and count
 * are kept (its rating is not replaced by one review's stars).
 */
export async function submitReview(db: Db, caller: SessionUser, input: z.output<typeof ZReviewInput>) {
  const order = (await db.select().from(orders).where(eq(orders.id, input.orderId)).limit(1))[0];
  if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  if (order.userId !== caller.id) throw new AppError('FORBIDDEN', ORDER_MESSAGES.reviewNotYours);
  if (order.status !== 'Delivered') throw new AppError('CONFLICT', ORDER_MESSAGES.reviewOnlyDelivered);

  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(reviews)
      .values({
        orderId: order.id,
        userId: caller.id,
        restaurantId: order.restaurantId,
        rating: input.rating,
        comment: input.comment,
      })
      .onConflictDoNothing({ target: reviews.orderId })
      .returning({ id: reviews.id });
    if (inserted.length === 0) throw new AppError('CONFLICT', ORDER_MESSAGES.reviewAlreadyGiven);
    const [updated] = await tx
      .update(restaurants)
      .set({
        ratingSum: sql`${restaurants.ratingSum} + ${input.rating}`,
        ratingCount: sql`${restaurants.ratingCount} + 1`,
        rating: ratingSql(
          sql`${restaurants.ratingSum} + ${input.rating}`,
          sql`${restaurants.ratingCount} + 1`,
        ),
      })
      .where(eq(restaurants.id, order.restaurantId))
      .returning({ rating: restaurants.rating });
    const rating = updated?.rating ?? input.rating;
    return { ok: true as const, restaurantRating: rating };
  });
}

/** The restaurant page's reviews: newest first, first names only, with the restaurant's replies. */
export async function publicReviews(db: Db, restaurantId: string, limit: number): Promise<TPublicReview[]> {
  const rows = await repo.findPublicReviews(db, restaurantId, limit);
  return rows.map((r) => ({
    _id: r.id,
    customerName: shownFirstName(r.userName),
    rating: r.rating,
    comment: r.comment,
    reply: r.reply,
    createdAt: r.createdAt.toISOString(),
  }));
}
