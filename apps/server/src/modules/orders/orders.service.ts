import { createHash, randomUUID } from 'node:crypto';
import {
  AUTH_MESSAGES,
  areaOf,
  billInRupees,
  CHECKOUT_MESSAGES,
  COUPON_MESSAGES,
  cancelWindowStart,
  canSeeOrder,
  checkTransition,
  closedNowMessage,
  codRefusal,
  computeBill,
  isPaidStatus,
  isRestaurantManager,
  KITCHEN_MESSAGES,
  MESSAGES,
  normaliseCouponCode,
  ORDER_MESSAGES,
  OWNER_MESSAGES,
  openStatus,
  priceOrder,
  rupeesToPaise,
  storedHoursOf,
  type TActor,
  type TLatLng,
  type TMenuItemForPricing,
  type TOrder,
  type TOrderQuote,
  type TOrderStatus,
  type TPaymentStart,
  type TRequestedLine,
  type TTicketClaim,
  type TWeeklyHours,
  UNPAID_ORDER_EXPIRY_MINUTES,
  type ZOrderListQuery,
  type ZPlaceOrderInput,
} from '@app/shared';
import type { SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/auth.ts';
import { redeemCoupon } from '../coupons/coupon-redemption.ts';
import { cashOnDeliverySettings, platformFeePaise } from '../site-settings/site-settings-port.ts';
import { type OrderEvent, publishOrderEvent } from './order-events.ts';
import { newOrderDetails, toOrderDto } from './orders.mappers.ts';
import * as repo from './orders.repo.ts';
import type { OrderDeps, OrderMove } from './orders-port.ts';
import { paymentStartFor } from './payments-port.ts';
import { holdSlot, scheduleOf } from './scheduled-orders.ts';

export type { OrderDeps, OrderMove };

const IDEMPOTENCY_KEY = /^[\w-]{1,100}$/;

async function toDtos(db: Db, rows: repo.OrderRow[]): Promise<TOrder[]> {
  const details = await repo.loadOrderDetails(
    db,
    rows.map((r) => r.id),
    rows.map((r) => r.restaurantId),
  );
  return rows.map((r) => toOrderDto(r, details));
}

export async function toDto(db: Db, row: repo.OrderRow): Promise<TOrder> {
  return toOrderDto(row, await repo.loadOneOrderDetails(db, row.id, row.restaurantId));
}

/** The payment sheet to open; none for cash on delivery (paid at the door, decision 049). */
const paymentStart = (deps: OrderDeps, order: repo.OrderRow, caller: SessionUser): TPaymentStart | null =>
  order.paymentMethod === 'cod' ? null : paymentStartFor(deps.payments, order, caller.email);

/** What an order request asks for (the fields the server uses), so a reused key can be compared. */
function fingerprintOf(input: z.output<typeof ZPlaceOrderInput>): string {
  const lines = input.items.map((i) => [
    i.foodItemId ?? i._id,
    i.quantity,
    i.options.map((o) => [o.group, o.option]),
  ]);
  return createHash('sha256')
    .update(
      JSON.stringify([
        input.restaurantId,
        lines,
        input.deliveryInfo,
        ...(input.tip ? [input.tip] : []),
        ...(input.couponCode ? [normaliseCouponCode(input.couponCode)] : []),
        ...(input.paymentMethod === 'cod' ? ['cod'] : []),
        ...(input.scheduledFor ? [new Date(input.scheduledFor).toISOString()] : []),
      ]),
    )
    .digest('base64url');
}

const linesOf = (input: z.output<typeof ZPlaceOrderInput>): TRequestedLine[] =>
  input.items.map((i) => ({
    foodItemId: i.foodItemId ?? i._id ?? '',
    quantity: i.quantity,
    options: i.options,
  }));

type OrderingContext = NonNullable<Awaited<ReturnType<typeof repo.findOrderingContext>>>;

/**
 * What this request would be charged, line by line (the bill, decision 045), and when it would
 * come: the same for the quote and the order. Refused (4xx) as placing the order would refuse it.
 */
async function priceRequest(
  deps: OrderDeps,
  input: z.output<typeof ZPlaceOrderInput>,
  context: OrderingContext,
  userId: string,
) {
  const { restaurant } = context;
  const now = new Date();
  assertTakesOrders(restaurant);
  // A scheduled order (decision 053) picks a half hour the restaurant offers now; one for now needs
  // it open now.
  const schedule = scheduleOf(restaurant, input.scheduledFor, now);
  if (!schedule) assertOpenNow(restaurant, now);

  // A pinned address (decision 041): refused outside the zone, before anything is written, and
  // priced by distance. An address without a pin keeps the restaurant's own fee, as before, and is
  // timed to its area's centre when the area is known (decision 043).
  const { lat, lng } = input.deliveryInfo;
  const pinned = lat !== undefined && lng !== undefined ? { lat, lng } : null;
  const area = pinned ? null : areaOf(input.deliveryInfo.address, input.deliveryInfo.zip);
  const located = restaurant.lat !== 0 || restaurant.lng !== 0;
  const quote =
    pinned || (area && located)
      ? await deps.serviceability.quoteForAddress(
          deps.db,
          restaurant,
          pinned ?? (area as TLatLng),
          pinned !== null,
        )
      : null;
  const deliveryFeePaise = pinned && quote ? quote.deliveryFeePaise : restaurant.deliveryFeePaise;

  const menu = new Map<string, TMenuItemForPricing>(context.dishes.map((m) => [m.id, m]));
  const priced = priceOrder({
    restaurantId: restaurant.id,
    minOrderPaise: restaurant.minOrderPaise,
    deliveryFeePaise,
    lines: linesOf(input),
    menu,
  });
  if (!priced.ok) throw new AppError('BAD_REQUEST', priced.reason);
  const coupon = input.couponCode
    ? await deps.coupons.priceCoupon(deps.db, {
        code: input.couponCode,
        userId,
        restaurantId: restaurant.id,
        itemTotalPaise: priced.subtotalPaise,
        now: new Date(),
      })
    : null;
  const bill = computeBill({
    itemTotalPaise: priced.subtotalPaise,
    packagingChargePaise: restaurant.packagingChargePaise,
    deliveryFeePaise,
    platformFeePaise: await platformFeePaise(deps.db),
    discountPaise: coupon?.discountPaise ?? 0,
    tipPaise: rupeesToPaise(input.tip),
  });
  // Cash on delivery (decision 049): refused, before anything is written, when the admin has it
  // off or the bill is above the cap; the quote says so too, for the checkout to explain.
  const codRefused = codRefusal(await cashOnDeliverySettings(deps.db), bill.totalPaise);
  if (input.paymentMethod === 'cod' && codRefused) throw new AppError('CONFLICT', codRefused);
  return { restaurant, priced: priced.lines, bill, quote, coupon, codRefused, schedule };
}

/** POST /api/orders/quote: the bill `placeOrder` would charge for this body; nothing is written. */
export async function quoteOrder(
  deps: OrderDeps,
  caller: SessionUser,
  input: z.output<typeof ZPlaceOrderInput>,
): Promise<TOrderQuote> {
  const context = await repo.findOrderingContext(deps.db, {
    restaurantId: input.restaurantId,
    foodItemIds: [...new Set(linesOf(input).map((l) => l.foodItemId))],
    userId: caller.id,
    idempotencyKey: null,
  });
  if (!context) throw new AppError('NOT_FOUND', MESSAGES.restaurantNotFound);
  const { bill, codRefused } = await priceRequest(deps, input, context, caller.id);
  return {
    bill: billInRupees(bill),
    cashOnDelivery: { available: codRefused === null, reason: codRefused },
  };
}

/**
 * Creates an order awaiting payment. The server prices every line from its own menu; the
 * client's total, status and prices are ignored. The same Idempotency-Key with the same request
 * returns the same order, whatever its status now (the client must read it: a replay may be
 * Cancelled); the same key with a different request is refused (422), as Stripe does.
 */
export async function placeOrder(
  deps: OrderDeps,
  caller: SessionUser,
  input: z.output<typeof ZPlaceOrderInput>,
  idempotencyKey: string | undefined,
): Promise<{ order: TOrder; payment: TPaymentStart | null; replayed: boolean }> {
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    throw new AppError('BAD_REQUEST', ORDER_MESSAGES.idempotencyKeyInvalid);
  }
  const fingerprint = fingerprintOf(input);
  const replay = async () => {
    const existing =
      idempotencyKey && (await repo.findOrderByIdempotencyKey(deps.db, caller.id, idempotencyKey));
    if (existing && existing.requestFingerprint !== null && existing.requestFingerprint !== fingerprint) {
      throw new AppError('UNPROCESSABLE', CHECKOUT_MESSAGES.idempotencyKeyReused);
    }
    return existing
      ? {
          order: await toDto(deps.db, existing),
          payment: paymentStart(deps, existing, caller),
          replayed: true,
        }
      : null;
  };
  const lines = linesOf(input);
  // One query reads the restaurant, the dishes and whether this key already made an order.
  const context = await repo.findOrderingContext(deps.db, {
    restaurantId: input.restaurantId,
    foodItemIds: [...new Set(lines.map((l) => l.foodItemId))],
    userId: caller.id,
    idempotencyKey: idempotencyKey ?? null,
  });
  if (context?.earlierOrderId || (!context && idempotencyKey)) {
    const earlier = await replay();
    if (earlier) return earlier;
  }
  if (!context) throw new AppError('NOT_FOUND', MESSAGES.restaurantNotFound);
  const { restaurant, priced, bill, quote, coupon, schedule } = await priceRequest(
    deps,
    input,
    context,
    caller.id,
  );
  const imageOf = new Map(context.dishes.map((m) => [m.id, m.imageUrl]));

  const id = randomUUID();
  const cod = input.paymentMethod === 'cod';
  const providerOrderId = cod ? null : await deps.payments.createProviderOrder(bill.totalPaise, id);
  const newOrder: repo.NewOrder = {
    id,
    userId: caller.id,
    restaurantId: restaurant.id,
    deliveryInfo: input.deliveryInfo,
    bill,
    idempotencyKey: idempotencyKey ?? null,
    requestFingerprint: idempotencyKey ? fingerprint : null,
    paymentMethod: cod ? 'cod' : 'online',
    paymentProvider: cod ? null : deps.payments.mode,
    providerOrderId,
    etaMinutes: quote?.etaMinutes ?? null,
    schedule,
    coupon: coupon
      ? { couponId: coupon.couponId, code: coupon.code, perCustomerLimit: coupon.perCustomerLimit }
      : null,
    lines: priced.map((l) => ({
      foodItemId: l.foodItemId,
      name: l.name,
      unitPricePaise: l.unitPricePaise,
      quantity: l.quantity,
      image: imageOf.get(l.foodItemId) ?? '',
      options: l.options,
    })),
  };
  const redeem = newOrder.coupon;
  const inserted = await repo.insertOrder(
    deps.db,
    newOrder,
    redeem || cod || schedule
      ? async (tx) => {
          if (schedule)
            await holdSlot(tx, {
              restaurantId: restaurant.id,
              scheduledFor: schedule.scheduledFor,
              capacity: restaurant.slotCapacity,
            });
          if (redeem) {
            const refused = await redeemCoupon(tx, { ...redeem, orderId: id, userId: caller.id });
            if (refused === 'usedUp') throw new AppError('CONFLICT', COUPON_MESSAGES.usedUp(redeem.code));
            if (refused === 'alreadyUsed')
              throw new AppError('CONFLICT', COUPON_MESSAGES.alreadyUsed(redeem.code));
          }
          // Cash on delivery goes to the kitchen now: the cart became this order, and the
          // restaurant's board hears of it as it hears of a paid one (decision 049).
          if (cod) {
            await repo.emptyCart(tx, caller.id);
            await publishOrderEvent(tx, {
              ...orderEventOf(
                { ...newOrder, status: 'Processing', deliveryPartnerId: null, readyAt: null },
                restaurant.ownerId,
              ),
              // A scheduled one reaches the board at its kitchen time (decision 053).
              ...(schedule ? { forLater: true } : {}),
            });
          }
        }
      : undefined,
  );
  if (!inserted) {
    // Another request with the same key won the insert meanwhile: answer with its order.
    const raced = await replay();
    if (raced) return raced;
    throw new AppError('INTERNAL', 'idempotent order vanished after a conflicting insert');
  }
  const row = placedOrderRow(newOrder, inserted.createdAt);
  return {
    order: toOrderDto(row, newOrderDetails(row, newOrder.lines, restaurant.name)),
    payment: paymentStart(deps, row, caller),
    replayed: false,
  };
}

/** The row `insertOrder` stored: what it was given, the columns' defaults, and its time. */
function placedOrderRow(o: repo.NewOrder, createdAt: Date): repo.OrderRow {
  return {
    id: o.id,
    userId: o.userId,
    restaurantId: o.restaurantId,
    deliveryPartnerId: null,
    status: o.paymentMethod === 'cod' ? 'Processing' : 'AwaitingPayment',
    deliveryInfo: o.deliveryInfo,
    subtotalPaise: o.bill.itemTotalPaise,
    deliveryFeePaise: o.bill.deliveryFeePaise,
    totalPaise: o.bill.totalPaise,
    packagingChargePaise: o.bill.packagingChargePaise,
    platformFeePaise: o.bill.platformFeePaise,
    discountPaise: o.bill.discountPaise,
    couponCode: o.coupon?.code ?? null,
    cgstPaise: o.bill.cgstPaise,
    sgstPaise: o.bill.sgstPaise,
    tipPaise: o.bill.tipPaise,
    lateTipPaise: 0,
    invoiceNumber: null,
    idempotencyKey: o.idempotencyKey,
    requestFingerprint: o.requestFingerprint,
    paymentProvider: o.paymentProvider,
    providerOrderId: o.providerOrderId,
    providerPaymentId: null,
    paidAt: null,
    paymentMethod: o.paymentMethod,
    cashCollectedPaise: null,
    prepMinutes: null,
    cancelReason: null,
    missedAt: null,
    readyAt: null,
    assignedAt: null,
    deliveredAt: null,
    deliveryCode: null,
    deliveryCodeFailures: 0,
    partnerFeePaise: null,
    preparingAt: null,
    ticketPrintedAt: null,
    promisedAt: null,
    etaAt: null,
    scheduledFor: o.schedule?.scheduledFor ?? null,
    kitchenStartsAt: o.schedule?.kitchenStartsAt ?? null,
    releasedAt: null,
    createdAt,
    updatedAt: createdAt,
  };
}

async function loadVisibleOrder(db: Db, caller: SessionUser, orderId: string) {
  const order = await repo.findOrderById(db, orderId);
  if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  const restaurant = await repo.findRestaurantForOrder(db, order.restaurantId);
  const ownerId = restaurant?.ownerId ?? null;
  if (!canSeeOrder(caller, orderEventOf(order, ownerId)))
    throw new AppError('FORBIDDEN', AUTH_MESSAGES.notAllowed);
  return { order, ownerId };
}

/**
 * POST /api/orders/{id}/ticket: may this device print the order's kitchen ticket? The first ask
 * (the board's auto-print) gets `print: true` once per order, whichever device asks first; a reprint
 * by hand always does. The restaurant's owner and admins only, and only a paid order not cancelled.
 */
export async function claimTicket(
  deps: OrderDeps,
  caller: SessionUser,
  orderId: string,
  reprint: boolean,
): Promise<TTicketClaim> {
  const order = await repo.findOrderById(deps.db, orderId);
  const ownerId = order ? (await repo.findRestaurantForOrder(deps.db, order.restaurantId))?.ownerId : null;
  // Another restaurant's order does not exist for this owner.
  if (!order || (caller.role !== 'admin' && ownerId !== caller.id))
    throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  if (!isPaidStatus(order.status)) throw new AppError('CONFLICT', KITCHEN_MESSAGES.ticketNotPrintable);
  const claimed = await repo.claimTicket(deps.db, orderId, reprint);
  return claimed
    ? { print: true, printedAt: claimed.toISOString() }
    : { print: false, printedAt: (order.ticketPrintedAt ?? new Date()).toISOString() };
}

export async function getOrder(deps: OrderDeps, caller: SessionUser, orderId: string): Promise<TOrder> {
  const { order } = await loadVisibleOrder(deps.db, caller, orderId);
  return toDto(deps.db, order);
}

export async function listOrders(
  deps: OrderDeps,
  caller: SessionUser,
  q: z.output<typeof ZOrderListQuery>,
): Promise<{ items: TOrder[]; total: number }> {
  const scope = scopeFor(caller, q.scope, q.later === true);
  const { rows, total } = await repo.findOrdersPage(
    deps.db,
    caller,
    scope,
    { limit: q.limit, offset: (q.page - 1) * q.limit },
    {
      ...(q.status ? { statuses: q.status } : {}),
      ...(q.restaurantId ? { restaurantId: q.restaurantId } : {}),
      ...(q.since ? { since: new Date(q.since) } : {}),
    },
  );
  return { items: await toDtos(deps.db, rows), total };
}

function scopeFor(
  caller: SessionUser,
  scope: z.output<typeof ZOrderListQuery>['scope'],
  later = false,
): repo.OrderScope {
  const allowed =
    scope === 'mine' ||
    (scope === 'restaurant' && isRestaurantManager(caller.role)) ||
    (scope === 'delivery' && (caller.role === 'deliveryPartner' || caller.role === 'admin')) ||
    (scope === 'all' && caller.role === 'admin');
  if (!allowed) throw new AppError('FORBIDDEN', AUTH_MESSAGES.notAllowed);
  if (scope === 'restaurant')
    return { kind: 'restaurantOwner', ownerId: caller.role === 'admin' ? null : caller.id, later };
  if (scope === 'delivery') return { kind: 'delivery', partnerId: caller.id };
  if (scope === 'all') return { kind: 'all' };
  return { kind: 'customer', userId: caller.id };
}

/**
 * What a status change announces over SSE (order-stream.routes.ts decides who hears it); also the
 * facts the shared `canSeeOrder` rule reads for one order.
 */
export function orderEventOf(
  row: Pick<repo.OrderRow, 'id' | 'status' | 'userId' | 'deliveryPartnerId' | 'readyAt'> & {
    restaurantId?: string;
  },
  restaurantOwnerId: string | null,
): OrderEvent {
  return {
    orderId: row.id,
    ...(row.restaurantId ? { restaurantId: row.restaurantId } : {}),
    status: row.status,
    userId: row.userId,
    restaurantOwnerId,
    deliveryPartnerId: row.deliveryPartnerId,
    ready: row.readyAt !== null,
  };
}

const EXPIRY_BATCH = 100;

/**
 * Cancels orders still awaiting payment UNPAID_ORDER_EXPIRY_MINUTES after they were placed (the
 * state machine's system move), a batch at a time, telling their watchers. A payment that still
 * arrives for one is refunded (payments.service.ts). Returns how many it cancelled.
 */
export async function expireUnpaidOrders(db: Db, now = new Date()): Promise<number> {
  const placedBefore = new Date(now.getTime() - UNPAID_ORDER_EXPIRY_MINUTES * 60_000);
  const stale = await repo.findUnpaidOrdersPlacedBefore(db, placedBefore, EXPIRY_BATCH);
  let cancelled = 0;
  for (const { order, ownerId } of stale) {
    const moved = await repo.moveStatus(
      db,
      { orderId: order.id, from: 'AwaitingPayment', to: 'Cancelled', actorId: null },
      (tx, row) => publishOrderEvent(tx, orderEventOf(row, ownerId)),
    );
    if (moved) cancelled += 1;
  }
  return cancelled;
}

/** Moves an order along the one state machine, for the role that owns the step. */
export async function changeStatus(
  deps: OrderDeps,
  caller: SessionUser,
  orderId: string,
  to: TOrderStatus,
  details: { prepMinutes?: number | undefined; reason?: string | undefined; onlyIf?: SQL | undefined } = {},
): Promise<TOrder> {
  const { order, ownerId } = await loadVisibleOrder(deps.db, caller, orderId);
  const from = order.status;
  // The restaurant's words to the customer travel with the move: a time when it accepts, a reason
  // when it rejects. Checked before anything is written.
  const byRestaurant = isRestaurantManager(caller.role);
  if (details.prepMinutes !== undefined && to !== 'Preparing')
    throw new AppError('BAD_REQUEST', `prepMinutes: ${OWNER_MESSAGES.prepOnlyWhenAccepting}`);
  if (details.reason !== undefined && to !== 'Cancelled')
    throw new AppError('BAD_REQUEST', `reason: ${OWNER_MESSAGES.reasonOnlyWhenRejecting}`);
  if (to === 'Cancelled' && caller.role === 'restaurantOwner' && details.reason === undefined)
    throw new AppError('BAD_REQUEST', `reason: ${OWNER_MESSAGES.rejectReasonRequired}`);
  const extra: Partial<repo.OrderRow> = {
    ...(details.prepMinutes !== undefined && byRestaurant ? { prepMinutes: details.prepMinutes } : {}),
    ...(details.reason !== undefined ? { cancelReason: details.reason } : {}),
  };
  const now = new Date();
  if (to === 'Preparing') extra.preparingAt = now;
  const actor: TActor = {
    role: caller.role,
    isOrderCustomer: order.userId === caller.id,
    isRestaurantOwner: ownerId === caller.id,
    isAssignedPartner: order.deliveryPartnerId === caller.id,
  };
  // The customer's cancel window opens at payment, or when a cash-on-delivery order was placed.
  const paidAt = cancelWindowStart(order);
  const check = checkTransition({ from, to, actor, paidAt, now });
  if (!check.ok) {
    const legalForSomeone = checkTransition({
      from,
      to,
      actor: { role: 'admin' },
      paidAt,
      now,
    }).ok;
    throw new AppError(legalForSomeone ? 'FORBIDDEN' : 'CONFLICT', check.reason);
  }
  const moved = await moveOrder(deps, {
    order,
    ownerId,
    to,
    actorId: caller.id,
    onlyIf: details.onlyIf,
    set: {
      ...extra,
      ...(to === 'On the way' && caller.role === 'deliveryPartner' ? { deliveryPartnerId: caller.id } : {}),
    },
  });
  if (!moved) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.orderChangedMeanwhile);
  return toDto(deps.db, moved);
}

/**
 * THE rule for whether a restaurant takes orders: active, not paused by its owner, and its owner's
 * account not disabled by an admin. Placing an order and paying for one both ask it.
 */
export function assertTakesOrders(r: { isActive: boolean; isPaused: boolean; ownerDisabled: boolean }): void {
  if (!r.isActive || r.isPaused || r.ownerDisabled)
    throw new AppError('CONFLICT', ORDER_MESSAGES.restaurantClosed);
}

/**
 * Opening hours (decision 050): an order placed or quoted while the restaurant is closed is refused
 * with when it opens, before anything is written. Paying for an order placed while open is not.
 */
export function assertOpenNow(
  r: { weeklyHours: TWeeklyHours | null; closedDates: string[]; closedOn: string | null },
  now: Date,
): void {
  const status = openStatus(storedHoursOf(r), now);
  if (!status.isOpen) throw new AppError('CONFLICT', closedNowMessage(status.nextOpensAt, now));
}

/** Paying is refused once the order's restaurant stopped taking orders (paused, deactivated, owner disabled). */
export async function assertOrderRestaurantTakesOrders(
  db: Db,
  orderId: string,
  userId: string,
): Promise<void> {
  const state = await repo.findOrderRestaurantState(db, orderId, userId);
  if (state) assertTakesOrders(state);
}

/**
 * THE status move every order action goes through (owner accept/reject, rider pick-up, customer
 * cancel, admin). Check who may make it first (`checkTransition`, as `changeStatus` does); then
 * this moves the order only if it is still where it was read (a conditional update, so of two
 * racing moves one wins), records the timeline event, runs `also`, tells the watchers over SSE,
 * all in one transaction. Cancelling a paid order records its refund in that same transaction
 * (the payments port) and asks the provider only after the commit: a provider that is down never
 * holds the database, and a refund left unfinished is completed by the periodic finisher.
 * Returns the moved row, or undefined when the order had moved meanwhile.
 */
export async function moveOrder(deps: OrderDeps, move: OrderMove): Promise<repo.OrderRow | undefined> {
  let refundId: string | null = null;
  const moved = await repo.moveStatus(
    deps.db,
    {
      orderId: move.order.id,
      from: move.order.status,
      to: move.to,
      actorId: move.actorId,
      set: move.set,
      onlyIf: move.onlyIf,
    },
    async (tx, row) => {
      if (move.to === 'Cancelled' && row.paidAt !== null && row.providerPaymentId) {
        refundId = await deps.payments.recordRefund(tx, {
          orderId: row.id,
          paymentId: row.providerPaymentId,
          amountPaise: row.totalPaise,
          reason: 'cancelled',
        });
      }
      // Cash on delivery handed over at the door: the order is paid now, in the delivery's commit.
      if (move.to === 'Delivered' && row.paymentMethod === 'cod' && row.paidAt === null) {
        const paid = await repo.recordCashCollected(tx, { orderId: row.id, amountPaise: row.totalPaise });
        if (paid) Object.assign(row, paid);
      }
      await move.also?.(tx, row);
      for (const hook of deps.onStatusMove) await hook(tx, row);
      await publishOrderEvent(tx, orderEventOf(row, move.ownerId));
    },
  );
  if (refundId) await deps.payments.settleRefund(refundId);
  return moved;
}
