import { ACTIVE_DELIVERY_STATUSES } from '@app/shared';
import {
  and,
  asc,
  count,
  eq,
  gte,
  inArray,
  isNotNull,
  isNull,
  lt,
  type SQL,
  sql,
  sum,
  TransactionRollbackError,
} from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { descNullsLast } from '../../db/order-by.ts';
import type { OrderRow } from '../../db/schema/index.ts';
import {
  courierLocations,
  deliveryPartners,
  orderItems,
  orders,
  restaurants,
  siteSettings,
  user,
} from '../../db/schema/index.ts';
import { offeredForPickup } from '../orders/order-visibility.sql.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Position = { lat: number; lng: number };

/** Items in an order (sum of quantities), read through order_items_order_idx. */
const itemsCount = sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`;

/** Ready, nobody has it yet: the shared visibility rule's offer, in SQL. */
const readyForPickup = offeredForPickup;

/**
 * Records "ready for pickup" on a Preparing order not yet marked (a conditional update, so a double
 * tap records it once); runs `then` in the same transaction. Undefined when nothing changed.
 */
export async function markReady(
  db: Db,
  orderId: string,
  then: (tx: Tx, row: OrderRow) => Promise<void>,
): Promise<OrderRow | undefined> {
  return db.transaction(async (tx) => {
    const now = new Date();
    const [row] = await tx
      .update(orders)
      .set({ readyAt: now, updatedAt: now })
      .where(and(eq(orders.id, orderId), eq(orders.status, 'Preparing'), isNull(orders.readyAt)))
      .returning();
    if (!row) return undefined;
    await then(tx, row);
    return row;
  });
}

export async function isOnDuty(db: Db, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ onDuty: deliveryPartners.onDuty })
    .from(deliveryPartners)
    .where(eq(deliveryPartners.userId, userId))
    .limit(1);
  return row?.onDuty ?? false;
}

export async function setOnDuty(db: Db, userId: string, onDuty: boolean): Promise<void> {
  await db
    .insert(deliveryPartners)
    .values({ userId, onDuty })
    .onConflictDoUpdate({ target: deliveryPartners.userId, set: { onDuty, updatedAt: new Date() } });
}

/** Orders ready for pickup, nearest restaurant first when a position is given, else oldest ready first. */
export async function findPickupsPage(
  db: Db,
  from: Position | null,
  page: { limit: number; offset: number },
  hide?: SQL,
) {
  const where = hide ? and(readyForPickup, sql`not ${hide}`) : readyForPickup;
  // Squared equirectangular distance: orders like the great-circle one at city scale, cheap to sort by.
  const nearness = from
    ? sql`power(${restaurants.lat} - ${from.lat}, 2) + power((${restaurants.lng} - ${from.lng}) * cos(radians(${from.lat})), 2)`
    : undefined;
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: orders.id,
        readyAt: orders.readyAt,
        deliveryInfo: orders.deliveryInfo,
        status: orders.status,
        paymentMethod: orders.paymentMethod,
        paidAt: orders.paidAt,
        totalPaise: orders.totalPaise,
        restaurantName: restaurants.name,
        restaurantAddress: restaurants.address,
        restaurantLat: restaurants.lat,
        restaurantLng: restaurants.lng,
        itemsCount,
      })
      .from(orders)
      .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
      .where(where)
      .orderBy(...(nearness ? [asc(nearness)] : []), asc(orders.readyAt), asc(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/**
 * Accept: the order becomes this partner's only if it is still ready, nobody has it, and the
 * rider holds fewer deliveries than the platform's cap (site_settings.rider_delivery_cap), all
 * checked in the one statement that assigns. The rider's row is locked first, so one rider's
 * accepts run one after another (under READ COMMITTED each then counts what the previous one
 * committed); different riders do not wait for each other.
 */
export async function assignPartner(
  db: Db,
  args: {
    orderId: string;
    partnerId: string;
    deliveryCode: string;
    feePaise: number;
    defaultCap: number;
    /** Which orders may be taken this way: ready for pickup (the board) unless said otherwise. */
    takeable?: SQL;
    /** Runs first in the transaction (an offer answered); false rolls back and assigns nothing. */
    first?: (tx: Tx) => Promise<boolean>;
  },
  then: (tx: Tx, row: OrderRow) => Promise<void>,
): Promise<OrderRow | undefined> {
  const assigning = db.transaction(async (tx) => {
    await tx
      .select({ userId: deliveryPartners.userId })
      .from(deliveryPartners)
      .where(eq(deliveryPartners.userId, args.partnerId))
      .for('update');
    if (args.first && !(await args.first(tx))) return undefined;
    const held = sql`(select count(*) from ${orders} as held where held.delivery_partner_id = ${args.partnerId} and held.status in (${sql.join(
      ACTIVE_DELIVERY_STATUSES.map((s) => sql`${s}`),
      sql`, `,
    )}))`;
    const cap = sql`coalesce((select ${siteSettings.riderDeliveryCap} from ${siteSettings} where ${siteSettings.id} = 1), ${args.defaultCap})`;
    const now = new Date();
    const [row] = await tx
      .update(orders)
      .set({
        deliveryPartnerId: args.partnerId,
        assignedAt: now,
        deliveryCode: args.deliveryCode,
        deliveryCodeFailures: 0,
        partnerFeePaise: args.feePaise,
        updatedAt: now,
      })
      .where(and(eq(orders.id, args.orderId), args.takeable ?? readyForPickup, sql`${held} < ${cap}`))
      .returning();
    // Nothing assigned: what `first` wrote (the offer answered) is undone too.
    if (!row) tx.rollback();
    await then(tx, row as OrderRow);
    return row;
  });
  return assigning.catch((err: unknown) => {
    if (err instanceof TransactionRollbackError) return undefined;
    throw err;
  });
}

/** How many deliveries the rider holds now, and the cap (for saying why an accept was refused). */
export async function deliveryLoad(db: Db, partnerId: string, defaultCap: number) {
  const [held] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.deliveryPartnerId, partnerId), inArray(orders.status, ACTIVE_DELIVERY_STATUSES)));
  const [settings] = await db
    .select({ cap: siteSettings.riderDeliveryCap })
    .from(siteSettings)
    .where(eq(siteSettings.id, 1));
  return { held: held?.n ?? 0, cap: settings?.cap ?? defaultCap };
}

/** A rider's delivery as their screens show it: the order, its restaurant's name and place, its item count. */
const selectDeliveries = (db: Db) =>
  db
    .select({
      order: orders,
      restaurantName: restaurants.name,
      restaurantAddress: restaurants.address,
      restaurantLat: restaurants.lat,
      restaurantLng: restaurants.lng,
      itemsCount,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId));

/** One of the rider's deliveries in progress, by id (whatever how many they hold). */
export async function findActiveDelivery(db: Db, partnerId: string, orderId: string) {
  const [row] = await selectDeliveries(db)
    .where(
      and(
        eq(orders.id, orderId),
        eq(orders.deliveryPartnerId, partnerId),
        inArray(orders.status, ACTIVE_DELIVERY_STATUSES),
      ),
    )
    .limit(1);
  return row;
}

/** Admin: takes a stuck delivery off its rider (and forgets the rider's position for it). */
export async function unassignPartner(
  db: Db,
  orderId: string,
  then: (tx: Tx, row: OrderRow, previousPartnerId: string) => Promise<void>,
): Promise<OrderRow | undefined> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ partnerId: orders.deliveryPartnerId })
      .from(orders)
      .where(eq(orders.id, orderId))
      .for('update');
    if (!before?.partnerId) return undefined;
    const [row] = await tx
      .update(orders)
      .set({
        deliveryPartnerId: null,
        assignedAt: null,
        deliveryCode: null,
        deliveryCodeFailures: 0,
        partnerFeePaise: null,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(orders.id, orderId),
          inArray(orders.status, ACTIVE_DELIVERY_STATUSES),
          isNotNull(orders.deliveryPartnerId),
        ),
      )
      .returning();
    if (!row) return undefined;
    await tx.delete(courierLocations).where(eq(courierLocations.orderId, orderId));
    await then(tx, row, before.partnerId);
    return row;
  });
}

/** The partner's accepted deliveries not yet delivered (orders_partner_status_idx). */
export async function findActiveDeliveries(db: Db, partnerId: string) {
  return selectDeliveries(db)
    .where(and(eq(orders.deliveryPartnerId, partnerId), inArray(orders.status, ACTIVE_DELIVERY_STATUSES)))
    .orderBy(asc(orders.assignedAt))
    .limit(20);
}

/** Delivered by this partner, newest first (orders_partner_delivered_idx). */
export async function findDeliveredPage(db: Db, partnerId: string, page: { limit: number; offset: number }) {
  const where = and(eq(orders.deliveryPartnerId, partnerId), isNotNull(orders.deliveredAt));
  const [rows, totals] = await Promise.all([
    db
      .select({
        id: orders.id,
        deliveredAt: orders.deliveredAt,
        feePaise: orders.partnerFeePaise,
        tipPaise: sql<number>`${orders.tipPaise} + ${orders.lateTipPaise}`.mapWith(Number),
        restaurantName: restaurants.name,
      })
      .from(orders)
      .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
      .where(where)
      .orderBy(descNullsLast(orders.deliveredAt))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ total: count() }).from(orders).where(where),
  ]);
  return { rows, total: totals[0]?.total ?? 0 };
}

/** How many deliveries and how much earned (pay and tips) since a moment (orders_partner_delivered_idx). */
export async function sumEarningsSince(db: Db, partnerId: string, since: Date) {
  const [row] = await db
    .select({
      deliveries: count(),
      feesPaise: sum(orders.partnerFeePaise),
      tipsPaise: sum(sql`${orders.tipPaise} + ${orders.lateTipPaise}`),
    })
    .from(orders)
    .where(
      and(
        eq(orders.deliveryPartnerId, partnerId),
        isNotNull(orders.deliveredAt),
        gte(orders.deliveredAt, since),
      ),
    );
  const tipsPaise = Number(row?.tipsPaise ?? 0);
  return {
    deliveries: row?.deliveries ?? 0,
    earnedPaise: Number(row?.feesPaise ?? 0) + tipsPaise,
    tipsPaise,
  };
}

/**
 * A wrong doorstep code from the order's rider: counted only while the order is on the way with
 * that rider and not yet locked, in the one statement that increments (so parallel guesses can
 * never count past the limit). Returns the new count, or null when nothing was counted (locked,
 * or the delivery changed meanwhile).
 */
export async function recordWrongCode(
  db: Db,
  args: { orderId: string; partnerId: string; maxFailures: number },
): Promise<number | null> {
  const [row] = await db
    .update(orders)
    .set({ deliveryCodeFailures: sql`${orders.deliveryCodeFailures} + 1` })
    .where(
      and(
        eq(orders.id, args.orderId),
        eq(orders.status, 'On the way'),
        eq(orders.deliveryPartnerId, args.partnerId),
        lt(orders.deliveryCodeFailures, args.maxFailures),
      ),
    )
    .returning({ failures: orders.deliveryCodeFailures });
  return row?.failures ?? null;
}

/**
 * The condition the Delivered move must still meet when it is written: this rider's delivery,
 * this code, not locked. Checked in the moving statement, so a lock reached meanwhile wins.
 */
export function rightCodeStillAccepted(args: { partnerId: string; code: string; maxFailures: number }): SQL {
  return and(
    eq(orders.deliveryPartnerId, args.partnerId),
    eq(orders.deliveryCode, args.code),
    lt(orders.deliveryCodeFailures, args.maxFailures),
  ) as SQL;
}

export async function findCourierLocation(db: Db, orderId: string) {
  const [row] = await db
    .select()
    .from(courierLocations)
    .where(eq(courierLocations.orderId, orderId))
    .limit(1);
  return row;
}

/** A delivery ended: when it was delivered, and the rider's positions are gone (privacy page). */
export async function finishDelivery(tx: Tx, orderId: string, deliveredAt: Date | null): Promise<void> {
  if (deliveredAt) await tx.update(orders).set({ deliveredAt }).where(eq(orders.id, orderId));
  await tx.delete(courierLocations).where(eq(courierLocations.orderId, orderId));
}

export async function findUserName(db: Db, userId: string): Promise<string | null> {
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, userId)).limit(1);
  return row?.name ?? null;
}

/** The admin's deliveries list: a search over the order id, the restaurant and the rider (lower-case LIKE). */
export type AssignedDeliveriesFilter = { pattern?: string | undefined };

function assignedWhere(f: AssignedDeliveriesFilter): SQL | undefined {
  return and(
    isNotNull(orders.deliveryPartnerId),
    inArray(orders.status, ACTIVE_DELIVERY_STATUSES),
    f.pattern
      ? sql`(lower(${orders.id}::text) like ${f.pattern} or lower(${restaurants.name}) like ${f.pattern} or lower(${user.name}) like ${f.pattern})`
      : undefined,
  );
}

/** Admin: every delivery a rider has and has not finished, oldest first (orders_partner_status_idx). */
export async function findAssignedDeliveries(
  db: Db,
  f: AssignedDeliveriesFilter,
  limit: number,
  offset: number,
) {
  return db
    .select({
      id: orders.id,
      status: orders.status,
      assignedAt: orders.assignedAt,
      failures: orders.deliveryCodeFailures,
      partnerId: orders.deliveryPartnerId,
      partnerName: user.name,
      restaurantName: restaurants.name,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .innerJoin(user, eq(user.id, orders.deliveryPartnerId))
    .where(assignedWhere(f))
    .orderBy(asc(orders.assignedAt), asc(orders.id))
    .limit(limit)
    .offset(offset);
}

export async function countAssignedDeliveries(db: Db, f: AssignedDeliveriesFilter): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .innerJoin(user, eq(user.id, orders.deliveryPartnerId))
    .where(assignedWhere(f));
  return row?.total ?? 0;
}
