import { and, asc, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { orders, restaurants, routeTransfers } from '../../db/schema/index.ts';
import { type ScheduledJob, scheduleJob } from '../../lib/scheduled-job.ts';
import { postRouteTransfer } from './ledger-posting.ts';

/**
 * Razorpay Route (decision 048): the finisher that sends each restaurant's share to its linked
 * account and takes it back on a refund. The payment's transaction records the transfer `pending`
 * (ledger-posting.ts); a refund marks it `reversing` once made. Every minute one instance claims
 * what is due (in the job's transaction) and calls Razorpay after that commits, never holding a
 * transaction across the network. A retry after a crash makes nothing twice: the gateway finds a
 * transfer by our reference before making one, and reads what was reversed before reversing.
 * Each transfer made or taken back is posted to the ledger with its status (the restaurant was paid
 * from the gateway, so its weekly payout owes that much less: it is never paid twice).
 */
export const ROUTE_TRANSFER_EVERY_MS = 60_000;
/** A transfer is due this long after it was recorded or last tried (the provider was down, or no account yet). */
export const ROUTE_TRANSFER_RETRY_AFTER_MS = 2 * 60_000;
const BATCH = 50;

/** What the finisher needs of the payment gateway (payments/payment-gateway.ts gives it). */
export type RouteGateway = {
  mode: 'razorpay' | 'test';
  transfer(
    paymentId: string,
    linkedAccountId: string,
    amountPaise: number,
    reference: string,
  ): Promise<{ providerTransferId: string }>;
  reverseTransfer(providerTransferId: string, amountPaise: number): Promise<void>;
};

export type RouteTransferDeps = {
  db: Db;
  gateway: RouteGateway;
  log?: Pick<FastifyBaseLogger, 'warn'>;
};

/**
 * Claims what is due: transfers to make whose restaurant has a linked account, and transfers to
 * take back; each claimed is touched so that another round leaves it alone for a while.
 */
export async function claimDueTransfers(db: Db, now: Date): Promise<string[]> {
  const due = db
    .select({ id: routeTransfers.id })
    .from(routeTransfers)
    .innerJoin(restaurants, eq(restaurants.id, routeTransfers.restaurantId))
    .where(
      and(
        sql`${routeTransfers.status} in ('pending', 'reversing')`,
        lt(routeTransfers.updatedAt, new Date(now.getTime() - ROUTE_TRANSFER_RETRY_AFTER_MS)),
        sql`(${routeTransfers.status} = 'reversing' or ${restaurants.razorpayAccountId} is not null)`,
      ),
    )
    .orderBy(asc(routeTransfers.updatedAt))
    .limit(BATCH)
    .for('update', { of: routeTransfers, skipLocked: true });
  const rows = await db
    .update(routeTransfers)
    .set({ updatedAt: now })
    .where(inArray(routeTransfers.id, due))
    .returning({ id: routeTransfers.id });
  return rows.map((r) => r.id);
}

/** Makes (or takes back) one claimed transfer. Returns what it did. */
export async function finishTransfer(
  deps: RouteTransferDeps,
  id: string,
): Promise<'sent' | 'reversed' | 'failed' | 'skipped'> {
  const [row] = await deps.db
    .select({
      orderId: routeTransfers.orderId,
      restaurantId: routeTransfers.restaurantId,
      status: routeTransfers.status,
      amountPaise: routeTransfers.amountPaise,
      providerTransferId: routeTransfers.providerTransferId,
      paymentId: orders.providerPaymentId,
      account: restaurants.razorpayAccountId,
    })
    .from(routeTransfers)
    .innerJoin(orders, eq(orders.id, routeTransfers.orderId))
    .innerJoin(restaurants, eq(restaurants.id, routeTransfers.restaurantId))
    .where(eq(routeTransfers.id, id));
  if (!row) return 'skipped';
  try {
    if (row.status === 'pending' && row.account && row.paymentId) {
      const { providerTransferId } = await deps.gateway.transfer(
        row.paymentId,
        row.account,
        row.amountPaise,
        id,
      );
      await deps.db.transaction(async (tx) => {
        // A refund that came while it was being made (`reversed` from `pending`) now has one to take back.
        await tx
          .update(routeTransfers)
          .set({
            providerTransferId,
            status: sql`case when ${routeTransfers.status} = 'pending' then 'settled' else 'reversing' end`,
            lastError: null,
            updatedAt: new Date(),
          })
          .where(eq(routeTransfers.id, id));
        await postRouteTransfer(tx, { transferId: id, ...row, reversed: false });
      });
      return 'sent';
    }
    if (row.status === 'reversing' && row.providerTransferId) {
      await deps.gateway.reverseTransfer(row.providerTransferId, row.amountPaise);
      await deps.db.transaction(async (tx) => {
        await tx
          .update(routeTransfers)
          .set({ status: 'reversed', lastError: null, updatedAt: new Date() })
          .where(eq(routeTransfers.id, id));
        await postRouteTransfer(tx, { transferId: id, ...row, reversed: true });
      });
      return 'reversed';
    }
    return 'skipped';
  } catch (err) {
    const message = (err as Error).message;
    deps.log?.warn({ transferId: id, err: message }, 'route transfer failed; tried again later');
    await deps.db.update(routeTransfers).set({ lastError: message }).where(eq(routeTransfers.id, id));
    return 'failed';
  }
}

/** Makes each claimed transfer, one after the other; counts the outcomes (for the job's log). */
async function finishAll(deps: RouteTransferDeps, ids: readonly string[]) {
  const done: Record<string, number> = {};
  for (const id of ids) {
    const outcome = await finishTransfer(deps, id);
    done[outcome] = (done[outcome] ?? 0) + 1;
  }
  return done;
}

/** One finisher round outside the schedule (tests, scripts): claim, then make each. */
export async function finishDueTransfers(deps: RouteTransferDeps, now = new Date()) {
  return finishAll(deps, await claimDueTransfers(deps.db, now));
}

function routeTransferJob(deps: RouteTransferDeps): ScheduledJob {
  return {
    name: 'route-transfers',
    everyMs: ROUTE_TRANSFER_EVERY_MS,
    async run(tx) {
      const claimed = await claimDueTransfers(tx, new Date());
      return claimed.length > 0 ? { claimed } : undefined;
    },
    async afterCommit(claimed) {
      const ids = (claimed?.claimed as string[] | undefined) ?? [];
      return ids.length > 0 ? finishAll(deps, ids) : undefined;
    },
  };
}

/** With Razorpay keys only: test payment mode records transfers settled at once and has none due. */
export function scheduleRouteTransfers(app: FastifyInstance, deps: RouteTransferDeps): void {
  if (deps.gateway.mode === 'razorpay') scheduleJob(app, deps.db, routeTransferJob(deps));
}
