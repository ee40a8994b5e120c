import type { TOrder } from '@app/shared';
import type { Db } from '../../db/client.ts';
import { autoAcceptOrder } from './kitchen-controls.ts';
import { ORDER_EVENTS_CHANNEL } from './order-events.ts';
import { toOrderDto } from './orders.mappers.ts';
import * as repo from './orders.repo.ts';
import { assertOrderRestaurantTakesOrders, orderEventOf, toDto } from './orders.service.ts';
import type { OrderDeps, OrdersForPayments } from './orders-port.ts';

/**
 * Orders' implementation of `OrdersForPayments` (orders-port.ts; the other half of
 * `payments-port.ts`): app.ts puts it in the payments' deps; no module imports this file.
 */
type OrderRow = repo.OrderRow;

export const findOrderById = (db: Db, id: string) => repo.findOrderById(db, id);
export const findOrderByProviderOrderId = (db: Db, providerOrderId: string) =>
  repo.findOrderByProviderOrderId(db, providerOrderId);
export const orderDto = (db: Db, row: OrderRow): Promise<TOrder> => toDto(db, row);

/**
 * Paid: AwaitingPayment -> Processing with this payment, as a conditional update, so however many
 * confirmations race exactly one applies. The customer's cart became this order and is emptied in
 * the same statement, which also records the timeline event and tells the watchers (one round
 * trip: checkout's hot path, decision 025). Returns the moved row, or undefined when the order was
 * no longer awaiting payment (the caller decides what that payment then needs: usually a refund).
 */
export async function markOrderPaid(
  db: Db,
  order: OrderRow,
  paymentId: string,
  afterPaid?: repo.AfterPaid,
): Promise<OrderRow | undefined> {
  // The move changes no fact the event carries besides the status; the owner comes from the row.
  const { restaurantOwnerId: _filledInByTheStatement, ...event } = orderEventOf(
    { ...order, status: 'Processing' },
    null,
  );
  return repo.payOrder(db, order, paymentId, event, ORDER_EVENTS_CHANNEL, afterPaid);
}

/**
 * Checkout's usual verification, in one statement (decision 035): the caller's own order,
 * awaiting payment under `providerOrderId`, is paid with `paymentId` as `markOrderPaid` pays it,
 * and comes back as the answer. The event is what the statement's conditions make true of the
 * order (no rider, not ready). Undefined when no such order was awaiting payment: the caller
 * then reads the order and decides (not found, refused, already paid, or a refund).
 */
export async function payOwnOrder(
  db: Db,
  q: { orderId: string; userId: string; providerOrderId: string; paymentId: string },
  afterPaid?: repo.AfterPaid,
): Promise<TOrder | undefined> {
  const { restaurantOwnerId: _filledInByTheStatement, ...event } = orderEventOf(
    { id: q.orderId, userId: q.userId, status: 'Processing', deliveryPartnerId: null, readyAt: null },
    null,
  );
  const paid = await repo.payOwnOrder(db, q, event, ORDER_EVENTS_CHANNEL, afterPaid);
  if (paid?.accepted) return toDto(db, paid.accepted);
  return paid && toOrderDto(paid.row, paid.details);
}

/** Without auto-accept (tests that pay orders and nothing else). */
export const ordersForPayments: OrdersForPayments = {
  findOrderById,
  findOrderByProviderOrderId,
  markOrderPaid,
  payOwnOrder,
  orderDto,
  assertOrderRestaurantTakesOrders,
};

/**
 * Orders for payments with auto-accept (decision 052): an order of a restaurant that accepts paid
 * orders automatically moves to Preparing in the payment's own transaction, through THE status
 * move (`autoAcceptOrder` -> moveOrder, as an owner's accept). `depsOf` is read at payment time
 * (app.ts builds the order deps after the payment deps).
 */
export function ordersForPaymentsWith(depsOf: () => OrderDeps): OrdersForPayments {
  const afterPaid: repo.AfterPaid = (tx, paid, kitchen) =>
    autoAcceptOrder({ ...depsOf(), db: tx as unknown as Db }, paid, kitchen);
  return {
    ...ordersForPayments,
    markOrderPaid: (db, order, paymentId) => markOrderPaid(db, order, paymentId, afterPaid),
    payOwnOrder: (db, q) => payOwnOrder(db, q, afterPaid),
  };
}
