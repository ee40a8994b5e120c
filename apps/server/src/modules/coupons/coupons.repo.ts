import { and, desc, eq, isNotNull, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { couponRedemptions, coupons, orders, restaurants } from '../../db/schema/index.ts';

export type CouponRow = typeof coupons.$inferSelect;
export type NewCoupon = typeof coupons.$inferInsert;

export async function findCouponByCode(db: Db, code: string): Promise<CouponRow | undefined> {
  return (await db.select().from(coupons).where(eq(coupons.code, code)).limit(1))[0];
}

/** How many times this customer holds each coupon now (redemptions not released). */
export async function customerUses(
  db: Db,
  userId: string,
  couponIds: string[],
): Promise<Map<string, number>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .select({ couponId: couponRedemptions.couponId, n: sql<number>`count(*)::int` })
    .from(couponRedemptions)
    .where(
      and(
        eq(couponRedemptions.userId, userId),
        isNull(couponRedemptions.releasedAt),
        sql`${couponRedemptions.couponId} in ${couponIds}`,
      ),
    )
    .groupBy(couponRedemptions.couponId);
  return new Map(rows.map((r) => [r.couponId, r.n]));
}

/** A first order: the customer has no order that was paid and not cancelled. */
export async function isFirstOrder(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), isNotNull(orders.paidAt), ne(orders.status, 'Cancelled')))
    .limit(1);
  return rows.length === 0;
}

/** Active coupons that could apply at this restaurant now (the checkout's list). */
export async function findOffersFor(db: Db, restaurantId: string, now: Date): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(
      and(
        eq(coupons.isActive, true),
        sql`${coupons.validFrom} <= ${now.toISOString()}`,
        or(isNull(coupons.validTo), sql`${coupons.validTo} > ${now.toISOString()}`),
        or(isNull(coupons.restaurantId), eq(coupons.restaurantId, restaurantId)),
        or(isNull(coupons.restaurantIds), sql`${restaurantId} = any(${coupons.restaurantIds})`),
      ),
    )
    .orderBy(coupons.code)
    .limit(20);
}

export async function listPlatformCoupons(db: Db): Promise<CouponRow[]> {
  return db
    .select()
    .from(coupons)
    .where(eq(coupons.fundedBy, 'platform'))
    .orderBy(desc(coupons.createdAt))
    .limit(200);
}

/** Restaurant-funded coupons, of one owner's restaurants (null: every restaurant, for an admin). */
export async function listRestaurantCoupons(db: Db, ownerId: string | null): Promise<CouponRow[]> {
  const rows = await db
    .select({ coupon: coupons })
    .from(coupons)
    .innerJoin(restaurants, eq(restaurants.id, coupons.restaurantId))
    .where(ownerId === null ? undefined : eq(restaurants.ownerId, ownerId))
    .orderBy(desc(coupons.createdAt))
    .limit(200);
  return rows.map((r) => r.coupon);
}

/** Inserts a coupon; undefined when its code is taken. */
export async function insertCoupon(db: Db, c: NewCoupon): Promise<CouponRow | undefined> {
  return (await db.insert(coupons).values(c).onConflictDoNothing({ target: coupons.code }).returning())[0];
}

/** The coupons an admin edits at /api/admin/coupons: the platform's own. */
export const platformFunded: SQL = eq(coupons.fundedBy, 'platform');

/**
 * The coupons a caller edits at /api/owner/coupons: those a restaurant they manage funds (`managed`
 * is owner-access's `managedBy`, so the check and the write are one statement).
 */
export function fundedByManagedRestaurant(managed: SQL): SQL {
  return and(
    eq(coupons.fundedBy, 'restaurant'),
    sql`exists (select 1 from ${restaurants} where ${restaurants.id} = ${coupons.restaurantId} and ${managed})`,
  ) as SQL;
}

/** Changes a coupon within `scope`; undefined when there is no such coupon in it (nothing changed). */
export async function updateCoupon(
  db: Db,
  scope: SQL,
  id: string,
  set: Partial<Pick<CouponRow, 'isActive' | 'perCustomerLimit' | 'totalLimit' | 'validTo'>>,
): Promise<CouponRow | undefined> {
  const mine = and(eq(coupons.id, id), scope);
  if (Object.keys(set).length === 0) return (await db.select().from(coupons).where(mine).limit(1))[0];
  return (await db.update(coupons).set(set).where(mine).returning())[0];
}

/** The owner of a restaurant: undefined when there is no such restaurant. */
export async function findRestaurantOwner(db: Db, restaurantId: string): Promise<string | null | undefined> {
  const row = (
    await db
      .select({ ownerId: restaurants.ownerId })
      .from(restaurants)
      .where(eq(restaurants.id, restaurantId))
      .limit(1)
  )[0];
  return row ? row.ownerId : undefined;
}
