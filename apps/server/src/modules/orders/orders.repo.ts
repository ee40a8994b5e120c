import {
  financialYearOf,
  INVOICE_NUMBER_DIGITS,
  INVOICE_SERIES,
  isDishOrderable,
  slotEnd,
  type TBillPaise,
  type TOrderStatus,
  type TOrderViewer,
  type TPaymentMethod,
} from '@app/shared';
import { and, asc, count, eq, gte, inArray, isNotNull, isNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { descNullsLast } from '../../db/order-by.ts';
import { preparedPerDb, preparedRows, rowOf } from '../../db/prepared.ts';
import {
  carts,
  foodItems,
  invoiceSeries,
  type OrderRow,
  orderItems,
  orderStatusEvents,
  orders,
  refunds,
  restaurants,
  reviews,
  type TChosenOption,
  type TDeliveryInfo,
  user,
} from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import { sqlRows } from '../../lib/india-days.ts';
import { releaseCouponOfOrder } from '../coupons/coupon-redemption.ts';
import {
  type CaptureExtras,
  captureExtrasColumns,
  postCashCollected,
  postPaymentCaptured,
} from '../ledger/ledger-posting.ts';
import { offeredForPickup, orderVisibleTo } from './order-visibility.sql.ts';
import type { OrderDetails, OrderRefund } from './orders.mappers.ts';

export type { OrderRow };
export type OrderItemRow = typeof orderItems.$inferSelect;

export async function findRestaurantForOrder(db: Db, id: string) {
  const rows = await db.select().from(restaurants).where(eq(restaurants.id, id)).limit(1);
  return rows[0];
}

/**
 * Everything placing an order reads, in one query: the restaurant, the requested dishes (any
 * restaurant's: pricing refuses a dish of another one), and the order this caller's
 * Idempotency-Key already made, if any. No rows: no such restaurant.
 */
export async function findOrderingContext(
  db: Db,
  q: { restaurantId: string; foodItemIds: string[]; userId: string; idempotencyKey: string | null },
  now = new Date(),
) {
  // A null key matches no order (`= null` is never true): one statement for both cases.
  const rows = await orderingContextQuery(db).execute(q);
  const first = rows[0];
  if (!first) return undefined;
  return {
    restaurant: first.restaurant,
    // "Sold out for today" (decision 052) reads as sold out until the next morning, then as before.
    dishes: rows.flatMap((r) => (r.dish ? [{ ...r.dish, isAvailable: isDishOrderable(r.dish, now) }] : [])),
    earlierOrderId: first.earlierOrderId,
  };
}

/** The restaurant's owner account was disabled by an admin (better-auth's ban). */
const ownerDisabled = sql<boolean>`exists (select 1 from ${user} where ${user.id} = ${restaurants.ownerId} and ${user.banned})`;

/** What the slots of a restaurant are made of (GET /api/restaurants/{id}/slots, decision 053). */
export async function findRestaurantSchedule(db: Db, restaurantId: string) {
  const [row] = await db
    .select({
      isActive: restaurants.isActive,
      isPaused: restaurants.isPaused,
      ownerDisabled,
      weeklyHours: restaurants.weeklyHours,
      closedDates: restaurants.closedDates,
      closedOn: restaurants.closedOn,
      prepMinutes: restaurants.prepMinutes,
      busyMinutes: restaurants.busyMinutes,
      busyUntil: restaurants.busyUntil,
      slotCapacity: restaurants.slotCapacity,
    })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .limit(1);
  return row;
}

/**
 * Whether the restaurant of this customer's order takes orders now (active, not paused, its owner
 * not disabled); undefined when the customer has no such order.
 */
export async function findOrderRestaurantState(db: Db, orderId: string, userId: string) {
  const [row] = await db
    .select({ isActive: restaurants.isActive, isPaused: restaurants.isPaused, ownerDisabled })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)))
    .limit(1);
  return row;
}

const orderingContextQuery = preparedPerDb((db: Db) =>
  db
    .select({
      restaurant: {
        id: restaurants.id,
        name: restaurants.name,
        ownerId: restaurants.ownerId,
        isActive: restaurants.isActive,
        isPaused: restaurants.isPaused,
        ownerDisabled: ownerDisabled,
        minOrderPaise: restaurants.minOrderPaise,
        deliveryFeePaise: restaurants.deliveryFeePaise,
        packagingChargePaise: restaurants.packagingChargePaise,
        lat: restaurants.lat,
        lng: restaurants.lng,
        zone: restaurants.deliveryZone,
        prepMinutes: restaurants.prepMinutes,
        busyMinutes: restaurants.busyMinutes,
        busyUntil: restaurants.busyUntil,
        weeklyHours: restaurants.weeklyHours,
        closedDates: restaurants.closedDates,
        closedOn: restaurants.closedOn,
        slotCapacity: restaurants.slotCapacity,
      },
      dish: {
        id: foodItems.id,
        restaurantId: foodItems.restaurantId,
        name: foodItems.name,
        pricePaise: foodItems.pricePaise,
        isAvailable: foodItems.isAvailable,
        soldOutUntil: foodItems.soldOutUntil,
        customizations: foodItems.customizations,
        imageUrl: foodItems.imageUrl,
      },
      earlierOrderId: sql<
        string | null
      >`(select ${orders.id} from ${orders} where ${orders.userId} = ${sql.placeholder('userId')} and ${orders.idempotencyKey} = ${sql.placeholder('idempotencyKey')})`,
    })
    .from(restaurants)
    .leftJoin(foodItems, sql`${foodItems.id} = any(${sql.placeholder('foodItemIds')}::uuid[])`)
    .where(eq(restaurants.id, sql.placeholder('restaurantId')))
    .prepare('orders_ordering_context'),
);

export async function findOrderByIdempotencyKey(db: Db, userId: string, key: string) {
  const rows = await db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)))
    .limit(1);
  return rows[0];
}

export async function findOrderById(db: Db | Tx, id: string): Promise<OrderRow | undefined> {
  const rows = await orderByIdQuery(db).execute({ id });
  return rows[0];
}

const orderByIdQuery = preparedPerDb((db: Db | Tx) =>
  db
    .select()
    .from(orders)
    .where(eq(orders.id, sql.placeholder('id')))
    .limit(1)
    .prepare('orders_by_id'),
);

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
  /** The bill (decision 045); its item total is stored as subtotal_paise. */
  bill: TBillPaise;
  idempotencyKey: string | null;
  requestFingerprint: string | null;
  /** Cash on delivery (decision 049) goes to the kitchen at once, unpaid, with no provider order. */
  paymentMethod: TPaymentMethod;
  paymentProvider: string | null;
  providerOrderId: string | null;
  /** The delivery window from now (decision 043); null when the address cannot be timed. */
  etaMinutes: { min: number; max: number } | null;
  /** A scheduled order (decision 053): its half hour, and when its kitchen gets it; null: as soon as possible. */
  schedule: { scheduledFor: Date; kitchenStartsAt: Date } | null;
  /** The coupon whose discount is on the bill; placing the order redeems it (coupon-redemption.ts). */
  coupon: { couponId: string; code: string; perCustomerLimit: number | null } | null;
  lines: {
    foodItemId: string;
    name: string;
    unitPricePaise: number;
    quantity: number;
    image: string;
    options: TChosenOption[];
  }[];
};

/**
 * Inserts the order, its lines and its first timeline event in one statement (atomic without a
 * transaction: PGlite's one connection is held for a single round trip). Returns when it was
 * placed, or null when the idempotency key was already used. An order with a coupon is inserted
 * in a transaction with `also` (its redemption): a redemption that throws takes the order back,
 * and a replayed key inserts nothing and so redeems nothing.
 */
export async function insertOrder(
  db: Db,
  o: NewOrder,
  also?: (tx: Tx) => Promise<void>,
): Promise<{ createdAt: Date } | null> {
  if (!also) return insertOrderStatement(db, o);
  return db.transaction(async (tx) => {
    const placed = await insertOrderStatement(tx as unknown as Db, o);
    if (placed) await also(tx);
    return placed;
  });
}

async function insertOrderStatement(db: Db, o: NewOrder): Promise<{ createdAt: Date } | null> {
  const b = o.bill;
  const lines = o.lines.map((l) => ({
    food_item_id: l.foodItemId,
    name: l.name,
    unit_price_paise: l.unitPricePaise,
    quantity: l.quantity,
    image: l.image,
    options: l.options,
  }));
  // An order paid online waits for its payment; cash on delivery goes to the kitchen now (decision 049).
  const status: TOrderStatus = o.paymentMethod === 'cod' ? 'Processing' : 'AwaitingPayment';
  const scheduledEnd = o.schedule ? slotEnd(o.schedule.scheduledFor).toISOString() : null;
  const rows = await preparedRows<{ created_at: Date | string }>(
    db,
    'orders_insert',
    sql`with placed as (
      insert into ${orders} (id, user_id, restaurant_id, status, delivery_info, subtotal_paise,
        delivery_fee_paise, total_paise, packaging_charge_paise, platform_fee_paise, discount_paise,
        cgst_paise, sgst_paise, tip_paise, idempotency_key, request_fingerprint, payment_provider,
        provider_order_id, eta_at, promised_at, coupon_code, payment_method, scheduled_for,
        kitchen_starts_at)
      values (${o.id}, ${o.userId}, ${o.restaurantId}, ${status},
        ${JSON.stringify(o.deliveryInfo)}::jsonb, ${b.itemTotalPaise}, ${b.deliveryFeePaise},
        ${b.totalPaise}, ${b.packagingChargePaise}, ${b.platformFeePaise}, ${b.discountPaise},
        ${b.cgstPaise}, ${b.sgstPaise}, ${b.tipPaise},
        ${o.idempotencyKey}, ${o.requestFingerprint}, ${o.paymentProvider},
        ${o.providerOrderId},
        -- A scheduled order is promised by the end of its half hour (decision 053).
        coalesce(${scheduledEnd}::timestamptz, now() + make_interval(mins => ${o.etaMinutes?.min ?? null}::int)),
        coalesce(${scheduledEnd}::timestamptz, now() + make_interval(mins => ${o.etaMinutes?.max ?? null}::int)),
        ${o.coupon?.code ?? null}, ${o.paymentMethod}, ${o.schedule?.scheduledFor.toISOString() ?? null}::timestamptz,
        ${o.schedule?.kitchenStartsAt.toISOString() ?? null}::timestamptz)
      on conflict (user_id, idempotency_key) do nothing
      returning id, created_at
    ), lines as (
      insert into ${orderItems} (order_id, food_item_id, name, unit_price_paise, quantity, image, options)
      select placed.id, l.food_item_id, l.name, l.unit_price_paise, l.quantity, l.image, l.options
      from placed, jsonb_to_recordset(${JSON.stringify(lines)}::jsonb)
        as l(food_item_id uuid, name text, unit_price_paise integer, quantity smallint, image text, options jsonb)
    ), timeline as (
      insert into ${orderStatusEvents} (order_id, status, actor_id, created_at)
      select placed.id, ${status}, ${o.userId}, placed.created_at from placed
    )
    select created_at from placed`,
  );
  const placed = rows[0];
  return placed ? { createdAt: new Date(placed.created_at) } : null;
}

/**
 * THE tax invoice number (decision 045), for every way an order gets paid (online: payStatement;
 * cash at the door: recordCashCollected): `numbered` is a CTE taking the next number of this
 * financial year's series for the row of a CTE named `target` (one paid order), under the series
 * row's lock until commit, so numbers are consecutive and gap-free; `number` is the invoice number
 * made of it, for the `update ... from target, numbered` that pays the order.
 */
function invoiceNumbering(at: Date): { numbered: SQL; number: SQL } {
  const year = financialYearOf(at);
  return {
    numbered: sql`numbered as (
      insert into ${invoiceSeries} (series, financial_year, last_number)
      select ${INVOICE_SERIES}, ${year}, 1 from target
      on conflict (series, financial_year) do update set last_number = ${invoiceSeries.lastNumber} + 1
      returning last_number
    )`,
    number: sql`${INVOICE_SERIES} || '/' || ${year} || '/' || lpad(numbered.last_number::text, ${INVOICE_NUMBER_DIGITS}, '0')`,
  };
}

/**
 * Cash on delivery collected at the door (decision 049), inside the delivery's transaction: the
 * order becomes paid (paid_at), with the cash the rider collected and its tax invoice number from
 * the same series as payments online (invoiceNumbering). Only a COD order not yet paid is touched,
 * so a second call does nothing. Returns the paid row, or undefined when nothing was due.
 * THE one write of "cash collected": a ledger posting for it belongs next to the call.
 */
export async function recordCashCollected(
  tx: Tx,
  c: { orderId: string; amountPaise: number },
): Promise<OrderRow | undefined> {
  const invoice = invoiceNumbering(new Date());
  const [raw] = await sqlRows<Record<string, unknown> & CaptureExtras>(
    tx as unknown as Db,
    sql`with target as (
      select id from ${orders} where id = ${c.orderId} and payment_method = 'cod' and paid_at is null for update
    ), ${invoice.numbered}, paid as (
      update ${orders} set paid_at = now(), cash_collected_paise = ${c.amountPaise}, updated_at = now(),
        invoice_number = ${invoice.number}
      from target, numbered
      where ${orders}.id = target.id
      returning ${orders}.*
    )
    select paid.*, ${captureExtrasColumns} from paid left join ${restaurants} r on r.id = paid.restaurant_id`,
  );
  if (!raw) return undefined;
  const row = rowOf(orders, raw);
  // The cash in the rider's hand, posted in the same transaction (decision 048): paid and posted, or neither.
  await postCashCollected(tx, row, row.deliveryPartnerId ?? '', raw);
  return row;
}

/** The customer's cart became this order (cash on delivery: at placing; online: at payment). */
export async function emptyCart(tx: Tx, userId: string): Promise<void> {
  await tx.delete(carts).where(eq(carts.userId, userId));
}

/**
 * The move to Processing with a payment, as both ways of paying make it, in one statement (PGlite's
 * one connection is held for a single round trip): the conditional update of an order still
 * awaiting payment (`where` narrows which), its timeline event, the customer's cart emptied, and
 * the NOTIFY (`event`, with the restaurant's owner filled in by the statement itself), all or
 * nothing. `select` picks the answer from `paid` (the moved row) and `timeline`; no row when no
 * order matched.
 */
/** What auto-accept needs of the paid order's restaurant, read by the paying statement itself (decision 052). */
export type PaidKitchen = {
  autoAccept: boolean;
  prepMinutes: number | null;
  busyMinutes: number;
  busyUntil: Date | null;
  ownerId: string | null;
};
const paidKitchenColumns = sql`r.auto_accept as "kitchenAutoAccept", r.prep_minutes as "kitchenPrepMinutes",
  r.busy_minutes as "kitchenBusyMinutes", r.busy_until as "kitchenBusyUntil", r.owner_id as "kitchenOwnerId"`;
type PaidKitchenRaw = {
  kitchenAutoAccept: boolean;
  kitchenPrepMinutes: number | null;
  kitchenBusyMinutes: number;
  kitchenBusyUntil: Date | string | null;
  kitchenOwnerId: string | null;
};
function paidKitchenOf(raw: PaidKitchenRaw): PaidKitchen {
  return {
    autoAccept: raw.kitchenAutoAccept === true,
    prepMinutes: raw.kitchenPrepMinutes === null ? null : Number(raw.kitchenPrepMinutes),
    busyMinutes: Number(raw.kitchenBusyMinutes ?? 0),
    busyUntil: raw.kitchenBusyUntil === null ? null : new Date(raw.kitchenBusyUntil),
    ownerId: raw.kitchenOwnerId,
  };
}

/**
 * Whether an order is for its kitchen at `now`: not a scheduled order still before its kitchen time
 * (decision 053; such an order is accepted, automatically too, only once the kitchen gets it).
 */
export const forKitchenAt = (o: Pick<OrderRow, 'kitchenStartsAt'>, now: Date): boolean =>
  o.kitchenStartsAt === null || o.kitchenStartsAt.getTime() <= now.getTime();

/**
 * Run in the payment's transaction when the order's restaurant accepts paid orders automatically
 * (decision 052): the accept's move; returns the accepted row (undefined: not moved).
 */
export type AfterPaid = (tx: Tx, paid: OrderRow, kitchen: PaidKitchen) => Promise<OrderRow | undefined>;

function payStatement(pay: {
  where: SQL;
  paymentId: string;
  event: Record<string, unknown>;
  channel: string;
  select: SQL;
}): SQL {
  const invoice = invoiceNumbering(new Date());
  return sql`with target as (
      select id from ${orders} where ${pay.where} and status = 'AwaitingPayment' for update
    ), ${invoice.numbered}, paid as (
      update ${orders} set status = 'Processing', paid_at = now(), provider_payment_id = ${pay.paymentId},
        updated_at = now(),
        invoice_number = ${invoice.number},
        -- The window quoted at checkout counts from payment: the promise (decision 043); a
        -- scheduled order keeps its half hour, and one paid after its kitchen time is told now
        -- (decision 053).
        eta_at = case when scheduled_for is null then eta_at + (now() - created_at) else eta_at end,
        promised_at = case when scheduled_for is null then promised_at + (now() - created_at) else promised_at end,
        released_at = case when kitchen_starts_at <= now() then now() end
      from target, numbered
      where ${orders}.id = target.id
      returning ${orders}.*
    ), timeline as (
      insert into ${orderStatusEvents} (order_id, status, actor_id) select id, 'Processing', null from paid
      returning status, created_at
    ), emptied as (
      delete from ${carts} where user_id in (select user_id from paid)
    )
    select ${pay.select},
      pg_notify(${pay.channel}, (${JSON.stringify(pay.event)}::jsonb || jsonb_build_object('restaurantOwnerId', r.owner_id, 'restaurantId', paid.restaurant_id)
        || case when paid.released_at is null and paid.kitchen_starts_at is not null
          then '{"forLater": true}'::jsonb else '{}'::jsonb end)::text)
    from paid left join ${restaurants} r on r.id = paid.restaurant_id`;
}

/**
 * Paid (the webhook, and verification when it reads first): this order, if still awaiting payment,
 * moves to Processing with this payment (payStatement). Returns the moved row, or undefined when
 * the order was no longer awaiting payment.
 */
export async function payOrder(
  db: Db,
  order: OrderRow,
  paymentId: string,
  event: Record<string, unknown>,
  channel: string,
  afterPaid?: AfterPaid,
): Promise<OrderRow | undefined> {
  // The ledger's posting is in the payment's transaction (decision 048): paid and posted, or neither.
  return db.transaction(async (tx) => {
    const rows = await preparedRows<
      {
        paid_at: Date | string;
        updated_at: Date | string;
        invoice_number: string;
      } & CaptureExtras &
        PaidKitchenRaw
    >(
      tx as unknown as Db,
      'orders_pay',
      payStatement({
        where: sql`id = ${order.id}`,
        paymentId,
        event,
        channel,
        select: sql`paid.paid_at, paid.updated_at, paid.invoice_number, ${captureExtrasColumns}, ${paidKitchenColumns}`,
      }),
    );
    const moved = rows[0];
    if (!moved) return undefined;
    const paid: OrderRow = {
      ...order,
      status: 'Processing',
      paidAt: new Date(moved.paid_at),
      providerPaymentId: paymentId,
      invoiceNumber: moved.invoice_number,
      updatedAt: new Date(moved.updated_at),
    };
    await postPaymentCaptured(tx, paid, moved);
    const kitchen = paidKitchenOf(moved);
    if (afterPaid && kitchen.autoAccept && forKitchenAt(paid, new Date()))
      return (await afterPaid(tx, paid, kitchen)) ?? paid;
    return paid;
  });
}

/**
 * Checkout's usual verification in one statement (decision 035): the caller's own order, still
 * awaiting payment under this provider order, with no rider and not ready (what `event` says of
 * it), is paid as `payOrder` pays it (payStatement), and the statement answers with the paid row
 * and its details. Undefined when no order matched: the caller then takes the path that reads
 * first and says why.
 */
export async function payOwnOrder(
  db: Db,
  q: { orderId: string; userId: string; providerOrderId: string; paymentId: string },
  event: Record<string, unknown>,
  channel: string,
  afterPaid?: AfterPaid,
): Promise<{ row: OrderRow; details: OrderDetails; accepted?: OrderRow } | undefined> {
  return db.transaction(async (tx) => {
    const rows = await preparedRows<
      Record<string, unknown> & OneOrderDetailsRow & CaptureExtras & PaidKitchenRaw
    >(
      tx as unknown as Db,
      'orders_pay_own',
      payStatement({
        where: sql`id = ${q.orderId} and user_id = ${q.userId} and provider_order_id = ${q.providerOrderId}
        and delivery_partner_id is null and ready_at is null`,
        paymentId: q.paymentId,
        event,
        channel,
        select: sql`paid.*, ${captureExtrasColumns}, ${paidKitchenColumns}, ${oneOrderDetailsColumns(sql`paid.id`, sql`paid.restaurant_id`, sql`select status, created_at from timeline`)}`,
      }),
    );
    const raw = rows[0];
    if (!raw) return undefined;
    const row = rowOf(orders, raw);
    await postPaymentCaptured(tx, row, raw);
    const kitchen = paidKitchenOf(raw);
    const accepted =
      afterPaid && kitchen.autoAccept && forKitchenAt(row, new Date())
        ? await afterPaid(tx, row, kitchen)
        : undefined;
    return {
      row,
      details: oneOrderDetails(row.id, row.restaurantId, raw),
      ...(accepted ? { accepted } : {}),
    };
  });
}

/**
 * Moves an order from one status to another only if it is still in `from` (a conditional
 * update), so two racing requests cannot both make the same move. Runs `then` in the same
 * transaction when the move happened; returns the updated row, or undefined if it did not.
 */
export async function moveStatus(
  db: Db,
  args: {
    orderId: string;
    from: TOrderStatus;
    to: TOrderStatus;
    actorId: string | null;
    set?: Partial<OrderRow>;
    /** A further condition the row must meet at the moment of the move (same statement). */
    onlyIf?: SQL | undefined;
  },
  then: (tx: Tx, row: OrderRow) => Promise<void>,
): Promise<OrderRow | undefined> {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(orders)
      .set({ ...args.set, status: args.to, updatedAt: new Date() })
      .where(and(eq(orders.id, args.orderId), eq(orders.status, args.from), args.onlyIf))
      .returning();
    const row = rows[0];
    if (!row) return undefined;
    await tx.insert(orderStatusEvents).values({ orderId: row.id, status: args.to, actorId: args.actorId });
    // A cancelled order (refunded too when it was paid) gives its coupon use back, once.
    if (args.to === 'Cancelled') await releaseCouponOfOrder(tx, row.id);
    await then(tx, row);
    return row;
  });
}

export type OrderScope =
  | { kind: 'customer'; userId: string }
  /** `ownerId` null: an admin looking at every restaurant's orders. */
  | { kind: 'restaurantOwner'; ownerId: string | null; later?: boolean }
  | { kind: 'delivery'; partnerId: string }
  | { kind: 'all' };

/** Narrowing on top of the scope: statuses, one restaurant, placed since. */
export type OrderFilter = { statuses?: TOrderStatus[]; restaurantId?: string; since?: Date };

/** Not a scheduled order still waiting for its kitchen time (decision 053). */
export const forTheKitchenNow = sql`(${orders.kitchenStartsAt} is null or ${orders.kitchenStartsAt} <= now())`;
/** A scheduled order still waiting for its kitchen time, not cancelled (orders_to_release_idx). */
const bookedForLater = sql`(${orders.kitchenStartsAt} > now() and ${orders.releasedAt} is null and ${orders.status} <> 'Cancelled')`;

/** Which list; what the viewer may see at all is `orderVisibleTo`, added to every list. */
function scopeCondition(scope: OrderScope): SQL | undefined {
  switch (scope.kind) {
    case 'customer':
      return eq(orders.userId, scope.userId);
    case 'restaurantOwner':
      // A restaurant never sees orders still awaiting payment, nor a scheduled order before its
      // kitchen gets it (decision 053): they are not orders to cook yet.
      // `later`: only those booked for later, for the board to show what is coming.
      return and(
        scope.ownerId === null ? undefined : eq(restaurants.ownerId, scope.ownerId),
        ne(orders.status, 'AwaitingPayment'),
        scope.later ? bookedForLater : forTheKitchenNow,
      );
    case 'delivery':
      // Ready for pickup (nobody has it yet), or already this partner's.
      return or(offeredForPickup, eq(orders.deliveryPartnerId, scope.partnerId));
    case 'all':
      return undefined;
  }
}

/** A page of the orders in `scope` that `viewer` may see (the shared visibility rule, in SQL). */
export async function findOrdersPage(
  db: Db,
  viewer: TOrderViewer,
  scope: OrderScope,
  page: { limit: number; offset: number },
  filter: OrderFilter = {},
) {
  const where = and(
    orderVisibleTo(viewer),
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

/** The credit note of an order's refund (refunds_order_idx), if it has one. */
export async function findCreditNote(
  db: Db,
  orderId: string,
): Promise<{ number: string; issuedAt: Date } | undefined> {
  const rows = await db
    .select({ number: refunds.creditNoteNumber, issuedAt: refunds.createdAt })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), isNotNull(refunds.creditNoteNumber)))
    .limit(1);
  const row = rows[0];
  return row?.number ? { number: row.number, issuedAt: row.issuedAt } : undefined;
}

/** One order's details as `oneOrderDetailsColumns` selects them. */
type OneOrderDetailsRow = {
  items: Omit<OrderDetails['items'][number], 'orderId'>[];
  events: { status: OrderRow['status']; createdAt: string }[];
  reviewed: boolean;
  name: string | null;
  refunds: OrderRefund[];
  rider: string | null;
};

/**
 * The columns of one order's details (lines, timeline, whether reviewed, restaurant name,
 * refunds), each a subquery: `since` adds timeline events the same statement has just written
 * (a statement does not see its own writes to a table it reads).
 */
function oneOrderDetailsColumns(orderId: SQL | string, restaurantId: SQL | string, since?: SQL) {
  const events = since
    ? sql`(select status, created_at from ${orderStatusEvents} where order_id = ${orderId} union all ${since})`
    : sql`(select status, created_at from ${orderStatusEvents} where order_id = ${orderId})`;
  return sql`(select coalesce(json_agg(json_build_object('foodItemId', food_item_id, 'name', name,
          'unitPricePaise', unit_price_paise, 'quantity', quantity, 'image', image, 'options', options)), '[]')
        from ${orderItems} where order_id = ${orderId}) as items,
      (select coalesce(json_agg(json_build_object('status', status, 'createdAt', created_at) order by created_at), '[]')
        from ${events} as e) as events,
      exists (select 1 from ${reviews} where order_id = ${orderId}) as reviewed,
      (select name from ${restaurants} where id = ${restaurantId}) as name,
      (select coalesce(json_agg(json_build_object('status', status, 'creditNoteNumber', credit_note_number)), '[]')
        from ${refunds} where order_id = ${orderId}) as refunds,
      (select u.name from ${orders} o join ${user} u on u.id = o.delivery_partner_id where o.id = ${orderId}) as rider`;
}

function oneOrderDetails(
  orderId: string,
  restaurantId: string,
  row: OneOrderDetailsRow | undefined,
): OrderDetails {
  const refund = row?.refunds.at(-1);
  return {
    items: (row?.items ?? []).map((i) => ({ ...i, orderId })),
    events: (row?.events ?? []).map((e) => ({ orderId, status: e.status, createdAt: new Date(e.createdAt) })),
    reviewed: new Set(row?.reviewed ? [orderId] : []),
    names: new Map(row?.name != null ? [[restaurantId, { name: row.name }]] : []),
    refunds: new Map(refund ? [[orderId, refund]] : []),
    riders: new Map(row?.rider != null ? [[orderId, row.rider]] : []),
  };
}

/**
 * What one order's answer shows besides its row, in a single query (the lists use
 * `loadOrderDetails`): lines, timeline, whether reviewed, restaurant name, refund.
 */
export async function loadOneOrderDetails(
  db: Db,
  orderId: string,
  restaurantId: string,
): Promise<OrderDetails> {
  const [row] = await preparedRows<OneOrderDetailsRow>(
    db,
    'orders_one_details',
    sql`select ${oneOrderDetailsColumns(orderId, restaurantId)}`,
  );
  return oneOrderDetails(orderId, restaurantId, row);
}

/** Everything a list of orders shows, in six queries whatever the number of orders (no N+1). */
export async function loadOrderDetails(db: Db, orderIds: string[], restaurantIds: string[]) {
  if (orderIds.length === 0)
    return {
      items: [],
      events: [],
      reviewed: new Set<string>(),
      names: new Map(),
      refunds: new Map(),
      riders: new Map(),
    };
  const [items, events, reviewRows, restaurantRows, refundRows, riderRows] = await Promise.all([
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
      .select({
        orderId: refunds.orderId,
        status: refunds.status,
        creditNoteNumber: refunds.creditNoteNumber,
      })
      .from(refunds)
      .where(inArray(refunds.orderId, orderIds)),
    // The rider of each order that has one (its name, for the kitchen's board and the customer).
    db
      .select({ orderId: orders.id, name: user.name })
      .from(orders)
      .innerJoin(user, eq(user.id, orders.deliveryPartnerId))
      .where(inArray(orders.id, orderIds)),
  ]);
  return {
    items,
    events,
    reviewed: new Set(reviewRows.map((r) => r.orderId)),
    names: new Map(restaurantRows.map((r) => [r.id, r])),
    refunds: new Map<string, OrderRefund>(
      refundRows.map((r) => [r.orderId, { status: r.status, creditNoteNumber: r.creditNoteNumber }]),
    ),
    riders: new Map(riderRows.map((r) => [r.orderId, r.name])),
  };
}

/**
 * Records that the order's kitchen ticket is printed now: always for a reprint, otherwise only if
 * it never was (a conditional update: of two devices asking at once, one prints). Returns when, or
 * undefined when it had been printed already.
 */
export async function claimTicket(db: Db, orderId: string, reprint: boolean): Promise<Date | undefined> {
  const [row] = await db
    .update(orders)
    .set({ ticketPrintedAt: new Date() })
    .where(reprint ? eq(orders.id, orderId) : and(eq(orders.id, orderId), isNull(orders.ticketPrintedAt)))
    .returning({ at: orders.ticketPrintedAt });
  return row?.at ?? undefined;
}
