import { autoPauseNote, KITCHEN_MESSAGES, kitchenPrepMinutes } from '@app/shared';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { OrderRow } from '../../db/schema/index.ts';
import type { Tx } from '../../db/transaction.ts';
import { type ScheduledJob, scheduleJob } from '../../lib/scheduled-job.ts';
import { restaurantPausedItself } from '../notifications/notifications-port.ts';
import * as repo from './kitchen-controls.repo.ts';
import { moveOrder } from './orders.service.ts';
import type { OrderDeps } from './orders-port.ts';

/** How often the server looks for paid orders their kitchen did not accept in time. */
export const KITCHEN_DEADLINE_EVERY_MS = 30_000;
const BATCH = 100;

/**
 * Auto-accept (decision 052): the order moves to Preparing through THE status move an owner's
 * accept takes (moveOrder: timeline, hooks, ledger, the board's and the customer's events; the
 * dispatcher then finds it), with the restaurant's prep time. `deps.db` may be the payment's
 * transaction. Returns the moved row, or undefined when the order had moved meanwhile.
 */
export function autoAcceptOrder(
  deps: OrderDeps,
  order: OrderRow,
  restaurant: {
    ownerId: string | null;
    prepMinutes: number | null;
    busyMinutes: number;
    busyUntil: Date | null;
  },
  now = new Date(),
): Promise<OrderRow | undefined> {
  return moveOrder(deps, {
    order,
    ownerId: restaurant.ownerId,
    to: 'Preparing',
    actorId: null,
    set: { prepMinutes: kitchenPrepMinutes(restaurant, now), preparingAt: now },
  });
}

/**
 * Cancels the paid orders their kitchen did not accept within its time (default 5 minutes),
 * through THE status move (moveOrder), which records the refund of an online payment in the same
 * transaction; cash on delivery is cancelled with nothing to refund. The move is conditional (still
 * Processing, still past its time), so two instances, or two ticks at once, cancel and refund each
 * order once. Each miss counts towards the restaurant's automatic pause. An auto-accept
 * restaurant's order found waiting (its payment committed, the accept did not) is accepted instead.
 * Returns what it did.
 */
export async function enforceKitchenDeadlines(
  deps: OrderDeps,
  now = new Date(),
): Promise<{ cancelled: number; accepted: number; paused: number }> {
  const waiting = await repo.findOrdersWaitingTooLong(deps.db, now, BATCH);
  const done = { cancelled: 0, accepted: 0, paused: 0 };
  for (const w of waiting) {
    if (w.autoAccept) {
      if (await autoAcceptOrder(deps, w.order, w, now)) done.accepted += 1;
      continue;
    }
    const refunded = w.order.paidAt !== null && w.order.providerPaymentId !== null;
    const reason = refunded ? KITCHEN_MESSAGES.notAcceptedRefunded : KITCHEN_MESSAGES.notAcceptedCash;
    const cutoff = new Date(now.getTime() - w.acceptWithinMinutes * 60_000);
    let paused = false;
    const moved = await moveOrder(deps, {
      order: w.order,
      ownerId: w.ownerId,
      to: 'Cancelled',
      actorId: null,
      set: { cancelReason: reason, missedAt: now },
      onlyIf: repo.waitingSinceBefore(sql`${cutoff.toISOString()}::timestamptz`),
      also: async (tx: Tx, row: OrderRow) => {
        const r = await repo.pauseAfterMisses(tx, row.restaurantId, now);
        if (!r) return;
        paused = true;
        // The owner and the admins hear of it through the queue, queued with the pause itself.
        await restaurantPausedItself(tx, {
          restaurantId: r.id,
          restaurantName: r.name,
          ownerId: r.ownerId,
          pausedAt: now,
          note: autoPauseNote(now),
        });
      },
    });
    if (!moved) continue;
    // The customer hears of the cancel (and its reason) as of every cancel: from the status history.
    done.cancelled += 1;
    if (paused) done.paused += 1;
  }
  return done;
}

/** One instance's way to run the kitchen deadlines now (what its job runs each tick). */
export type KitchenDeadlines = { enforce(now?: Date): ReturnType<typeof enforceKitchenDeadlines> };

export function kitchenDeadlinesOf(deps: OrderDeps): KitchenDeadlines {
  return { enforce: (now) => enforceKitchenDeadlines(deps, now) };
}

/** The job (lib/scheduled-job.ts): one tick per period across every instance on the database. */
export function kitchenDeadlineJob(deps: OrderDeps, everyMs = KITCHEN_DEADLINE_EVERY_MS): ScheduledJob {
  return {
    name: 'kitchen-deadline',
    everyMs,
    // The tick's transaction only claims the period; each order moves in its own transaction
    // (a refund asks the provider after its commit, never inside a held transaction).
    async run() {
      return undefined;
    },
    async afterCommit() {
      const done = await enforceKitchenDeadlines(deps);
      return done.cancelled + done.accepted > 0 ? done : undefined;
    },
  };
}

export function scheduleKitchenDeadlines(app: FastifyInstance, deps: OrderDeps, everyMs?: number): void {
  scheduleJob(app, deps.db as Db, kitchenDeadlineJob(deps, everyMs));
}
