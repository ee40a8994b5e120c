import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import { expireUnpaidOrders } from './orders.service.ts';

/** How often the server looks for orders whose payment window has closed. */
const EXPIRY_CHECK_MS = 60_000;

/**
 * Cancels unpaid orders once their payment window closes (expireUnpaidOrders): once when the app is
 * ready, then every minute, until it closes. A failed round is logged and the next one tries again.
 */
export function scheduleUnpaidOrderExpiry(app: FastifyInstance, db: Db): void {
  let timer: NodeJS.Timeout | undefined;
  const round = async () => {
    try {
      const cancelled = await expireUnpaidOrders(db);
      if (cancelled > 0) app.log.info({ cancelled }, 'cancelled orders left unpaid');
    } catch (err) {
      app.log.error({ err }, 'could not cancel unpaid orders');
    }
  };
  app.addHook('onReady', async () => {
    await round();
    timer = setInterval(round, EXPIRY_CHECK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
