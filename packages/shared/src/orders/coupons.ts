/**
 * Whether a coupon applies to an order, and its discount in paise: the one rule the quote, the
 * order, the checkout list and the tests read. A percent coupon's discount is rounded to the paisa,
 * half up, then capped; no discount is larger than the item total.
 */
import { COUPON_MESSAGES } from '../messages/coupons.ts';
import { basisPointsOfPaise, formatRupees, paiseToRupees } from '../money.ts';

export type TCouponRule = {
  code: string;
  kind: 'flat' | 'percent';
  /** Paise for a flat coupon, basis points for a percent one. */
  value: number;
  maxDiscountPaise: number | null;
  minOrderPaise: number;
  firstOrderOnly: boolean;
  perCustomerLimit: number | null;
  totalLimit: number | null;
  usedCount: number;
  validFrom: Date;
  validTo: Date | null;
  isActive: boolean;
  /** The restaurants it applies to; null: every restaurant. */
  restaurantIds: readonly string[] | null;
};

export type TCouponOrder = {
  itemTotalPaise: number;
  restaurantId: string;
  isFirstOrder: boolean;
  /** The customer's unreleased uses of this coupon so far. */
  customerUses: number;
  now: Date;
};

export type TCouponVerdict = { ok: true; discountPaise: number } | { ok: false; reason: string };

/** The discount alone, before any condition: half up to the paisa, capped, at most the item total. */
export function couponDiscountPaise(
  c: Pick<TCouponRule, 'kind' | 'value' | 'maxDiscountPaise'>,
  itemTotalPaise: number,
): number {
  const raw = c.kind === 'flat' ? c.value : basisPointsOfPaise(itemTotalPaise, c.value);
  const capped = c.maxDiscountPaise === null ? raw : Math.min(raw, c.maxDiscountPaise);
  return Math.max(0, Math.min(capped, itemTotalPaise));
}

export function applyCoupon(c: TCouponRule, o: TCouponOrder): TCouponVerdict {
  const refuse = (reason: string): TCouponVerdict => ({ ok: false, reason });
  if (!c.isActive) return refuse(COUPON_MESSAGES.notValid);
  if (c.validTo !== null && o.now.getTime() >= c.validTo.getTime()) return refuse(COUPON_MESSAGES.expired);
  if (o.now.getTime() < c.validFrom.getTime()) return refuse(COUPON_MESSAGES.notYet(c.code));
  if (c.restaurantIds !== null && !c.restaurantIds.includes(o.restaurantId))
    return refuse(COUPON_MESSAGES.notForRestaurant(c.code));
  if (c.totalLimit !== null && c.usedCount >= c.totalLimit) return refuse(COUPON_MESSAGES.usedUp(c.code));
  if (c.firstOrderOnly && !o.isFirstOrder) return refuse(COUPON_MESSAGES.firstOrderOnly(c.code));
  if (c.perCustomerLimit !== null && o.customerUses >= c.perCustomerLimit)
    return refuse(COUPON_MESSAGES.alreadyUsed(c.code));
  if (o.itemTotalPaise < c.minOrderPaise)
    return refuse(COUPON_MESSAGES.addMore(c.minOrderPaise - o.itemTotalPaise, c.code));
  return { ok: true, discountPaise: couponDiscountPaise(c, o.itemTotalPaise) };
}

/** A code as typed: trimmed and upper-case, as codes are stored. */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

/** A coupon in words: "50% off up to ₹100.00 on orders of ₹149.00 or more, first order only". */
export function describeCoupon(
  c: Pick<
    TCouponRule,
    'kind' | 'value' | 'maxDiscountPaise' | 'minOrderPaise' | 'firstOrderOnly' | 'perCustomerLimit'
  >,
): string {
  const off =
    c.kind === 'flat'
      ? `${formatRupees(paiseToRupees(c.value))} off`
      : `${c.value / 100}% off${c.maxDiscountPaise === null ? '' : ` up to ${formatRupees(paiseToRupees(c.maxDiscountPaise))}`}`;
  const min =
    c.minOrderPaise > 0 ? ` on orders of ${formatRupees(paiseToRupees(c.minOrderPaise))} or more` : '';
  const first = c.firstOrderOnly ? ', first order only' : '';
  const once = c.perCustomerLimit === 1 ? ', once per customer' : '';
  return `${off}${min}${first}${once}`;
}
