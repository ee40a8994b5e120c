import { firstName, NOTIFICATION_MESSAGES as M, paiseToRupees, slotWords, WORKSPACE_HOME } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { pgArray } from '../../db/pg-array.ts';
import { orderItems, orderStatusEvents, orders, restaurants, user } from '../../db/schema/index.ts';
import { enqueueJobs, type NewJob } from '../../lib/job-queue.ts';
import { SALE } from '../../lib/sales.sql.ts';
import { type Notice, noticeJobs, reachOf } from './notify.ts';

/** Status changes handled per transaction. */
const BATCH = 100;
/** The owner hears of an order not yet accepted again after this long (owner-alarm jobs). */
export const OWNER_ALARM_EVERY_MS = 60_000;

type ChangeRow = {
  eventId: string;
  orderId: string;
  status: string;
  userId: string;
  ownerId: string | null;
  restaurantName: string;
  riderName: string | null;
  paymentMethod: string;
  paid: boolean;
  totalPaise: number;
  cancelReason: string | null;
  items: number;
  /** A scheduled order paid before its kitchen time (decision 053): the kitchen hears at that time. */
  forLater: boolean;
  scheduledFor: Date | string | null;
};

const orderUrl = (orderId: string) => `/orders/${orderId}`;

/**
 * Turns the order status history into notifications (decision 051): each change not yet notified
 * (`notified_at` null) becomes its pushes, texts and emails, queued in the same transaction that
 * marks it notified, so each change is notified exactly once across instances and restarts. The
 * status history is the outbox: every way of moving an order (payment, owner, rider, admin, the
 * expiry) already writes it. Returns how many changes it handled.
 */
export async function notifyOrderChanges(db: Db): Promise<number> {
  return db.transaction(async (tx) => {
    const result = (await tx.execute(sql`
      select e.id as "eventId", e.order_id as "orderId", e.status, o.user_id as "userId", r.owner_id as "ownerId",
        r.name as "restaurantName", rider.name as "riderName", o.payment_method as "paymentMethod",
        ${SALE} as paid, o.total_paise as "totalPaise", o.cancel_reason as "cancelReason",
        (select coalesce(sum(i.quantity), 0)::int from ${orderItems} i where i.order_id = o.id) as items,
        coalesce(o.kitchen_starts_at > e.created_at, false) as "forLater", o.scheduled_for as "scheduledFor"
      from ${orderStatusEvents} e
      join ${orders} o on o.id = e.order_id
      join ${restaurants} r on r.id = o.restaurant_id
      left join ${user} rider on rider.id = o.delivery_partner_id
      where e.notified_at is null
      order by e.created_at limit ${BATCH}
      for update of e skip locked`)) as unknown as { rows: ChangeRow[] };
    const changes = result.rows;
    if (changes.length === 0) return 0;
    const notices = changes.flatMap(noticesFor);
    const reach = await reachOf(tx as unknown as Db, [
      ...notices.map((n) => n.userId),
      ...changes.map((c) => c.userId),
    ]);
    const emails = changes.flatMap((c) => (reach.get(c.userId)?.email ? emailJobsFor(c) : []));
    await enqueueJobs(tx as unknown as Db, [
      ...noticeJobs(notices, reach),
      ...emails,
      ...changes.flatMap(alarmFor),
    ]);
    await tx.execute(sql`update ${orderStatusEvents} set notified_at = now()
      where id = any(${pgArray(changes.map((c) => c.eventId))}::uuid[])`);
    return changes.length;
  });
}

/** Who hears of one status change, and in what words. */
export function noticesFor(c: ChangeRow): Notice[] {
  const key = `status:${c.eventId}`;
  const tag = `order-${c.orderId}`;
  const toCustomer = (title: string, body: string, sms?: string): Notice => ({
    userId: c.userId,
    key,
    push: { title, body, url: orderUrl(c.orderId), tag },
    ...(sms ? { sms } : {}),
  });
  switch (c.status) {
    case 'Processing': {
      // A scheduled order: the customer hears it is booked; the kitchen at its time (releaseScheduledOrders).
      if (c.forLater && c.scheduledFor)
        return [
          toCustomer(
            M.scheduledTitle,
            M.scheduled(c.restaurantName, slotWords(new Date(c.scheduledFor), new Date())),
          ),
        ];
      const notices = [toCustomer(M.placedTitle, M.placed(c.restaurantName))];
      if (c.ownerId) notices.push(ownerNewOrderNotice({ ...c, ownerId: c.ownerId }, `${key}:owner`));
      return notices;
    }
    case 'Preparing':
      return [toCustomer(M.preparingTitle, M.preparing(c.restaurantName))];
    case 'On the way': {
      const body = M.onTheWay(firstName(c.riderName) || null);
      return [toCustomer(M.onTheWayTitle, body, body)];
    }
    case 'Delivered':
      return [toCustomer(M.deliveredTitle, M.delivered(c.restaurantName))];
    case 'Cancelled':
      return [toCustomer(M.cancelledTitle, M.cancelled(c.restaurantName, c.cancelReason, refunds(c)))];
    default:
      return [];
  }
}

/** A cancelled order paid online gets its money back (payments' refund path). */
const refunds = (c: ChangeRow) => c.paid && c.paymentMethod === 'online';

/** The receipt once paid (online: at payment; cash: at the door), the refund's email on a cancel. */
function emailJobsFor(c: ChangeRow): NewJob[] {
  const paidNow =
    (c.status === 'Processing' && c.paymentMethod === 'online') ||
    (c.status === 'Delivered' && c.paymentMethod === 'cod');
  if (paidNow && c.paid)
    return [{ kind: 'receipt', payload: { orderId: c.orderId }, dedupeKey: `receipt:${c.orderId}` }];
  if (c.status === 'Cancelled' && refunds(c))
    return [
      { kind: 'refund-email', payload: { orderId: c.orderId }, dedupeKey: `refund-email:${c.orderId}` },
    ];
  return [];
}

/** The owner's "New order" push, at payment, or at a scheduled order's kitchen time. */
export function ownerNewOrderNotice(
  o: { orderId: string; ownerId: string; restaurantName: string; items: number; totalPaise: number },
  key: string,
): Notice {
  return {
    userId: o.ownerId,
    key,
    push: {
      title: M.newOrderTitle,
      body: M.newOrder(o.restaurantName, o.items, paiseToRupees(o.totalPaise)),
      url: WORKSPACE_HOME.restaurantOwner,
      tag: `new-${o.orderId}`,
    },
  };
}

/** A new order rings the owner again each minute until someone accepts or cancels it (owner-alarm). */
export function firstOwnerAlarm(orderId: string): NewJob {
  return {
    kind: 'owner-alarm',
    payload: { orderId, round: 1 },
    dedupeKey: `owner-alarm:${orderId}:1`,
    runAt: new Date(Date.now() + OWNER_ALARM_EVERY_MS),
  };
}

function alarmFor(c: ChangeRow): NewJob[] {
  if (c.status !== 'Processing' || !c.ownerId || c.forLater) return [];
  return [firstOwnerAlarm(c.orderId)];
}
