import { ORDER_MESSAGES, type ZReviewInput } from '@app/shared';
import { avg, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { orders, restaurants, reviews } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/auth.ts';

/**
 * Only the customer of a Delivered order, once per order (a unique index makes "once" hold under
 * races too); the restaurant's rating becomes the mean of its reviews, in the same transaction.
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
    const [stats] = await tx
      .select({ mean: avg(reviews.rating), n: count() })
      .from(reviews)
      .where(eq(reviews.restaurantId, order.restaurantId));
    const rating = Math.round(Number(stats?.mean ?? 0) * 10) / 10;
    await tx
      .update(restaurants)
      .set({ rating, ratingCount: stats?.n ?? 0 })
      .where(eq(restaurants.id, order.restaurantId));
    return { ok: true as const, restaurantRating: rating };
  });
}
