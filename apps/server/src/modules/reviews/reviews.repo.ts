import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { descNullsLast } from '../../db/order-by.ts';
import { reviews, user } from '../../db/schema/index.ts';

/** A restaurant's reviews the public sees (none an admin hid), newest first, with the replies. */
export function findPublicReviews(db: Db, restaurantId: string, limit: number) {
  return db
    .select({
      id: reviews.id,
      rating: reviews.rating,
      comment: reviews.comment,
      reply: reviews.reply,
      createdAt: reviews.createdAt,
      userName: user.name,
    })
    .from(reviews)
    .leftJoin(user, eq(user.id, reviews.userId))
    .where(and(eq(reviews.restaurantId, restaurantId), isNull(reviews.hiddenAt)))
    .orderBy(descNullsLast(reviews.createdAt), descNullsLast(reviews.id))
    .limit(limit);
}
