import type { FastifyInstance } from 'fastify';

/** How often the server looks for refunds left half done. */
const REFUND_CHECK_MS = 60_000;

/**
 * Finishes refunds left pending (`finishPendingRefunds`, given as `run` so a lock can wrap it),
 * scheduled like the unpaid-order expiry: once when the app is ready, then every minute, until it
 * closes. A failed round is logged and the next one tries again.
 */
export function schedulePendingRefunds(app: FastifyInstance, run: () => Promise<number>): void {
  let timer: NodeJS.Timeout | undefined;
  const round = async () => {
    try {
      const finished = await run();
      if (finished > 0) app.log.info({ finished }, 'finished pending refunds');
    } catch (err) {
      app.log.error({ err }, 'could not finish pending refunds');
    }
  };
  app.addHook('onReady', async () => {
    await round();
    timer = setInterval(round, REFUND_CHECK_MS);
    timer.unref();
  });
  app.addHook('onClose', async () => clearInterval(timer));
}
