import type { Db } from '../../db/client.ts';

/**
 * What orders asks of coupons, as an interface (decision 042): app.ts passes `couponsForOrders`
 * (coupons-for-orders.ts) in `OrderDeps.coupons`. The writes are in coupon-redemption.ts.
 */

/** A coupon that applies to this order: what the bill takes off, and what placing it redeems. */
export type PricedCoupon = {
  couponId: string;
  code: string;
  discountPaise: number;
  perCustomerLimit: number | null;
};

export type CouponsForOrders = {
  /** The coupon's discount on this item total; an AppError (400) with the reason when it does not apply. */
  priceCoupon(
    db: Db,
    q: { code: string; userId: string; restaurantId: string; itemTotalPaise: number; now: Date },
  ): Promise<PricedCoupon>;
};
