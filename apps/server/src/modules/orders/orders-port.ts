import type { TOrder, TOrderStatus } from '@app/shared';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import type { OrderRow, restaurants } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import type { SessionUser } from '../auth/auth.ts';
import type { CouponsForOrders } from '../coupons/coupons-port.ts';
import type { Serviceability } from '../serviceability/serviceability-port.ts';
import type { OrderEvent } from './order-events.ts';
import type { PaymentsPort } from './payments-port.ts';

/**
 * What orders offers other modules, as interfaces only: app.ts builds the one `OrderDeps` with
 * orders' implementation (`orders-offer.ts`), payments' (`payments-port.ts`) and the hooks other
 * modules register for a status move. Delivery and the admin's order screens call
 * `deps.orders.*`; no module imports orders.service or orders.repo, nor a file that does (lint).
 */

/** Writes another module adds to every status move, in its transaction (delivery ends a delivery). */
export type StatusMoveHook = (tx: Tx, row: OrderRow) => Promise<void>;

export type OrderMove = {
  /** The order as read; the move happens only if it is still in `order.status`. */
  order: OrderRow;
  /** Its restaurant's owner (for who hears about the change). */
  ownerId: string | null;
  to: TOrderStatus;
  /** Who made the move (null: the system). */
  actorId: string | null;
  /** Other columns to set with the move (a prep time, a rider). */
  set?: Partial<OrderRow>;
  /** A condition the row must still meet when it moves, checked in the moving statement. */
  onlyIf?: SQL | undefined;
  /** More writes in the same transaction (a reason row, …). */
  also?: (tx: Tx, row: OrderRow) => Promise<void>;
};

export type StatusChangeDetails = {
  prepMinutes?: number | undefined;
  reason?: string | undefined;
  onlyIf?: SQL | undefined;
};

export type OrderEventFacts = Pick<OrderRow, 'id' | 'status' | 'userId' | 'deliveryPartnerId' | 'readyAt'> & {
  restaurantId?: string;
};

export type OrdersOffer = {
  findOrderById(db: Db | Tx, id: string): Promise<OrderRow | undefined>;
  findRestaurantForOrder(db: Db, restaurantId: string): Promise<typeof restaurants.$inferSelect | undefined>;
  /** The caller's view of an order (404 when they may not see it). */
  getOrder(deps: OrderDeps, caller: SessionUser, orderId: string): Promise<TOrder>;
  /** A move the caller asks for, checked by `checkTransition`, through `moveOrder`. */
  changeStatus(
    deps: OrderDeps,
    caller: SessionUser,
    orderId: string,
    to: TOrderStatus,
    details?: StatusChangeDetails,
  ): Promise<TOrder>;
  /** THE status move (see orders.service `moveOrder`). */
  moveOrder(deps: OrderDeps, move: OrderMove): Promise<OrderRow | undefined>;
  toDto(db: Db, row: OrderRow): Promise<TOrder>;
  orderEventOf(row: OrderEventFacts, restaurantOwnerId: string | null): OrderEvent;
};

export type OrderDeps = {
  db: Db;
  payments: PaymentsPort;
  orders: OrdersOffer;
  /** A pinned address's delivery fee (serviceability's port). */
  serviceability: Pick<Serviceability, 'quoteForAddress'>;
  /** A coupon's discount on the bill (coupons' port). */
  coupons: CouponsForOrders;
  /** Run in every status move's transaction, in order (app.ts registers them). */
  onStatusMove: readonly StatusMoveHook[];
  /** The platform's GSTIN for its tax invoices (config PLATFORM_GSTIN), or null. */
  invoiceIssuerGstin?: string | null;
};

/** What payments reads of orders and the one move it makes, AwaitingPayment -> Processing. */
export type OrdersForPayments = {
  findOrderById(db: Db, id: string): Promise<OrderRow | undefined>;
  findOrderByProviderOrderId(db: Db, providerOrderId: string): Promise<OrderRow | undefined>;
  /** Paid, as one conditional update; undefined when the order no longer awaited payment. */
  markOrderPaid(db: Db, order: OrderRow, paymentId: string): Promise<OrderRow | undefined>;
  /** Checkout's usual verification in one statement; undefined when nothing was awaiting payment. */
  payOwnOrder(
    db: Db,
    q: { orderId: string; userId: string; providerOrderId: string; paymentId: string },
  ): Promise<TOrder | undefined>;
  orderDto(db: Db, row: OrderRow): Promise<TOrder>;
  /** A paused or deactivated restaurant takes no payment for its orders either. */
  assertOrderRestaurantTakesOrders(db: Db, orderId: string, userId: string): Promise<void>;
};

/** Cancelled without ever being paid: its payment window closed (or an admin cancelled it unpaid). */
export function isCancelledUnpaid(order: OrderRow): boolean {
  return order.status === 'Cancelled' && order.paidAt === null;
}
