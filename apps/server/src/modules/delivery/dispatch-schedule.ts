import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { scheduleJob } from '../../lib/scheduled-job.ts';
import type { OrderEvent, OrderEventHub } from '../orders/order-events.ts';
import { dispatchRound } from './dispatcher.ts';

/** Changes that arrive together are dispatched in one round this soon after the first. */
const NUDGE_DELAY_MS = 100;

/** An event after which an order may be waiting for a rider, or a rider free for an order. */
function mayNeedDispatch(e: OrderEvent): boolean {
  if (e.kind === 'released') return true;
  if (e.kind) return false;
  return (e.status === 'Preparing' && e.deliveryPartnerId === null) || e.status === 'Delivered';
}

/**
 * Runs dispatch rounds (decision 043): every DISPATCH_ROUND_MS (2 s) as a scheduled job (one instance per tick), and
 * soon after a restaurant accepts an order or a rider becomes free, on the instance that hears it
 * first (every instance hears every event; the offer's unique indexes keep the race harmless).
 * Shutdown waits for a round in flight.
 */
export function scheduleDispatcher(
  app: FastifyInstance,
  db: Db,
  hub: OrderEventHub,
  /** The periodic round (DISPATCH_ROUND_MS): expiries and retries happen even when nothing else does. */
  roundEveryMs: number,
): void {
  scheduleJob(app, db, {
    name: 'dispatch',
    everyMs: roundEveryMs,
    async run(tx) {
      const round = await dispatchRound(tx);
      return round.offered || round.expired ? round : undefined;
    },
  });
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<unknown> | null = null;
  let again = false;
  let closed = false;
  const runNow = () => {
    timer = null;
    if (closed) return;
    if (running) {
      again = true;
      return;
    }
    running = dispatchRound(db)
      .catch((err) => {
        if (!app.database.availability.report(err)) app.log.error({ err }, 'dispatch round failed');
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          nudge();
        }
      });
  };
  const nudge = () => {
    if (!timer && !closed) timer = setTimeout(runNow, NUDGE_DELAY_MS);
  };
  const unsubscribe = hub.subscribe((e) => {
    if (mayNeedDispatch(e)) nudge();
  });
  app.addHook('preClose', async () => {
    closed = true;
    unsubscribe();
    if (timer) clearTimeout(timer);
    await running;
  });
}
