import {
  isOfferedSlot,
  isOpenNow,
  kitchenPrepMinutes,
  kitchenStartsAt,
  MESSAGES,
  orderSlots,
  SCHEDULE_MESSAGES,
  slotEnd,
  slotWords,
  storedHoursOf,
  type TOrderSlots,
  type TWeeklyHours,
} from '@app/shared';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import { AppError } from '../../lib/app-error.ts';
import { findRestaurantSchedule } from './orders.repo.ts';

/**
 * Scheduled orders (decision 053): the half hour a customer picked, checked against the slots the
 * restaurant offers now, and its capacity held under concurrency.
 */

export type KitchenHours = {
  weeklyHours: TWeeklyHours | null;
  closedDates: string[];
  closedOn: string | null;
  prepMinutes: number | null;
  busyMinutes: number;
  busyUntil: Date | null;
};

export type Schedule = { scheduledFor: Date; kitchenStartsAt: Date };

/** The schedule `scheduledFor` asks for, or null (as soon as possible); 400 when it is not a slot offered now. */
export function scheduleOf(r: KitchenHours, scheduledFor: string | undefined, now: Date): Schedule | null {
  if (scheduledFor === undefined) return null;
  const at = new Date(scheduledFor);
  const prep = kitchenPrepMinutes(r, now);
  if (!isOfferedSlot(storedHoursOf(r), prep, at, now))
    throw new AppError('BAD_REQUEST', `scheduledFor: ${SCHEDULE_MESSAGES.slotNotOffered}`);
  return { scheduledFor: at, kitchenStartsAt: kitchenStartsAt(at, prep) };
}

/**
 * Holds a place in the order's half hour, in the transaction that inserted it: under an advisory
 * lock on (restaurant, slot), so concurrent orders for one slot count each other, the orders of the
 * slot not cancelled (this one included) may not exceed the restaurant's capacity; otherwise 409
 * and the transaction, with the order, rolls back. A cancelled order frees its place by itself.
 */
export async function holdSlot(
  tx: Tx,
  q: { restaurantId: string; scheduledFor: Date; capacity: number },
): Promise<void> {
  const at = q.scheduledFor.toISOString();
  await tx.execute(
    sql`select pg_advisory_xact_lock(hashtext('order-slot'), hashtext(${`${q.restaurantId}/${at}`}))`,
  );
  const result = (await tx.execute(sql`select count(*)::int as n from ${orders}
    where ${orders.restaurantId} = ${q.restaurantId} and ${orders.scheduledFor} = ${at}::timestamptz
      and ${orders.status} <> 'Cancelled'`)) as unknown as { rows: { n: number }[] };
  if (Number(result.rows[0]?.n ?? 0) > q.capacity) throw new AppError('CONFLICT', SCHEDULE_MESSAGES.slotFull);
}

/** How many orders each half hour of one restaurant holds, from `from` on (GET /api/restaurants/{id}/slots). */
export async function bookedSlots(db: Db, restaurantId: string, from: Date): Promise<Map<number, number>> {
  const result = (await db.execute(sql`select ${orders.scheduledFor} as at, count(*)::int as n from ${orders}
    where ${orders.restaurantId} = ${restaurantId} and ${orders.scheduledFor} >= ${from.toISOString()}::timestamptz
      and ${orders.status} <> 'Cancelled'
    group by ${orders.scheduledFor}`)) as unknown as { rows: { at: Date | string; n: number }[] };
  return new Map(result.rows.map((r) => [new Date(r.at).getTime(), Number(r.n)]));
}

/**
 * GET /api/restaurants/{id}/slots: the half hours offered now, each with the places it has left,
 * and whether ordering for now is possible. A restaurant not taking orders (paused, deactivated,
 * its owner disabled) offers none; one that does not exist is a 404.
 */
export async function listSlots(db: Db, restaurantId: string, now = new Date()): Promise<TOrderSlots> {
  const r = await findRestaurantSchedule(db, restaurantId);
  if (!r?.isActive) throw new AppError('NOT_FOUND', MESSAGES.restaurantNotFound);
  if (r.isPaused || r.ownerDisabled) return { slots: [], asapAvailable: false };
  const starts = orderSlots(storedHoursOf(r), kitchenPrepMinutes(r, now), now);
  const booked = starts.length > 0 ? await bookedSlots(db, restaurantId, starts[0] as Date) : new Map();
  return {
    slots: starts.map((start) => ({
      startsAt: start.toISOString(),
      endsAt: slotEnd(start).toISOString(),
      label: slotWords(start, now),
      left: Math.max(0, r.slotCapacity - (booked.get(start.getTime()) ?? 0)),
    })),
    asapAvailable: isOpenNow(storedHoursOf(r), now),
  };
}
