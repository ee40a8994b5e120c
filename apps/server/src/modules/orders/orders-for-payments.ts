import type { TOrder } from '@app/shared';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { carts } from '../../db/schema/index.ts';
import { publishOrderEvent } from './order-events.ts';
import * as repo from './orders.repo.ts';
import { orderEventOf, toDto } from './orders.service.ts';

/**
 * What orders offers the payments module (the other half of `payments-port.ts`): reading an order
 * by its provider order id and the one move payments may make, AwaitingPayment -> Processing.
 */
export type OrderRow = repo.OrderRow;

export const findOrderById = (db: Db, id: string) => repo.findOrderById(db, id);
export const findOrderByProviderOrderId = (db: Db, providerOrderId: string) =>
  repo.findOrderByProviderOrderId(db, providerOrderId);
export const orderDto = (db: Db, row: OrderRow): Promise<TOrder> => toDto(db, row);

/** Cancelled without ever being paid: its payment window closed (or an admin cancelled it unpaid). */
export function isCancelledUnpaid(order: OrderRow): boolean {
  return order.status === 'Cancelled' && order.paidAt === null;
}

/**
 * Paid: AwaitingPayment -> Processing with this payment, as a conditional update, so however many
 * confirmations race exactly one applies. The customer's cart became this order and is emptied in
 * the same transaction. Returns the moved row, or undefined when the order was no longer awaiting
 * payment (the caller decides what that payment then needs: usually a refund).
 */
export async function markOrderPaid(
  db: Db,
  order: OrderRow,
  paymentId: string,
): Promise<OrderRow | undefined> {
  // Looked up before the transaction: PGlite has one connection, so nothing may query beside it.
  const ownerId = (await repo.findRestaurantForOrder(db, order.restaurantId))?.ownerId ?? null;
  return repo.moveStatus(
    db,
    {
      orderId: order.id,
      from: 'AwaitingPayment',
      to: 'Processing',
      actorId: null,
      set: { paidAt: new Date(), providerPaymentId: paymentId },
    },
    async (tx, row) => {
      await tx.delete(carts).where(eq(carts.userId, row.userId));
      await publishOrderEvent(tx, orderEventOf(row, ownerId));
    },
  );
}
