import {
  applyCoupon,
  COUPON_MESSAGES,
  normaliseCouponCode,
  paiseToRupees,
  rupeesToPaise,
  type TCoupon,
  type TCouponOffers,
  type ZCouponInput,
  type ZCouponPatch,
} from '@app/shared';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/auth.ts';
import { canManage, managedBy } from '../owner/owner-access.ts';
import { couponRule, toCouponDto } from './coupons.mappers.ts';
import * as repo from './coupons.repo.ts';
import type { PricedCoupon } from './coupons-port.ts';

/** The coupon's discount for this order, or a 400 (409 when used up) with the reason in words. */
export async function priceCoupon(
  db: Db,
  q: { code: string; userId: string; restaurantId: string; itemTotalPaise: number; now: Date },
): Promise<PricedCoupon> {
  const coupon = await repo.findCouponByCode(db, normaliseCouponCode(q.code));
  if (!coupon) throw new AppError('BAD_REQUEST', COUPON_MESSAGES.notValid);
  const [uses, firstOrder] = await Promise.all([
    repo.customerUses(db, q.userId, [coupon.id]),
    coupon.firstOrderOnly ? repo.isFirstOrder(db, q.userId) : Promise.resolve(true),
  ]);
  const verdict = applyCoupon(couponRule(coupon), {
    itemTotalPaise: q.itemTotalPaise,
    restaurantId: q.restaurantId,
    isFirstOrder: firstOrder,
    customerUses: uses.get(coupon.id) ?? 0,
    now: q.now,
  });
  // Used up is the state of the coupon, not the request (409, as when the last use is lost to a
  // racing order at redemption); every other refusal is about this order (400).
  if (!verdict.ok)
    throw new AppError(
      verdict.reason === COUPON_MESSAGES.usedUp(coupon.code) ? 'CONFLICT' : 'BAD_REQUEST',
      verdict.reason,
    );
  return {
    couponId: coupon.id,
    code: coupon.code,
    discountPaise: verdict.discountPaise,
    perCustomerLimit: coupon.perCustomerLimit,
  };
}

/** GET /api/coupons: the coupons the checkout lists, each applicable or with why not. */
export async function couponOffers(
  db: Db,
  caller: SessionUser,
  q: { restaurantId: string; itemTotal: number },
  now = new Date(),
): Promise<TCouponOffers> {
  const offers = await repo.findOffersFor(db, q.restaurantId, now);
  const [uses, firstOrder] = await Promise.all([
    repo.customerUses(
      db,
      caller.id,
      offers.map((c) => c.id),
    ),
    repo.isFirstOrder(db, caller.id),
  ]);
  const itemTotalPaise = rupeesToPaise(q.itemTotal);
  return {
    items: offers.map((c) => {
      const verdict = applyCoupon(couponRule(c), {
        itemTotalPaise,
        restaurantId: q.restaurantId,
        isFirstOrder: firstOrder,
        customerUses: uses.get(c.id) ?? 0,
        now,
      });
      return {
        code: c.code,
        summary: toCouponDto(c).summary,
        applicable: verdict.ok,
        discount: verdict.ok ? paiseToRupees(verdict.discountPaise) : 0,
        reason: verdict.ok ? null : verdict.reason,
      };
    }),
  };
}

type CouponInput = z.output<typeof ZCouponInput>;

function newCouponOf(input: CouponInput): Omit<repo.NewCoupon, 'fundedBy'> {
  return {
    code: input.code,
    kind: input.kind,
    value: input.kind === 'flat' ? rupeesToPaise(input.value) : Math.round(input.value * 100),
    maxDiscountPaise: input.maxDiscount === null ? null : rupeesToPaise(input.maxDiscount),
    minOrderPaise: rupeesToPaise(input.minOrder),
    firstOrderOnly: input.firstOrderOnly,
    perCustomerLimit: input.perCustomerLimit,
    totalLimit: input.totalLimit,
    ...(input.validFrom ? { validFrom: new Date(input.validFrom) } : {}),
    validTo: input.validTo === null ? null : new Date(input.validTo),
  };
}

async function insertOrRefuse(db: Db, c: repo.NewCoupon): Promise<TCoupon> {
  const row = await repo.insertCoupon(db, c);
  if (!row) throw new AppError('CONFLICT', COUPON_MESSAGES.codeTaken);
  return toCouponDto(row);
}

export async function listPlatformCoupons(db: Db): Promise<TCoupon[]> {
  return (await repo.listPlatformCoupons(db)).map(toCouponDto);
}

export async function createPlatformCoupon(db: Db, input: CouponInput): Promise<TCoupon> {
  return insertOrRefuse(db, {
    ...newCouponOf(input),
    fundedBy: 'platform',
    restaurantIds: input.restaurantIds,
  });
}

type CouponPatch = z.output<typeof ZCouponPatch>;

/** Applies an edit to a coupon within `scope` (repo.platformFunded, or a manager's restaurants'). */
async function updateCouponIn(db: Db, scope: SQL, id: string, patch: CouponPatch): Promise<TCoupon> {
  const row = await repo.updateCoupon(db, scope, id, {
    ...(patch.isActive !== undefined ? { isActive: patch.isActive } : {}),
    ...(patch.perCustomerLimit !== undefined ? { perCustomerLimit: patch.perCustomerLimit } : {}),
    ...(patch.totalLimit !== undefined ? { totalLimit: patch.totalLimit } : {}),
    ...(patch.validTo !== undefined
      ? { validTo: patch.validTo === null ? null : new Date(patch.validTo) }
      : {}),
  });
  if (!row) throw new AppError('NOT_FOUND', COUPON_MESSAGES.couponNotFound);
  return toCouponDto(row);
}

export async function updatePlatformCoupon(db: Db, id: string, patch: CouponPatch): Promise<TCoupon> {
  return updateCouponIn(db, repo.platformFunded, id, patch);
}

/**
 * An owner's edit of a coupon one of their restaurants funds (an admin's: of any restaurant's).
 * Another owner's coupon, or a platform coupon, is a 404 as if it did not exist.
 */
export async function updateOwnerCoupon(
  db: Db,
  caller: SessionUser,
  id: string,
  patch: CouponPatch,
): Promise<TCoupon> {
  return updateCouponIn(db, repo.fundedByManagedRestaurant(managedBy(caller)), id, patch);
}

export async function listOwnerCoupons(db: Db, caller: SessionUser): Promise<TCoupon[]> {
  return (await repo.listRestaurantCoupons(db, caller.role === 'admin' ? null : caller.id)).map(toCouponDto);
}

/** A restaurant-funded coupon, for a restaurant the caller manages only (403 otherwise). */
export async function createOwnerCoupon(db: Db, caller: SessionUser, input: CouponInput): Promise<TCoupon> {
  if (!input.restaurantId) throw new AppError('BAD_REQUEST', 'restaurantId: is required');
  const ownerId = await repo.findRestaurantOwner(db, input.restaurantId);
  if (ownerId === undefined || !canManage(caller, ownerId))
    throw new AppError('FORBIDDEN', COUPON_MESSAGES.notYourRestaurant);
  return insertOrRefuse(db, {
    ...newCouponOf(input),
    fundedBy: 'restaurant',
    restaurantId: input.restaurantId,
    restaurantIds: null,
  });
}
