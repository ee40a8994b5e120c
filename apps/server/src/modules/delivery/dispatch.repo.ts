import { ACTIVE_DELIVERY_STATUSES, RIDER_DELIVERY_CAP_DEFAULT } from '@app/shared';
import { and, asc, count, eq, gt, isNull, ne, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pgArray } from '../../db/pg-array.ts';
import {
  deliveryOffers,
  deliveryPartners,
  jobs,
  orderItems,
  orders,
  restaurants,
  riderPositions,
  siteSettings,
  user,
} from '../../db/schema/index.ts';
import { JOBS_CHANNEL } from '../../lib/job-queue.ts';
import { ORDER_EVENTS_CHANNEL } from '../orders/order-events.ts';
import { offeredForPickup } from '../orders/order-visibility.sql.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Preparing, paid, and nobody delivers it yet: what the dispatcher offers (orders_awaiting_rider_idx). */
export const awaitingRider = and(eq(orders.status, 'Preparing'), isNull(orders.deliveryPartnerId)) as SQL;

const pendingOfferFor = (orderId: SQL | string) =>
  sql`exists (select 1 from ${deliveryOffers} where ${deliveryOffers.orderId} = ${orderId} and ${deliveryOffers.status} = 'pending')`;

/**
 * The `offer` event of an offer row (order_events; the rider's screen reads GET /api/delivery/offer
 * again), made in SQL so a statement that changes many offers tells every rider as it commits.
 */
const offerNotice = (orderId: SQL, riderId: SQL) =>
  sql`pg_notify(${ORDER_EVENTS_CHANNEL}, json_build_object('orderId', ${orderId}, 'kind', 'offer', 'offeredTo', ${riderId},
    'status', 'Preparing', 'userId', '', 'restaurantOwnerId', null, 'deliveryPartnerId', null, 'ready', false)::text)`;

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

/**
 * Offers past their time become expired, and pending offers that can no longer be accepted are
 * withdrawn (the order was taken, cancelled or moved on, or its rider went off duty); each rider
 * whose offer changed hears it. One statement: the two updates touch different rows (unexpired and
 * expired), and the events go out as it commits.
 */
export async function settleOffers(db: Db, now: Date): Promise<{ expired: number; withdrawn: number }> {
  const result = (await db.execute(sql`
    with expired as (
      update ${deliveryOffers} set status = 'expired', answered_at = ${now}
      where status = 'pending' and expires_at <= ${now}
      returning order_id, rider_id
    ), withdrawn as (
      update ${deliveryOffers} set status = 'withdrawn', answered_at = ${now}
      where status = 'pending' and expires_at > ${now}
        and (not exists (select 1 from ${orders} where ${orders.id} = ${deliveryOffers.orderId} and ${awaitingRider})
          or not exists (select 1 from ${deliveryPartners} where ${deliveryPartners.userId} = ${deliveryOffers.riderId} and ${deliveryPartners.onDuty}))
      returning order_id, rider_id
    ), told as (
      select ${offerNotice(sql`changed.order_id`, sql`changed.rider_id`)} as sent
      from (select order_id, rider_id from expired union all select order_id, rider_id from withdrawn) as changed
    )
    select (select count(*)::int from expired) as expired, (select count(*)::int from withdrawn) as withdrawn,
      (select count(*)::int from told) as told`)) as unknown as {
    rows: { expired: number; withdrawn: number }[];
  };
  const row = result.rows[0];
  return { expired: Number(row?.expired ?? 0), withdrawn: Number(row?.withdrawn ?? 0) };
}

/** Tells these riders their offer changed (the order's `offer` event), in one statement. */
export async function notifyOfferChanges(
  db: Pick<Db, 'execute'>,
  offers: { orderId: string; riderId: string }[],
) {
  if (offers.length === 0) return;
  await db.execute(sql`
    select ${offerNotice(sql`changed.order_id`, sql`changed.rider_id`)}
    from unnest(${pgArray(offers.map((o) => o.orderId))}::uuid[], ${pgArray(offers.map((o) => o.riderId))}::text[])
      as changed(order_id, rider_id)`);
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
      /** Riders who already had (and let go of) an offer of it: not asked again for this order. */
      askedRiders: sql<
        string[]
      >`array(select ${deliveryOffers.riderId} from ${deliveryOffers} where ${deliveryOffers.orderId} = ${orders.id} and ${deliveryOffers.status} <> 'pending')`,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(and(awaitingRider, sql`not ${pendingOfferFor(sql`${orders.id}`)}`))
    .orderBy(asc(orders.updatedAt))
    .limit(limit);
}

const riderCap = sql`coalesce((select ${siteSettings.riderDeliveryCap} from ${siteSettings} where ${siteSettings.id} = 1), ${RIDER_DELIVERY_CAP_DEFAULT})`;

type DispatchRiderRow = {
  riderId: string;
  lat: number;
  lng: number;
  dutySince: Date;
  lastDeliveredAt: Date | string | null;
  held: number;
  cap: number;
  drop: { lat: number; lng: number } | null;
};

/**
 * On-duty riders with a position newer than `freshSince` and no offer pending: those under the cap
 * can take an offer now; those at the cap whose one delivery is on its way to the customer come with
 * its drop point (free there soon); the rest are left out. `lastDeliveredAt` (their idle time) is
 * read for the first kind only. The deliveries in hand are counted once, grouped, not per rider.
 */
export async function findDispatchRiders(db: Db, freshSince: Date): Promise<DispatchRiderRow[]> {
  const active = sql.join(
    ACTIVE_DELIVERY_STATUSES.map((s) => sql`${s}`),
    sql`, `,
  );
  const result = (await db.execute(sql`
    with in_hand as (
      select delivery_partner_id as rider_id, count(*)::int as held,
        case when count(*) = 1 and bool_and(status = 'On the way')
          then max((delivery_info->>'lat')::float8) end as drop_lat,
        case when count(*) = 1 and bool_and(status = 'On the way')
          then max((delivery_info->>'lng')::float8) end as drop_lng
      from ${orders}
      where status in (${active}) and delivery_partner_id is not null
      group by delivery_partner_id
    ), cap as (
      select ${riderCap}::int as n
    )
    select rp.user_id as "riderId", rp.lat, rp.lng, dp.updated_at as "dutySince",
      coalesce(h.held, 0) as held, cap.n as cap, h.drop_lat as "dropLat", h.drop_lng as "dropLng",
      case when coalesce(h.held, 0) < cap.n then (
        select max(done.delivered_at) from ${orders} as done
        where done.delivery_partner_id = rp.user_id and done.delivered_at is not null
      ) end as "lastDeliveredAt"
    from ${riderPositions} as rp
    join ${deliveryPartners} as dp on dp.user_id = rp.user_id and dp.on_duty
    cross join cap
    left join in_hand as h on h.rider_id = rp.user_id
    where rp.recorded_at > ${freshSince}
      and not exists (select 1 from ${deliveryOffers} as o where o.rider_id = rp.user_id and o.status = 'pending')
      and (coalesce(h.held, 0) < cap.n or h.drop_lat is not null)
    limit 5000`)) as unknown as {
    rows: {
      riderId: string;
      lat: number;
      lng: number;
      dutySince: Date | string;
      held: number;
      cap: number;
      dropLat: number | null;
      dropLng: number | null;
      lastDeliveredAt: Date | string | null;
    }[];
  };
  return result.rows.map((r) => ({
    riderId: r.riderId,
    lat: Number(r.lat),
    lng: Number(r.lng),
    dutySince: new Date(r.dutySince),
    lastDeliveredAt: r.lastDeliveredAt,
    held: Number(r.held),
    cap: Number(r.cap),
    drop:
      r.dropLat !== null && r.dropLng !== null ? { lat: Number(r.dropLat), lng: Number(r.dropLng) } : null,
  }));
}

/**
 * A round's offers in one statement: each only while its order still waits for a rider and its rider
 * is still on duty (a round's reads may be a moment old), and unless the order or the rider has one
 * pending already (the partial unique indexes: someone was first). Each rider offered hears it as
 * the statement commits. Returns the offers made.
 */
export async function insertOffers(
  db: Db,
  offers: { orderId: string; riderId: string; pickupKm: number }[],
  offeredAt: Date,
  expiresAt: Date,
): Promise<{ orderId: string; riderId: string }[]> {
  if (offers.length === 0) return [];
  const result = (await db.execute(sql`
    with made as (
      insert into ${deliveryOffers} (order_id, rider_id, pickup_km, offered_at, expires_at, status)
      select chosen.order_id, chosen.rider_id, chosen.pickup_km, ${offeredAt}, ${expiresAt}, 'pending'
      from unnest(${pgArray(offers.map((o) => o.orderId))}::uuid[], ${pgArray(offers.map((o) => o.riderId))}::text[],
        ${pgArray(offers.map((o) => o.pickupKm))}::real[]) as chosen(order_id, rider_id, pickup_km)
      where exists (select 1 from ${orders} where ${orders.id} = chosen.order_id and ${awaitingRider})
        and exists (select 1 from ${deliveryPartners} where ${deliveryPartners.userId} = chosen.rider_id and ${deliveryPartners.onDuty})
      on conflict do nothing
      returning id, order_id, rider_id
    ), told as (
      -- Each rider offered also gets a push (modules/notifications), queued with the offer.
      insert into ${jobs} (kind, payload, dedupe_key)
      select 'rider-offer', jsonb_build_object('offerId', made.id), 'rider-offer:' || made.id from made
      on conflict do nothing
    )
    select made.order_id as "orderId", made.rider_id as "riderId", ${offerNotice(sql`made.order_id`, sql`made.rider_id`)}::text as sent,
      pg_notify(${JOBS_CHANNEL}, '') as woke
    from made`)) as unknown as { rows: { orderId: string; riderId: string }[] };
  return result.rows.map((r) => ({ orderId: r.orderId, riderId: r.riderId }));
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
      status: orders.status,
      paymentMethod: orders.paymentMethod,
      paidAt: orders.paidAt,
      totalPaise: orders.totalPaise,
      tipPaise: orders.tipPaise,
      placedAt: orders.createdAt,
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
