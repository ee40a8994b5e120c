import {
  ADMIN_CARE_MESSAGES,
  shownRating,
  type TAdminReview,
  type TReviewHiddenInput,
  type TReviewHiddenResult,
} from '@app/shared';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CsvExport, ListSource } from '../../lib/paging.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { SessionUser } from '../auth/auth.ts';
import * as repo from './admin-feedback.repo.ts';

export function toAdminReviewDto(r: repo.AdminReviewRow): TAdminReview {
  return {
    _id: r.id,
    orderId: r.orderId,
    restaurantId: r.restaurantId,
    restaurantName: r.restaurantName,
    customerName: r.userName?.trim() || 'Anonymous',
    rating: r.rating,
    comment: r.comment,
    reply: r.reply,
    repliedAt: r.repliedAt?.toISOString() ?? null,
    hidden: r.hiddenAt !== null,
    hiddenReason: r.hiddenReason,
    hiddenAt: r.hiddenAt?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
  };
}

/** Customer Feedback: every review on the platform, newest first, filtered in SQL. */
export function reviewListSource(db: Db, filter: repo.AdminReviewFilter): ListSource<TAdminReview> {
  return {
    rows: async (limit, offset) => (await repo.findReviews(db, filter, limit, offset)).map(toAdminReviewDto),
    count: () => repo.countReviews(db, filter),
  };
}

export const FEEDBACK_CSV: CsvExport<TAdminReview> = {
  fileName: 'feedback-export.csv',
  columns: [
    { header: 'Date', value: (r) => r.createdAt },
    { header: 'Restaurant', value: (r) => r.restaurantName },
    { header: 'Customer', value: (r) => r.customerName },
    { header: 'Rating', value: (r) => r.rating },
    { header: 'Comment', value: (r) => r.comment },
    { header: 'Owner Reply', value: (r) => r.reply ?? '' },
    { header: 'Status', value: (r) => (r.hidden ? 'Hidden' : 'Visible') },
    { header: 'Hidden Reason', value: (r) => r.hiddenReason ?? '' },
    { header: 'ID', value: (r) => r._id },
  ],
};

/**
 * Hide an abusive review (with a reason) or show it again. The review row is locked, so two admins
 * hiding at once change the rating once; hiding a hidden review (or showing a visible one) changes
 * nothing and writes no audit row. The restaurant's rating moves in the same transaction.
 */
export async function setReviewHidden(
  db: Db,
  caller: SessionUser,
  id: string,
  input: TReviewHiddenInput,
): Promise<TReviewHiddenResult> {
  const restaurantId = await db.transaction(async (tx) => {
    const before = await repo.lockReview(tx, id);
    if (!before) throw new AppError('NOT_FOUND', ADMIN_CARE_MESSAGES.reviewNotFound);
    if ((before.hiddenAt !== null) === input.hidden) return before.restaurantId;
    const at = new Date();
    const reason = input.hidden ? (input.reason ?? '') : null;
    await repo.setReviewHidden(tx, id, input.hidden ? { at, reason: reason ?? '', by: caller.id } : null);
    const rating = await repo.moveRestaurantRating(
      tx,
      before.restaurantId,
      before.rating,
      input.hidden ? -1 : 1,
    );
    await recordAudit(tx, caller, {
      action: input.hidden ? 'review.hide' : 'review.unhide',
      targetType: 'review',
      targetId: id,
      before: { hidden: before.hiddenAt !== null, hiddenReason: before.hiddenReason, rating: before.rating },
      after: {
        hidden: input.hidden,
        hiddenReason: reason,
        restaurantId: before.restaurantId,
        restaurantRating: rating?.rating ?? null,
        restaurantRatingCount: rating?.ratingCount ?? null,
      },
    });
    return before.restaurantId;
  });
  const [review, restaurant] = await Promise.all([
    repo.findReview(db, id),
    repo.restaurantRating(db, restaurantId),
  ]);
  if (!review || !restaurant) throw new AppError('NOT_FOUND', ADMIN_CARE_MESSAGES.reviewNotFound);
  return {
    review: toAdminReviewDto(review),
    restaurant: {
      _id: restaurant.id,
      rating: shownRating(restaurant.rating),
      ratingCount: restaurant.ratingCount,
    },
  };
}
