import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { type ScheduledJob, scheduleJob } from '../../lib/scheduled-job.ts';
import { expireUnpaidOrders } from './orders.service.ts';

/** How often the server looks for orders whose payment window has closed. */
const EXPIRY_CHECK_MS = 60_000;

/** Cancels unpaid orders once their payment window closes (expireUnpaidOrders). */
export const unpaidOrderExpiryJob: ScheduledJob = {
  name: 'unpaid-order-expiry',
  everyMs: EXPIRY_CHECK_MS,
  async run(tx) {
    const cancelled = await expireUnpaidOrders(tx);
    return cancelled > 0 ? { cancelled } : undefined;
  },
};

/**
 * Runs the expiry once when the app is ready, then every minute, once per tick across all
 * instances on the database (lib/scheduled-job.ts), until it closes.
 */
export function scheduleUnpaidOrderExpiry(app: FastifyInstance, db: Db): void {
  scheduleJob(app, db, unpaidOrderExpiryJob);
}
