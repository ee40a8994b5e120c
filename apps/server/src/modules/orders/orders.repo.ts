import { and, asc, count, eq, gte, inArray, isNull, lt, ne, or, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { descNullsLast } from '../../db/order-by.ts';
import {
  foodItems,
  orderItems,
  orderStatusEvents,
  orders,
  refunds,
  restaurants,
  reviews,
  type TChosenOption,
  type TDeliveryInfo,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';

export type OrderRow = typeof orders.$inferSelect;
export type OrderItemRow = typeof orderItems.$inferSelect;

export async function findRestaurantForOrder(db: Db, id: string) {
  const rows = await db.select().from(restaurants).where(eq(restaurants.id, id)).limit(1);
  return rows[0];
}

export async function findMenuItems(db: Db, ids: string[]) {
  if (ids.length === 0) return [];
  return db.select().from(foodItems).where(inArray(foodItems.id, ids));
}

export async function findOrderByIdempotencyKey(db: Db, userId: string, key: string) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return rows[0];
}

export async function findOrderById(db: Db | Tx, id: string): Promise<OrderRow | undefined> {
  const rows = await db.select().from(orders).where(eq(orders.id, id)).limit(1);
  return rows[0];
}

export async function findOrderByProviderOrderId(db: Db | Tx, providerOrderId: string) {
  const rows = await db.select().from(orders).where(eq(orders.providerOrderId, providerOrderId)).limit(1);
  return rows[0];
}

/** Orders still awaiting payment placed before `placedBefore`, oldest first, with their owner. */
export async function findUnpaidOrdersPlacedBefore(db: Db, placedBefore: Date, limit: number) {
  return db
    .select({ order: orders, ownerId: restaurants.ownerId })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(and(eq(orders.status, 'AwaitingPayment'), lt(orders.createdAt, placedBefore)))
    .orderBy(asc(orders.createdAt))
    .limit(limit);
}

export type NewOrder = {
  id: string;
  userId: string;
  restaurantId: string;
  deliveryInfo: TDeliveryInfo;
  subtotalPaise: number;
  deliveryFeePaise: number;
  totalPaise: number;
  idempotencyKey: string | null;
  requestFingerprint: string | null;
  paymentProvider: string;
  providerOrderId: string;
  lines: {
    foodItemId: string;
    name: string;
    unitPricePaise: number;
    quantity: number;
    image: string;
    options: TChosenOption[];
  }[];
};

/** Inserts the order and its lines; returns false when the idempotency key was already used. */
export async function insertOrder(db: Db, o: NewOrder): Promise<boolean> {
  return db.transaction(async (tx) => {
    const inserted = await tx
      .insert(orders)
      .values({
        id: o.id,
        userId: o.userId,
        restaurantId: o.restaurantId,
        status: 'AwaitingPayment',
        deliveryInfo: o.deliveryInfo,
        subtotalPaise: o.subtotalPaise,
        deliveryFeePaise: o.deliveryFeePaise,
        totalPaise: o.totalPaise,
        idempotencyKey: o.idempotencyKey,
        requestFingerprint: o.requestFingerprint,
        paymentProvider: o.paymentProvider,
        providerOrderId: o.providerOrderId,
      })
      .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
      .returning({ id: orders.id });
    if (inserted.length === 0) return false;
    await tx.insert(orderItems).values(o.lines.map((l) => ({ ...l, orderId: o.id })));
    await tx
      .insert(orderStatusEvents)
      .values({ orderId: o.id, status: 'AwaitingPayment', actorId: o.userId });
    return true;
  });
}

/**
 * Moves an order from one status to another only if it is still in `from` (a conditional
 * update), so two racing requests cannot both make the same move. Runs `then` in the same
 * transaction when the move happened; returns the updated row, or undefined if it did not.
 */
export async function moveStatus(
  db: Db,
  args: { orderId: string; from: string; to: string; actorId: string | null; set?: Partial<OrderRow> },
  then: (tx: Tx, row: OrderRow) => Promise<void>,
): Promise<OrderRow | undefined> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({ ...args.set, status: args.to, updatedAt: new Date() })
      .where(and(eq(orders.id, args.orderId), eq(orders.status, args.from)))
      .returning();
    const row = rows[0];
    if (!row) return undefined;
    await tx.insert(orderStatusEvents).values({ orderId: row.id, status: args.to, actorId: args.actorId });
    await then(tx, row);
    return row;
  });
}

export type OrderScope =
  | { kind: 'customer'; userId: string }
  /** `ownerId` null: an admin looking at every restaurant's orders. */
  | { kind: 'restaurantOwner'; ownerId: string | null }
  | { kind: 'delivery'; partnerId: string }
  | { kind: 'all' };

/** Narrowing on top of the scope: statuses, one restaurant, placed since. */
export type OrderFilter = { statuses?: string[]; restaurantId?: string; since?: Date };

function scopeCondition(scope: OrderScope): SQL | undefined {
  switch (scope.kind) {
    case 'customer':
      return eq(orders.userId, scope.userId);
    case 'restaurantOwner':
      // A restaurant never sees orders still awaiting payment: they are not orders to cook yet.
      return and(
        scope.ownerId === null ? undefined : eq(restaurants.ownerId, scope.ownerId),
        ne(orders.status, 'AwaitingPayment'),
      );
    case 'delivery':
      // Ready for pickup (nobody has it yet), or already this partner's.
      return or(
        and(eq(orders.status, 'Preparing'), isNull(orders.deliveryPartnerId)),
        eq(orders.deliveryPartnerId, scope.partnerId),
      );
    case 'all':
      return undefined;
  }
}

export async function findOrdersPage(
  db: Db,
  scope: OrderScope,
  page: { limit: number; offset: number },
  filter: OrderFilter = {},
) {
  const where = and(
    scopeCondition(scope),
    filter.statuses ? inArray(orders.status, filter.statuses) : undefined,
    filter.restaurantId ? eq(orders.restaurantId, filter.restaurantId) : undefined,
    filter.since ? gte(orders.createdAt, filter.since) : undefined,
  );
  const [rows, totals] = await Promise.all([
    db
      .select({ order: orders })
      .from(orders)
      .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
      .where(where)
      .orderBy(descNullsLast(orders.createdAt), descNullsLast(orders.id))
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: count() })
      .from(orders)
      .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
      .where(where),
  ]);
  return { rows: rows.map((r) => r.order), total: totals[0]?.total ?? 0 };
}

/** Everything a list of orders shows, in five queries whatever the number of orders (no N+1). */
export async function loadOrderDetails(db: Db, orderIds: string[], restaurantIds: string[]) {
  if (orderIds.length === 0)
    return { items: [], events: [], reviewed: new Set<string>(), names: new Map(), refunds: new Map() };
  const [items, events, reviewRows, restaurantRows, refundRows] = await Promise.all([
    db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)),
    db
      .select()
      .from(orderStatusEvents)
      .where(inArray(orderStatusEvents.orderId, orderIds))
      .orderBy(asc(orderStatusEvents.createdAt)),
    db.select({ orderId: reviews.orderId }).from(reviews).where(inArray(reviews.orderId, orderIds)),
    db
      .select({ id: restaurants.id, name: restaurants.name, ownerId: restaurants.ownerId })
      .from(restaurants)
      .where(inArray(restaurants.id, [...new Set(restaurantIds)])),
    // refunds_order_idx: an order's refund (a cancellation's or an admin's) shows on My Orders.
    db
      .select({ orderId: refunds.orderId, status: refunds.status })
      .from(refunds)
      .where(inArray(refunds.orderId, orderIds)),
  ]);
  return {
    items,
    events,
    reviewed: new Set(reviewRows.map((r) => r.orderId)),
    names: new Map(restaurantRows.map((r) => [r.id, r])),
    refunds: new Map<string, 'pending' | 'processed' | 'failed'>(
      refundRows.map((r) => [r.orderId, r.status]),
    ),
  };
}
