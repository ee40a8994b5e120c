import {
  ADMIN_ORDER_MESSAGES,
  ADMIN_SEARCH_PER_KIND,
  CHECKOUT_MESSAGES,
  checkTransition,
  nextStatusesFor,
  paiseToRupees,
  type TAdminOrderDetail,
  type TAdminOrderRow,
  type TAdminSearchResult,
  type TOrderStatus,
} from '@app/shared';
import { eq } from 'drizzle-orm';
import { type OrderRow, orders } from '../../db/schema/index.ts';
import { AppError } from '../../lib/app-error.ts';
import type { CsvExport, ListSource } from '../../lib/paging.ts';
import { recordAudit } from '../audit/record-audit.ts';
import type { SessionUser } from '../auth/auth.ts';
import { publishOrderEvent } from '../orders/order-events.ts';
import type { OrderDeps } from '../orders/orders-port.ts';
import * as repo from './admin-orders.repo.ts';

const ADMIN_ACTOR = { role: 'admin' } as const;

const isRefundState = (s: string | null): s is 'pending' | 'processed' | 'failed' =>
  s === 'pending' || s === 'processed' || s === 'failed';

/** Orders: the list's rows and count, and the CSV's columns. */
export function orderListSource(deps: OrderDeps, filter: repo.AdminOrderFilter): ListSource<TAdminOrderRow> {
  return {
    rows: async (limit, offset) =>
      (await repo.findOrders(deps.db, filter, limit, offset)).map((r) => ({
        _id: r.id,
        createdAt: r.createdAt.toISOString(),
        status: r.status,
        customerName: r.customerName,
        customerEmail: r.customerEmail,
        restaurantName: r.restaurantName,
        total: paiseToRupees(r.totalPaise),
        paid: r.paidAt !== null,
        refundStatus: isRefundState(r.refundStatus) ? r.refundStatus : null,
        deliveryPartnerName: r.partnerName,
      })),
    count: () => repo.countOrders(deps.db, filter),
  };
}

export const ORDERS_CSV: CsvExport<TAdminOrderRow> = {
  fileName: 'orders-export.csv',
  columns: [
    { header: 'Order ID', value: (o) => o._id },
    { header: 'Placed At', value: (o) => o.createdAt },
    { header: 'Status', value: (o) => o.status },
    { header: 'Customer', value: (o) => o.customerName },
    { header: 'Customer Email', value: (o) => o.customerEmail },
    { header: 'Restaurant', value: (o) => o.restaurantName },
    { header: 'Total', value: (o) => o.total },
    { header: 'Paid', value: (o) => (o.paid ? 'Yes' : 'No') },
    { header: 'Refund', value: (o) => o.refundStatus ?? '' },
    { header: 'Rider', value: (o) => o.deliveryPartnerName ?? '' },
  ],
};

async function requireOrder(deps: OrderDeps, id: string) {
  const order = await deps.orders.findOrderById(deps.db, id);
  if (!order) throw new AppError('NOT_FOUND', ADMIN_ORDER_MESSAGES.orderNotFound);
  return order;
}

const ownerOf = async (deps: OrderDeps, restaurantId: string) =>
  (await deps.orders.findRestaurantForOrder(deps.db, restaurantId))?.ownerId ?? null;

/** A paid order whose payment has no refund yet. */
const canRefund = (order: OrderRow, hasRefund: boolean) =>
  order.paidAt !== null && order.providerPaymentId !== null && !hasRefund;

/** GET /api/admin/orders/:id: items, totals, payment and refund, history with who moved it, next moves. */
export async function getOrderDetail(deps: OrderDeps, id: string): Promise<TAdminOrderDetail> {
  const order = await requireOrder(deps, id);
  const [dto, history, refund, people] = await Promise.all([
    deps.orders.toDto(deps.db, order),
    repo.findHistory(deps.db, id),
    repo.findLatestRefund(deps.db, id),
    repo.findPeople(deps.db, [order.userId, ...(order.deliveryPartnerId ? [order.deliveryPartnerId] : [])]),
  ]);
  const customer = people.find((p) => p.id === order.userId);
  const rider = people.find((p) => p.id === order.deliveryPartnerId);
  return {
    order: dto,
    customer: { _id: order.userId, name: customer?.name ?? '', email: customer?.email ?? '' },
    deliveryPartnerName: rider?.name ?? null,
    payment: {
      method: order.paymentMethod,
      provider: order.paymentProvider,
      paymentId: order.providerPaymentId,
      paidAt: order.paidAt?.toISOString() ?? null,
    },
    refund: refund
      ? {
          status: refund.status,
          amount: paiseToRupees(refund.amountPaise),
          reason: refund.reason,
          note: refund.note,
          createdAt: refund.createdAt.toISOString(),
        }
      : null,
    history: history.map((h) => ({ status: h.status, at: h.at.toISOString(), by: h.by })),
    nextStatuses: nextStatusesFor({
      from: order.status,
      actor: ADMIN_ACTOR,
      paidAt: order.paidAt,
      now: new Date(),
    }),
    refundable: canRefund(order, refund !== undefined),
  };
}

/**
 * POST /api/admin/orders/:id/status: a move the order state machine allows an admin (an illegal one
 * is a 409 in its words, nothing written), through the one `moveOrder` (timeline, refund owed on a
 * paid cancellation, live event), audited in the same transaction.
 */
export async function changeOrderStatus(
  deps: OrderDeps,
  caller: SessionUser,
  id: string,
  to: TOrderStatus,
): Promise<TAdminOrderDetail> {
  const order = await requireOrder(deps, id);
  const from = order.status;
  const check = checkTransition({ from, to, actor: ADMIN_ACTOR, paidAt: order.paidAt, now: new Date() });
  if (!check.ok) throw new AppError('CONFLICT', check.reason);
  const moved = await deps.orders.moveOrder(deps, {
    order,
    ownerId: await ownerOf(deps, order.restaurantId),
    to,
    actorId: caller.id,
    also: (tx, row) =>
      recordAudit(tx, caller, {
        action: 'order.status',
        targetType: 'order',
        targetId: id,
        before: { status: from },
        after: { status: row.status },
      }),
  });
  if (!moved) throw new AppError('CONFLICT', CHECKOUT_MESSAGES.orderChangedMeanwhile);
  return getOrderDetail(deps, id);
}

/**
 * POST /api/admin/orders/:id/refund: the whole paid amount back to the customer, with the admin's
 * reason, through the money path of decision 017 (intent recorded with the audit row, commit, then
 * the provider with the refund's id as idempotency key). One refund per payment: a second refund, or
 * a retry of the first, is a 409 and nothing more is written. The order's status does not change
 * (a delivered order can be refunded); the customer's screens hear about it at once.
 */
export async function refundOrder(
  deps: OrderDeps,
  caller: SessionUser,
  id: string,
  reason: string,
): Promise<TAdminOrderDetail> {
  const order = await requireOrder(deps, id);
  if (order.paidAt !== null && order.paymentMethod === 'cod')
    throw new AppError('CONFLICT', ADMIN_ORDER_MESSAGES.paidInCash);
  if (order.paidAt === null || !order.providerPaymentId)
    throw new AppError('CONFLICT', ADMIN_ORDER_MESSAGES.notPaid);
  const ownerId = await ownerOf(deps, order.restaurantId);
  const refundId = await deps.db.transaction(async (tx) => {
    // Locks the order so a cancellation racing this refund queues behind it (one refund per payment).
    await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, id)).for('update');
    const recorded = await deps.payments.recordRefund(tx, {
      orderId: id,
      paymentId: order.providerPaymentId ?? '',
      amountPaise: order.totalPaise,
      reason: 'admin',
      note: reason,
      requestedBy: caller.id,
    });
    if (!recorded) throw new AppError('CONFLICT', ADMIN_ORDER_MESSAGES.alreadyRefunded);
    await recordAudit(tx, caller, {
      action: 'order.refund',
      targetType: 'order',
      targetId: id,
      before: { status: order.status, refund: null },
      after: {
        status: order.status,
        refund: { amount: paiseToRupees(order.totalPaise), reason },
      },
    });
    await publishOrderEvent(tx, deps.orders.orderEventOf(order, ownerId));
    return recorded;
  });
  await deps.payments.settleRefund(refundId);
  // Once more now the provider has answered, so the customer's screen shows the refund's outcome.
  await publishOrderEvent(deps.db, deps.orders.orderEventOf(order, ownerId));
  return getOrderDetail(deps, id);
}

/** GET /api/admin/search?q=: a few restaurants, users and orders, each kind one indexed query. */
export async function searchEverything(deps: OrderDeps, q: string): Promise<TAdminSearchResult> {
  const looksLikeId = /^[0-9a-f-]{2,36}$/i.test(q);
  const [places, people, found] = await Promise.all([
    repo.searchRestaurants(deps.db, q, ADMIN_SEARCH_PER_KIND),
    repo.searchUsers(deps.db, q, ADMIN_SEARCH_PER_KIND),
    looksLikeId ? repo.searchOrdersById(deps.db, q, ADMIN_SEARCH_PER_KIND) : Promise.resolve([]),
  ]);
  return {
    restaurants: places.map((r) => ({ _id: r.id, name: r.name, isActive: r.isActive })),
    users: people.map((u) => ({ _id: u.id, name: u.name, email: u.email, role: u.role })),
    orders: found.map((o) => ({
      _id: o.id,
      status: o.status,
      total: paiseToRupees(o.totalPaise),
      restaurantName: o.restaurantName,
      customerName: o.customerName,
    })),
  };
}
