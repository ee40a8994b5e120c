import { describeCoupon, paiseToRupees, type TCoupon, type TCouponRule } from '@app/shared';
import type { CouponRow } from './coupons.repo.ts';

/** The shared rule's view of a stored coupon: a restaurant's coupon applies to that restaurant only. */
export function couponRule(c: CouponRow): TCouponRule {
  return {
    code: c.code,
    kind: c.kind,
    value: c.value,
    maxDiscountPaise: c.maxDiscountPaise,
    minOrderPaise: c.minOrderPaise,
    firstOrderOnly: c.firstOrderOnly,
    perCustomerLimit: c.perCustomerLimit,
    totalLimit: c.totalLimit,
    usedCount: c.usedCount,
    validFrom: c.validFrom,
    validTo: c.validTo,
    isActive: c.isActive,
    restaurantIds: c.restaurantId !== null ? [c.restaurantId] : c.restaurantIds,
  };
}

export function toCouponDto(c: CouponRow): TCoupon {
  return {
    id: c.id,
    code: c.code,
    fundedBy: c.fundedBy,
    restaurantId: c.restaurantId,
    restaurantIds: c.restaurantIds,
    kind: c.kind,
    value: c.kind === 'flat' ? paiseToRupees(c.value) : c.value / 100,
    maxDiscount: c.maxDiscountPaise === null ? null : paiseToRupees(c.maxDiscountPaise),
    minOrder: paiseToRupees(c.minOrderPaise),
    firstOrderOnly: c.firstOrderOnly,
    perCustomerLimit: c.perCustomerLimit,
    totalLimit: c.totalLimit,
    usedCount: c.usedCount,
    validFrom: c.validFrom.toISOString(),
    validTo: c.validTo?.toISOString() ?? null,
    isActive: c.isActive,
    summary: describeCoupon(c),
  };
}
