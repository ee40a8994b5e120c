import { randomBytes, randomUUID } from 'node:crypto';
import {
  AUTH_MESSAGES,
  checkTransition,
  DELIVERY_FEE_RUPEES,
  MESSAGES,
  ORDER_MESSAGES,
  priceOrder,
  rupeesToPaise,
  type TActor,
  type TMenuItemForPricing,
  type TOrder,
  type TOrderStatus,
  type TPaymentStart,
  type TPaymentVerifyInput,
  UNPAID_ORDER_EXPIRY_MINUTES,
  type ZOrderListQuery,
  type ZPlaceOrderInput,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { carts, paymentEvents } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { SessionUser } from '../auth/auth.ts';
import type { PaymentGateway } from '../payments/payment-gateway.ts';
import { isValidPaymentSignature, isValidWebhookSignature, signPayment } from '../payments/signatures.ts';
import { publishOrderEvent } from './order-events.ts';
import { toOrderDto } from './orders.mappers.ts';
import * as repo from './orders.repo.ts';

export type OrderDeps = { db: Db; payments: PaymentGateway };

const IDEMPOTENCY_KEY = /^[\w-]{1,100}$/;

async function toDtos(db: Db, rows: repo.OrderRow[]): Promise<TOrder[]> {
  const details = await repo.loadOrderDetails(
    db,
    rows.map((r) => r.id),
    rows.map((r) => r.restaurantId),
  );
  return rows.map((r) => toOrderDto(r, details));
}

async function toDto(db: Db, row: repo.OrderRow): Promise<TOrder> {
  const [dto] = await toDtos(db, [row]);
  if (!dto) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  return dto;
}

function paymentStart(deps: OrderDeps, order: repo.OrderRow, caller: SessionUser): TPaymentStart {
  return {
    mode: deps.payments.mode,
    keyId: deps.payments.keyId,
    providerOrderId: order.providerOrderId ?? '',
    amount: order.totalPaise,
    currency: 'INR',
    prefill: { name: order.deliveryInfo.name, contact: order.deliveryInfo.phone, email: caller.email },
  };
}

/**
 * Creates an order awaiting payment. The server prices every line from its own menu; the
 * client's total, status and prices are ignored. The same Idempotency-Key returns the same order.
 */
export async function placeOrder(
  deps: OrderDeps,
  caller: SessionUser,
  input: z.output<typeof ZPlaceOrderInput>,
  idempotencyKey: string | undefined,
): Promise<{ order: TOrder; payment: TPaymentStart; replayed: boolean }> {
  if (idempotencyKey !== undefined && !IDEMPOTENCY_KEY.test(idempotencyKey)) {
    throw new AppError('BAD_REQUEST', ORDER_MESSAGES.idempotencyKeyInvalid);
  }
  const replay = async () => {
    const existing =
      idempotencyKey && (await repo.findOrderByIdempotencyKey(deps.db, caller.id, idempotencyKey));
    return existing
      ? {
          order: await toDto(deps.db, existing),
          payment: paymentStart(deps, existing, caller),
          replayed: true,
        }
      : null;
  };
  const earlier = await replay();
  if (earlier) return earlier;

  const restaurant = await repo.findRestaurantForOrder(deps.db, input.restaurantId);
  if (!restaurant) throw new AppError('NOT_FOUND', MESSAGES.restaurantNotFound);
  if (!restaurant.isActive) throw new AppError('CONFLICT', ORDER_MESSAGES.restaurantClosed);

  const lines = input.items.map((i) => ({
    foodItemId: i.foodItemId ?? i._id ?? '',
    quantity: i.quantity,
    options: i.options,
  }));
  const menuRows = await repo.findMenuItems(deps.db, [...new Set(lines.map((l) => l.foodItemId))]);
  const menu = new Map<string, TMenuItemForPricing>(menuRows.map((m) => [m.id, m]));
  const imageOf = new Map(menuRows.map((m) => [m.id, m.imageUrl]));
  const priced = priceOrder({
    restaurantId: restaurant.id,
    minOrderPaise: restaurant.minOrderPaise,
    deliveryFeePaise: rupeesToPaise(DELIVERY_FEE_RUPEES),
    lines,
    menu,
  });
  if (!priced.ok) throw new AppError('BAD_REQUEST', priced.reason);

  const id = randomUUID();
  const providerOrderId = await deps.payments.createOrder(priced.totalPaise, id);
  const inserted = await repo.insertOrder(deps.db, {
    id,
    userId: caller.id,
    restaurantId: restaurant.id,
    deliveryInfo: input.deliveryInfo,
    subtotalPaise: priced.subtotalPaise,
    deliveryFeePaise: priced.deliveryFeePaise,
    totalPaise: priced.totalPaise,
    idempotencyKey: idempotencyKey ?? null,
    paymentProvider: deps.payments.mode,
    providerOrderId,
    lines: priced.lines.map((l) => ({
      foodItemId: l.foodItemId,
      name: l.name,
      unitPricePaise: l.unitPricePaise,
      quantity: l.quantity,
      image: imageOf.get(l.foodItemId) ?? '',
      options: l.options,
    })),
  });
  if (!inserted) {
    const raced = await replay();
    if (raced) return raced;
  }
  const row = await repo.findOrderById(deps.db, id);
  if (!row) throw new AppError('INTERNAL', 'order vanished after insert');
  return { order: await toDto(deps.db, row), payment: paymentStart(deps, row, caller), replayed: false };
}

function canSee(caller: SessionUser, order: repo.OrderRow, restaurantOwnerId: string | null): boolean {
  return (
    caller.role === 'admin' ||
    order.userId === caller.id ||
    (restaurantOwnerId !== null && restaurantOwnerId === caller.id) ||
    order.deliveryPartnerId === caller.id ||
    (caller.role === 'deliveryPartner' && order.status === 'Preparing' && order.deliveryPartnerId === null)
  );
}

async function loadVisibleOrder(db: Db, caller: SessionUser, orderId: string) {
  const order = await repo.findOrderById(db, orderId);
  if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  const restaurant = await repo.findRestaurantForOrder(db, order.restaurantId);
  const ownerId = restaurant?.ownerId ?? null;
  if (!canSee(caller, order, ownerId)) throw new AppError('FORBIDDEN', AUTH_MESSAGES.notAllowed);
  return { order, ownerId };
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
  const scope = scopeFor(caller, q.scope);
  const { rows, total } = await repo.findOrdersPage(deps.db, scope, {
    limit: q.limit,
    offset: (q.page - 1) * q.limit,
  });
  return { items: await toDtos(deps.db, rows), total };
}

function scopeFor(caller: SessionUser, scope: z.output<typeof ZOrderListQuery>['scope']): repo.OrderScope {
  const allowed =
    scope === 'mine' ||
    (scope === 'restaurant' && (caller.role === 'restaurantOwner' || caller.role === 'admin')) ||
    (scope === 'delivery' && (caller.role === 'deliveryPartner' || caller.role === 'admin')) ||
    (scope === 'all' && caller.role === 'admin');
  if (!allowed) throw new AppError('FORBIDDEN', AUTH_MESSAGES.notAllowed);
  if (scope === 'restaurant') return { kind: 'restaurantOwner', ownerId: caller.id };
  if (scope === 'delivery') return { kind: 'delivery', partnerId: caller.id };
  if (scope === 'all') return { kind: 'all' };
  return { kind: 'customer', userId: caller.id };
}

/**
 * Paid: AwaitingPayment -> Processing, exactly once however many confirmations arrive (the
 * checkout's verification and the webhook may race): the move is a conditional update.
 */
async function confirmPayment(
  deps: OrderDeps,
  providerOrderId: string,
  paymentId: string,
): Promise<repo.OrderRow> {
  const { db } = deps;
  const order = await repo.findOrderByProviderOrderId(db, providerOrderId);
  if (!order) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  if (isExpiredUnpaid(order)) {
    // Paid after its window closed (expireUnpaidOrders): the money goes back, once.
    await repo.claimLatePayment(db, order.id, paymentId, () =>
      deps.payments.refund(paymentId, order.totalPaise),
    );
    return order;
  }
  if (order.status !== 'AwaitingPayment') return order;
  // Looked up before the transaction: PGlite has one connection, so nothing may query beside it.
  const ownerId = (await repo.findRestaurantForOrder(db, order.restaurantId))?.ownerId ?? null;
  const moved = await repo.moveStatus(
    db,
    {
      orderId: order.id,
      from: 'AwaitingPayment',
      to: 'Processing',
      actorId: null,
      set: { paidAt: new Date(), providerPaymentId: paymentId },
    },
    async (tx, row) => {
      // The cart became this order; a failed payment never gets here, so its cart is kept.
      await tx.delete(carts).where(eq(carts.userId, row.userId));
      await publishOrderEvent(tx, eventOf(row, ownerId));
    },
  );
  return moved ?? ((await repo.findOrderById(db, order.id)) as repo.OrderRow);
}

function eventOf(row: repo.OrderRow, restaurantOwnerId: string | null) {
  return {
    orderId: row.id,
    status: row.status,
    userId: row.userId,
    restaurantOwnerId,
    deliveryPartnerId: row.deliveryPartnerId,
  };
}

/** Cancelled without ever being paid: its payment window closed (or an admin cancelled it unpaid). */
function isExpiredUnpaid(order: repo.OrderRow): boolean {
  return order.status === 'Cancelled' && order.paidAt === null;
}

const EXPIRY_BATCH = 100;

/**
 * Cancels orders still awaiting payment UNPAID_ORDER_EXPIRY_MINUTES after they were placed (the
 * state machine's system move), a batch at a time, telling their watchers. A payment that still
 * arrives for one is refunded (confirmPayment). Returns how many it cancelled.
 */
export async function expireUnpaidOrders(db: Db, now = new Date()): Promise<number> {
  const placedBefore = new Date(now.getTime() - UNPAID_ORDER_EXPIRY_MINUTES * 60_000);
  const stale = await repo.findUnpaidOrdersPlacedBefore(db, placedBefore, EXPIRY_BATCH);
  let cancelled = 0;
  for (const { order, ownerId } of stale) {
    const moved = await repo.moveStatus(
      db,
      { orderId: order.id, from: 'AwaitingPayment', to: 'Cancelled', actorId: null },
      (tx, row) => publishOrderEvent(tx, eventOf(row, ownerId)),
    );
    if (moved) cancelled += 1;
  }
  return cancelled;
}

/**
 * "Pay now" for an order placed earlier, on any device: the payment to open for the customer's own
 * order still awaiting payment (the provider order made when it was placed).
 */
export async function resumePayment(
  deps: OrderDeps,
  caller: SessionUser,
  orderId: string,
): Promise<{ order: TOrder; payment: TPaymentStart }> {
  const order = await repo.findOrderById(deps.db, orderId);
  if (!order || order.userId !== caller.id) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  if (isExpiredUnpaid(order)) throw new AppError('CONFLICT', ORDER_MESSAGES.unpaidOrderExpired);
  if (order.status !== 'AwaitingPayment') throw new AppError('CONFLICT', 'This order is already paid.');
  return { order: await toDto(deps.db, order), payment: paymentStart(deps, order, caller) };
}

/** Checkout's result: the signature must be ours over the provider order id we stored. */
export async function verifyPayment(
  deps: OrderDeps,
  caller: SessionUser,
  orderId: string,
  input: TPaymentVerifyInput,
): Promise<TOrder> {
  const order = await repo.findOrderById(deps.db, orderId);
  if (!order || order.userId !== caller.id) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  const stored = order.providerOrderId ?? '';
  const valid =
    input.razorpay_order_id === stored &&
    isValidPaymentSignature(
      deps.payments.signingSecret,
      stored,
      input.razorpay_payment_id,
      input.razorpay_signature,
    );
  if (!valid) throw new AppError('BAD_REQUEST', ORDER_MESSAGES.paymentSignatureInvalid);
  const confirmed = await confirmPayment(deps, stored, input.razorpay_payment_id);
  if (isExpiredUnpaid(confirmed)) throw new AppError('CONFLICT', ORDER_MESSAGES.latePaymentRefunded);
  return toDto(deps.db, confirmed);
}

/** Test payment mode's sheet: plays the provider and returns a result signed like Razorpay's. */
export async function payInTestMode(
  deps: OrderDeps,
  caller: SessionUser,
  orderId: string,
  outcome: 'success' | 'failure',
): Promise<TPaymentVerifyInput> {
  if (deps.payments.mode !== 'test') throw new AppError('NOT_FOUND', 'Test payments are off on this server.');
  const order = await repo.findOrderById(deps.db, orderId);
  if (!order || order.userId !== caller.id) throw new AppError('NOT_FOUND', ORDER_MESSAGES.orderNotFound);
  if (isExpiredUnpaid(order)) throw new AppError('CONFLICT', ORDER_MESSAGES.unpaidOrderExpired);
  if (order.status !== 'AwaitingPayment') throw new AppError('CONFLICT', 'This order is already paid.');
  if (outcome === 'failure') throw new AppError('PAYMENT_FAILED', MESSAGES.paymentFailed);
  const paymentId = `pay_test_${randomBytes(9).toString('base64url')}`;
  const providerOrderId = order.providerOrderId ?? '';
  return {
    razorpay_order_id: providerOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: signPayment(deps.payments.signingSecret, providerOrderId, paymentId),
  };
}

type WebhookEvent = {
  event?: string;
  payload?: { payment?: { entity?: { id?: string; order_id?: string } } };
};

/** Razorpay webhook: signature over the raw body; an event id seen before changes nothing. */
export async function handleWebhook(
  deps: OrderDeps,
  rawBody: string,
  signature: string | undefined,
  eventId: string | undefined,
): Promise<{ ok: true; duplicate: boolean }> {
  const secret = deps.payments.webhookSecret;
  if (!secret) throw new AppError('NOT_FOUND', 'Webhooks are not configured.');
  if (!signature || !isValidWebhookSignature(secret, rawBody, signature)) {
    throw new AppError('BAD_REQUEST', 'Invalid webhook signature.');
  }
  if (eventId) {
    const seen = await deps.db.select().from(paymentEvents).where(eq(paymentEvents.id, eventId)).limit(1);
    if (seen.length > 0) return { ok: true, duplicate: true };
  }
  const event = JSON.parse(rawBody) as WebhookEvent;
  const entity = event.payload?.payment?.entity;
  if ((event.event === 'payment.captured' || event.event === 'order.paid') && entity?.order_id && entity.id) {
    const known = await repo.findOrderByProviderOrderId(deps.db, entity.order_id);
    if (known) await confirmPayment(deps, entity.order_id, entity.id);
  }
  if (eventId) await deps.db.insert(paymentEvents).values({ id: eventId }).onConflictDoNothing();
  return { ok: true, duplicate: false };
}

/** Moves an order along the one state machine, for the role that owns the step. */
export async function changeStatus(
  deps: OrderDeps,
  caller: SessionUser,
  orderId: string,
  to: TOrderStatus,
): Promise<TOrder> {
  const { order, ownerId } = await loadVisibleOrder(deps.db, caller, orderId);
  const from = order.status as TOrderStatus;
  const now = new Date();
  const actor: TActor = {
    role: caller.role,
    isOrderCustomer: order.userId === caller.id,
    isRestaurantOwner: ownerId === caller.id,
    isAssignedPartner: order.deliveryPartnerId === caller.id,
  };
  const check = checkTransition({ from, to, actor, paidAt: order.paidAt, now });
  if (!check.ok) {
    const legalForSomeone = checkTransition({
      from,
      to,
      actor: { role: 'admin' },
      paidAt: order.paidAt,
      now,
    }).ok;
    throw new AppError(legalForSomeone ? 'FORBIDDEN' : 'CONFLICT', check.reason);
  }
  const moved = await repo.moveStatus(
    deps.db,
    {
      orderId,
      from,
      to,
      actorId: caller.id,
      ...(to === 'On the way' && caller.role === 'deliveryPartner'
        ? { set: { deliveryPartnerId: caller.id } }
        : {}),
    },
    async (tx, row) => {
      if (to === 'Cancelled' && row.providerPaymentId) {
        // Refund inside the transaction: if the provider refuses, the order stays as it was.
        await deps.payments.refund(row.providerPaymentId, row.totalPaise);
      }
      await publishOrderEvent(tx, eventOf(row, ownerId));
    },
  );
  if (!moved) throw new AppError('CONFLICT', 'This order changed meanwhile. Refresh and try again.');
  return toDto(deps.db, moved);
}
