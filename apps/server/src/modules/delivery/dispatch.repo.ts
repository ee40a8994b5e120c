import { ACTIVE_DELIVERY_STATUSES, RIDER_DELIVERY_CAP_DEFAULT } from '@app/shared';
import { and, asc, count, eq, gt, inArray, isNull, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import {
  deliveryOffers,
  deliveryPartners,
  orderItems,
  orders,
  restaurants,
  riderPositions,
  siteSettings,
  user,
} from '../../db/schema/index.ts';
import { offeredForPickup } from '../orders/order-visibility.sql.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Preparing, paid, and nobody delivers it yet: what the dispatcher offers (orders_awaiting_rider_idx). */
export const awaitingRider = and(eq(orders.status, 'Preparing'), isNull(orders.deliveryPartnerId)) as SQL;

const pendingOfferFor = (orderId: SQL | string) =>
  sql`exists (select 1 from ${deliveryOffers} where ${deliveryOffers.orderId} = ${orderId} and ${deliveryOffers.status} = 'pending')`;

/** True when the order is offered to a rider other than `riderId` right now (the board hides it from the rest). */
export const offeredToSomeoneElse = (riderId: string) =>
  sql`exists (select 1 from ${deliveryOffers} where ${deliveryOffers.orderId} = ${orders.id} and ${deliveryOffers.status} = 'pending' and ${deliveryOffers.riderId} <> ${riderId})`;

/** The board's first tap wins, except on an order offered to another rider right now. */
export const boardTakeable = (riderId: string) =>
  and(offeredForPickup, sql`not ${offeredToSomeoneElse(riderId)}`) as SQL;

export async function isOfferedToAnother(db: Db, orderId: string, riderId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: deliveryOffers.id })
    .from(deliveryOffers)
    .where(
      and(
        eq(deliveryOffers.orderId, orderId),
        eq(deliveryOffers.status, 'pending'),
        ne(deliveryOffers.riderId, riderId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Keeps an on-duty rider's latest position, at most one a second (older rows are overwritten). */
export async function keepRiderPosition(
  db: Db,
  riderId: string,
  position: { lat: number; lng: number },
  at: Date,
  minIntervalMs: number,
): Promise<boolean> {
  const rows = await db
    .insert(riderPositions)
    .values({ userId: riderId, ...position, recordedAt: at })
    .onConflictDoUpdate({
      target: riderPositions.userId,
      set: { lat: position.lat, lng: position.lng, recordedAt: at },
      setWhere: sql`${riderPositions.recordedAt} <= ${new Date(at.getTime() - minIntervalMs)}`,
    })
    .returning({ userId: riderPositions.userId });
  return rows.length > 0;
}

export async function findRiderPosition(db: Db, riderId: string) {
  const [row] = await db.select().from(riderPositions).where(eq(riderPositions.userId, riderId)).limit(1);
  return row;
}

/** Pending offers past their time become expired; returns whose they were. */
export async function expireOffers(db: Db, now: Date) {
  return db
    .update(deliveryOffers)
    .set({ status: 'expired', answeredAt: now })
    .where(and(eq(deliveryOffers.status, 'pending'), lte(deliveryOffers.expiresAt, now)))
    .returning({ orderId: deliveryOffers.orderId, riderId: deliveryOffers.riderId });
}

/**
 * Pending offers that can no longer be accepted are withdrawn: the order was taken, cancelled or
 * moved on, or its rider went off duty. Returns whose they were (their riders are told).
 */
export async function withdrawStaleOffers(db: Db, now: Date) {
  return db
    .update(deliveryOffers)
    .set({ status: 'withdrawn', answeredAt: now })
    .where(
      and(
        eq(deliveryOffers.status, 'pending'),
        sql`(not exists (select 1 from ${orders} where ${orders.id} = ${deliveryOffers.orderId} and ${awaitingRider})
          or not exists (select 1 from ${deliveryPartners} where ${deliveryPartners.userId} = ${deliveryOffers.riderId} and ${deliveryPartners.onDuty}))`,
      ),
    )
    .returning({ orderId: deliveryOffers.orderId, riderId: deliveryOffers.riderId });
}

/** The withdraw of one order's pending offer (an admin assigned it by hand), in the caller's transaction. */
export async function withdrawOfferForOrder(tx: Tx | Db, orderId: string, now: Date) {
  return tx
    .update(deliveryOffers)
    .set({ status: 'withdrawn', answeredAt: now })
    .where(and(eq(deliveryOffers.orderId, orderId), eq(deliveryOffers.status, 'pending')))
    .returning({ riderId: deliveryOffers.riderId });
}

/** Orders waiting for a rider with no offer out, oldest first, with what the dispatcher needs. */
export async function findOrdersToOffer(db: Db, limit: number) {
  return db
    .select({
      id: orders.id,
      restaurantId: orders.restaurantId,
      userId: orders.userId,
      ownerId: restaurants.ownerId,
      restaurantLat: restaurants.lat,
      restaurantLng: restaurants.lng,
      readyAt: orders.readyAt,
      preparingAt: orders.preparingAt,
      prepMinutes: orders.prepMinutes,
      updatedAt: orders.updatedAt,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(and(awaitingRider, sql`not ${pendingOfferFor(sql`${orders.id}`)}`))
    .orderBy(asc(orders.updatedAt))
    .limit(limit);
}

/** Riders who already had (and let go of) an offer for these orders: not asked again for the same one. */
export async function findPastOfferRiders(db: Db, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .select({ orderId: deliveryOffers.orderId, riderId: deliveryOffers.riderId })
    .from(deliveryOffers)
    .where(and(inArray(deliveryOffers.orderId, orderIds), ne(deliveryOffers.status, 'pending')));
}

const heldCount = sql<number>`(select count(*)::int from ${orders} as held where held.delivery_partner_id = ${riderPositions.userId} and held.status in (${sql.join(
  ACTIVE_DELIVERY_STATUSES.map((s) => sql`${s}`),
  sql`, `,
)}))`;
const riderCap = sql`coalesce((select ${siteSettings.riderDeliveryCap} from ${siteSettings} where ${siteSettings.id} = 1), ${RIDER_DELIVERY_CAP_DEFAULT})`;

/**
 * Riders who can take an offer now: on duty, a position newer than `freshSince`, no offer pending,
 * and fewer deliveries in hand than the cap. `idleSince` is their last delivery or duty change.
 */
export async function findAvailableRiders(db: Db, freshSince: Date) {
  return db
    .select({
      riderId: riderPositions.userId,
      lat: riderPositions.lat,
      lng: riderPositions.lng,
      dutySince: deliveryPartners.updatedAt,
      lastDeliveredAt: sql<Date | null>`(select max(${orders.deliveredAt}) from ${orders} where ${orders.deliveryPartnerId} = ${riderPositions.userId} and ${orders.deliveredAt} is not null)`,
    })
    .from(riderPositions)
    .innerJoin(deliveryPartners, eq(deliveryPartners.userId, riderPositions.userId))
    .where(
      and(
        eq(deliveryPartners.onDuty, true),
        gt(riderPositions.recordedAt, freshSince),
        sql`not exists (select 1 from ${deliveryOffers} where ${deliveryOffers.riderId} = ${riderPositions.userId} and ${deliveryOffers.status} = 'pending')`,
        sql`${heldCount} < ${riderCap}`,
      ),
    )
    .limit(5_000);
}

/**
 * An offer, only while the order still waits for a rider and the rider is still on duty (a round's
 * reads may be a moment old), and unless the order or the rider has one pending already (the
 * partial unique indexes: someone was first). False when nothing was offered.
 */
export async function insertOffer(
  db: Db,
  offer: { orderId: string; riderId: string; pickupKm: number; offeredAt: Date; expiresAt: Date },
): Promise<boolean> {
  const rows = (await db.execute(sql`
    insert into ${deliveryOffers} (order_id, rider_id, pickup_km, offered_at, expires_at, status)
    select ${offer.orderId}, ${offer.riderId}, ${offer.pickupKm}, ${offer.offeredAt}, ${offer.expiresAt}, 'pending'
    where exists (select 1 from ${orders} where ${orders.id} = ${offer.orderId} and ${awaitingRider})
      and exists (select 1 from ${deliveryPartners} where ${deliveryPartners.userId} = ${offer.riderId} and ${deliveryPartners.onDuty})
    on conflict do nothing
    returning id`)) as unknown as { rows: unknown[] };
  return rows.rows.length > 0;
}

/**
 * The rider answers their pending offer: accepted or declined, only while it is pending and not
 * expired. Returns false when the offer had passed on already.
 */
export async function answerOffer(
  tx: Tx | Db,
  args: { orderId: string; riderId: string; answer: 'accepted' | 'declined'; now: Date },
): Promise<boolean> {
  const rows = await tx
    .update(deliveryOffers)
    .set({ status: args.answer, answeredAt: args.now })
    .where(
      and(
        eq(deliveryOffers.orderId, args.orderId),
        eq(deliveryOffers.riderId, args.riderId),
        eq(deliveryOffers.status, 'pending'),
        gt(deliveryOffers.expiresAt, args.now),
      ),
    )
    .returning({ id: deliveryOffers.id });
  return rows.length > 0;
}

/** The rider's pending, unexpired offer with what the offer card shows. */
export async function findPendingOffer(db: Db, riderId: string, now: Date) {
  const [row] = await db
    .select({
      orderId: deliveryOffers.orderId,
      pickupKm: deliveryOffers.pickupKm,
      offeredAt: deliveryOffers.offeredAt,
      expiresAt: deliveryOffers.expiresAt,
      deliveryInfo: orders.deliveryInfo,
      restaurantName: restaurants.name,
      restaurantAddress: restaurants.address,
      restaurantLat: restaurants.lat,
      restaurantLng: restaurants.lng,
    })
    .from(deliveryOffers)
    .innerJoin(orders, eq(orders.id, deliveryOffers.orderId))
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(
      and(
        eq(deliveryOffers.riderId, riderId),
        eq(deliveryOffers.status, 'pending'),
        gt(deliveryOffers.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
}

export async function findOrderLines(db: Db, orderId: string) {
  return db
    .select({ name: orderItems.name, quantity: orderItems.quantity })
    .from(orderItems)
    .where(eq(orderItems.orderId, orderId))
    .limit(50);
}

/** Admin: preparing orders nobody delivers yet, oldest first, with their pending offer if any. */
export async function findDispatchQueuePage(db: Db, page: { limit: number; offset: number }) {
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: orders.id,
        restaurantName: restaurants.name,
        waitingSince: orders.updatedAt,
        preparingAt: orders.preparingAt,
        readyAt: orders.readyAt,
        offeredTo: user.name,
        offerExpiresAt: deliveryOffers.expiresAt,
        offersMade: sql<number>`(select count(*)::int from ${deliveryOffers} as made where made.order_id = ${orders.id})`,
      })
      .from(orders)
      .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
      .leftJoin(
        deliveryOffers,
        and(eq(deliveryOffers.orderId, orders.id), eq(deliveryOffers.status, 'pending')),
      )
      .leftJoin(user, eq(user.id, deliveryOffers.riderId))
      .where(awaitingRider)
      .orderBy(asc(orders.updatedAt), asc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(orders).where(awaitingRider),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

export async function findUserRole(db: Db, userId: string) {
  const [row] = await db
    .select({ role: user.role, onDuty: deliveryPartners.onDuty })
    .from(user)
    .leftJoin(deliveryPartners, eq(deliveryPartners.userId, user.id))
    .where(eq(user.id, userId))
    .limit(1);
  return row;
}
