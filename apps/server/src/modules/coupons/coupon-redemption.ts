import { and, eq, isNull, sql } from 'drizzle-orm';
import { couponRedemptions, coupons } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';

/**
 * The two writes orders makes to a coupon, each inside the order's own transaction: a use taken
 * when the order is placed, and given back when it is cancelled (published, decision 042).
 */

export type CouponRedemption = {
  couponId: string;
  orderId: string;
  userId: string;
  perCustomerLimit: number | null;
};

/**
 * Takes one use of the coupon for this order. The conditional update locks the coupon's row, so
 * the last use goes to exactly one of many racing orders; the customer's own uses are counted
 * after that lock, so one customer's racing orders cannot pass their limit either.
 * Returns why it could not ('usedUp', 'alreadyUsed'), or null when the use is recorded.
 */
export async function redeemCoupon(tx: Tx, r: CouponRedemption): Promise<'usedUp' | 'alreadyUsed' | null> {
  const taken = await tx
    .update(coupons)
    .set({ usedCount: sql`${coupons.usedCount} + 1` })
    .where(
      and(
        eq(coupons.id, r.couponId),
        eq(coupons.isActive, true),
        sql`(${coupons.totalLimit} is null or ${coupons.usedCount} < ${coupons.totalLimit})`,
      ),
    )
    .returning({ id: coupons.id });
  if (taken.length === 0) return 'usedUp';
  if (r.perCustomerLimit !== null) {
    const [mine] = await tx
      .select({ n: sql<number>`count(*)::int` })
      .from(couponRedemptions)
      .where(
        and(
          eq(couponRedemptions.couponId, r.couponId),
          eq(couponRedemptions.userId, r.userId),
          isNull(couponRedemptions.releasedAt),
        ),
      );
    if ((mine?.n ?? 0) >= r.perCustomerLimit) return 'alreadyUsed';
  }
  await tx.insert(couponRedemptions).values({ couponId: r.couponId, orderId: r.orderId, userId: r.userId });
  return null;
}

/**
 * Gives the order's coupon use back (a cancelled or refunded order), once: only a redemption not
 * yet released is released, and `used_count` goes down with it in the same statement.
 */
export async function releaseCouponOfOrder(tx: Tx, orderId: string): Promise<void> {
  await tx.execute(sql`with released as (
      update ${couponRedemptions} set released_at = now()
      where ${couponRedemptions.orderId} = ${orderId} and ${couponRedemptions.releasedAt} is null
      returning coupon_id
    )
    update ${coupons} set used_count = used_count - 1 from released where ${coupons.id} = released.coupon_id`);
}
