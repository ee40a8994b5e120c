import { ACCEPT_WITHIN_MINUTES, MISSED_ORDERS_TO_PAUSE, MISSED_ORDERS_WINDOW_MINUTES } from '@app/shared';
import { and, asc, eq, lte, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { auditLog, orders, restaurants } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';

/** When an order started waiting for the kitchen: its payment, or its placing (cash on delivery). */
export const waitingSince = sql`coalesce(${orders.paidAt}, ${orders.createdAt})`;

/**
 * Waiting for the kitchen since `cutoff` or before: paid (or placed) by then and, for a scheduled
 * order (decision 053), given to the kitchen by then. A scheduled order's time to be accepted counts
 * from when its kitchen gets it, not from its payment hours before.
 */
export const waitingSinceBefore = (cutoff: SQL) =>
  sql`(${waitingSince} <= ${cutoff} and (${orders.kitchenStartsAt} is null or ${orders.kitchenStartsAt} <= ${cutoff}))`;

/**
 * Orders waiting for their kitchen (Processing) longer than their restaurant allows, oldest
 * first, with what the job needs of the restaurant. The shortest allowance bounds the walk of
 * orders_waiting_for_kitchen_idx; each restaurant's own allowance filters after.
 */
export async function findOrdersWaitingTooLong(db: Db, now: Date, limit: number) {
  const earliestCutoff = new Date(now.getTime() - ACCEPT_WITHIN_MINUTES.min * 60_000);
  return db
    .select({
      order: orders,
      ownerId: restaurants.ownerId,
      autoAccept: restaurants.autoAccept,
      prepMinutes: restaurants.prepMinutes,
      busyMinutes: restaurants.busyMinutes,
      busyUntil: restaurants.busyUntil,
      acceptWithinMinutes: restaurants.acceptWithinMinutes,
    })
    .from(orders)
    .innerJoin(restaurants, eq(restaurants.id, orders.restaurantId))
    .where(
      and(
        eq(orders.status, 'Processing'),
        lte(waitingSince, earliestCutoff),
        waitingSinceBefore(
          sql`${now.toISOString()}::timestamptz - make_interval(mins => ${restaurants.acceptWithinMinutes}::int)`,
        ),
      ),
    )
    .orderBy(asc(waitingSince))
    .limit(limit);
}

/**
 * The missed-orders rule (decision 052), inside the transaction that cancelled a missed order: with
 * the restaurant's row locked (two misses at once count each other), it pauses the restaurant when
 * MISSED_ORDERS_TO_PAUSE orders were missed in the last hour since its last automatic pause, and
 * records that in the audit log. Returns the restaurant when this call paused it.
 */
export async function pauseAfterMisses(
  tx: Tx,
  restaurantId: string,
  now: Date,
): Promise<{ id: string; name: string; ownerId: string | null } | undefined> {
  await tx
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.id, restaurantId))
    .for('update');
  const windowStart = new Date(now.getTime() - MISSED_ORDERS_WINDOW_MINUTES * 60_000).toISOString();
  const paused = await tx
    .update(restaurants)
    .set({ isPaused: true, autoPausedAt: now, missesCountedFrom: now })
    .where(
      and(
        eq(restaurants.id, restaurantId),
        eq(restaurants.isPaused, false),
        sql`(select count(*) from ${orders} where ${orders.restaurantId} = ${restaurantId}
          and ${orders.missedAt} > greatest(${windowStart}::timestamptz,
            coalesce(${restaurants.missesCountedFrom}, '-infinity'::timestamptz))) >= ${MISSED_ORDERS_TO_PAUSE}`,
      ),
    )
    .returning({ id: restaurants.id, name: restaurants.name, ownerId: restaurants.ownerId });
  const row = paused[0];
  if (!row) return undefined;
  await tx.insert(auditLog).values({
    actorId: null,
    actorEmail: 'system',
    action: 'restaurant.autoPaused',
    targetType: 'restaurant',
    targetId: row.id,
    before: { isPaused: false },
    after: { isPaused: true, autoPausedAt: now.toISOString(), missedOrders: MISSED_ORDERS_TO_PAUSE },
  });
  return row;
}
