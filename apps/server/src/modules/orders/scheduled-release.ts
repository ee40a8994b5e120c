import { and, asc, eq, isNotNull, isNull, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orderItems, orders, restaurants } from '../../db/schema/index.ts';
import { type ScheduledJob, scheduleJob } from '../../lib/scheduled-job.ts';
import { scheduledOrderReachedKitchen } from '../notifications/notifications-port.ts';
import { autoAcceptOrder } from './kitchen-controls.ts';
import { publishOrderEvent } from './order-events.ts';
import { orderEventOf } from './orders.service.ts';
import type { OrderDeps } from './orders-port.ts';

/** How often the server gives scheduled orders to their kitchens when their time comes. */
export const SCHEDULED_RELEASE_EVERY_MS = 15_000;
const BATCH = 100;

/**
 * Scheduled orders (decision 053) whose kitchen time has come: each, in its own transaction, is
 * marked given to the kitchen (a conditional update, so two instances give it once), announced to
 * the board (which rings, as for a new paid order) and pushed to the owner with the alarm that
 * repeats until someone accepts it. A restaurant that accepts automatically then accepts it, through
 * THE status move. Returns what it did.
 */
export async function releaseScheduledOrders(
  deps: OrderDeps,
  now = new Date(),
): Promise<{ released: number; accepted: number }> {
  const due = await deps.db
    .select({
      order: orders,
      ownerId: restaurants.ownerId,
      restaurantName: restaurants.name,
      autoAccept: restaurants.autoAccept,
      prepMinutes: restaurants.prepMinutes,
      busyMinutes: restaurants.busyMinutes,
      busyUntil: restaurants.busyUntil,
      items: sql<number>`(select coalesce(sum(${orderItems.quantity}), 0)::int from ${orderItems} where ${orderItems.orderId} = ${orders.id})`,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(
      and(
        isNotNull(orders.kitchenStartsAt),
        isNull(orders.releasedAt),
        lte(orders.kitchenStartsAt, now),
        eq(orders.status, 'Processing'),
      ),
    )
    .orderBy(asc(orders.kitchenStartsAt))
    .limit(BATCH);
  const done = { released: 0, accepted: 0 };
  for (const d of due) {
    const released = await deps.db.transaction(async (tx) => {
      const [row] = await tx
        .update(orders)
        .set({ releasedAt: now })
        .where(and(eq(orders.id, d.order.id), isNull(orders.releasedAt), eq(orders.status, 'Processing')))
        .returning();
      if (!row) return undefined;
      await publishOrderEvent(tx, orderEventOf(row, d.ownerId));
      await scheduledOrderReachedKitchen(tx, {
        orderId: row.id,
        ownerId: d.ownerId,
        restaurantName: d.restaurantName,
        items: Number(d.items),
        totalPaise: row.totalPaise,
      });
      return row;
    });
    if (!released) continue;
    done.released += 1;
    if (d.autoAccept && (await autoAcceptOrder(deps, released, d, now))) done.accepted += 1;
  }
  return done;
}

/** One instance's way to give due scheduled orders to their kitchens now (tests; what the job runs). */
export type ScheduledRelease = { release(now?: Date): ReturnType<typeof releaseScheduledOrders> };

export function scheduledReleaseOf(deps: OrderDeps): ScheduledRelease {
  return { release: (now) => releaseScheduledOrders(deps, now) };
}

/** The job (lib/scheduled-job.ts): one tick per period across every instance on the database. */
export function scheduleScheduledRelease(
  app: FastifyInstance,
  deps: OrderDeps,
  everyMs = SCHEDULED_RELEASE_EVERY_MS,
): void {
  scheduleJob(app, deps.db as Db, {
    name: 'scheduled-release',
    everyMs,
    async run() {
      return undefined;
    },
    async afterCommit() {
      const done = await releaseScheduledOrders(deps);
      return done.released > 0 ? done : undefined;
    },
  } satisfies ScheduledJob);
}
