import {
  OWNER_MESSAGES,
  ratingOf,
  shownFirstName,
  type TOwnerReview,
  type TRatingSummary,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import { type ListSource, searchPattern } from '../../lib/paging.ts';
import type { SessionUser } from '../auth/auth.ts';
import * as repo from './feedback.repo.ts';
import { managedBy, managedRestaurant } from './owner-access.ts';

const toOwnerReview = (r: repo.ReviewRow): TOwnerReview => ({
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
  const where = repo.shownReviewsWhere(q.restaurantId, q.stars, searchPattern(q.q));
  return {
    rows: async (limit, offset) => (await repo.reviewRows(db, where, limit, offset)).map(toOwnerReview),
    count: () => repo.reviewCount(db, where),
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
  const rows = await repo.shownStarCounts(db, restaurantId);
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
  if (!(await repo.replyAsManager(db, managedBy(caller), reviewId, reply)))
    throw new AppError('NOT_FOUND', OWNER_MESSAGES.reviewNotFound);
  const row = await repo.findReview(db, reviewId);
  if (!row) throw new AppError('NOT_FOUND', OWNER_MESSAGES.reviewNotFound);
  return toOwnerReview(row);
}
