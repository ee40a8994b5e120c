import type { Agent } from 'node:https';
import type { FastifyInstance } from 'fastify';
import { JobQueue, jobsCleanupJob } from '../../lib/job-queue.ts';
import { Pump } from '../../lib/pump.ts';
import { scheduleJob } from '../../lib/scheduled-job.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { OrderEventHub } from '../orders/order-events.ts';
import { notificationJobHandlers } from './notify-jobs.ts';
import { notifyOrderChanges } from './order-notifier.ts';
import { createPushSender } from './push-sender.ts';
import { createDevSmsOutbox } from './sms.ts';
import { resolveVapidKeys, vapidSubject } from './vapid.ts';

/** How often the notifier looks for status changes besides being woken by them (a missed NOTIFY). */
const NOTIFIER_POLL_MS = 5_000;

export type Notifications = {
  /** The VAPID public key browsers subscribe with (GET /api/push/public-key). */
  publicKey: string;
  /** Notifies every status change and runs every due job, until nothing is left (tests, benchmarks). */
  drain(): Promise<void>;
};

export type NotificationsOptions = {
  mailer: Mailer;
  /** Emails an order's receipt with its invoice. */
  sendReceipt(orderId: string): Promise<void>;
  orderEvents: OrderEventHub;
  /** Tests: a push service on loopback with its own certificate. */
  pushAgent?: Agent;
};

/**
 * The notification service (decision 051): the order notifier turns status changes into jobs, the
 * durable queue sends them (push, SMS, email) with retries. Both start when the app is ready and
 * stop before it closes, waiting for what is under way.
 */
export async function startNotifications(
  app: FastifyInstance,
  opts: NotificationsOptions,
): Promise<Notifications> {
  const { db, database, config } = app;
  const keys = await resolveVapidKeys(db);
  const isOutage = (err: unknown) => database.availability.report(err);
  const push = createPushSender(keys, vapidSubject(config.publicUrl, config.MAIL_FROM), opts.pushAgent);
  const queue = new JobQueue(
    db,
    notificationJobHandlers(db, {
      push,
      sms: createDevSmsOutbox(db),
      mailer: opts.mailer,
      sendReceipt: opts.sendReceipt,
    }),
    { log: app.log, isOutage },
  );
  /** Notifies every status change not yet notified; returns how many. */
  const notifyAll = async () => {
    let told = 0;
    for (let n = await notifyOrderChanges(db); n > 0; n = await notifyOrderChanges(db)) told += n;
    return told;
  };
  const notifier = new Pump(notifyAll, (err) => {
    if (isOutage(err)) app.log.warn({ err }, 'order notifier paused: database unavailable');
    else app.log.error({ err }, 'order notifier failed');
  });
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe = () => {};
  app.addHook('onReady', async () => {
    // Every status change is announced on order_events as it commits: that is the notifier's cue.
    unsubscribe = opts.orderEvents.subscribe(
      (event) => {
        if (!event.kind) notifier.wake();
      },
      () => notifier.wake(),
    );
    timer = setInterval(() => notifier.wake(), NOTIFIER_POLL_MS);
    timer.unref();
    notifier.wake();
    await queue.start(database);
  });
  app.addHook('preClose', async () => {
    clearInterval(timer);
    unsubscribe();
    await notifier.stop();
    await queue.stop();
    push.close();
  });
  scheduleJob(app, db, jobsCleanupJob);
  return {
    publicKey: keys.publicKey,
    async drain() {
      for (;;) {
        // What the background runs have claimed finishes first. Then a look that finds nothing is
        // the answer only if no background run started meanwhile: one may hold rows this look
        // skipped (`skip locked`) and commit its jobs after it (PostgreSQL has many connections).
        await Promise.all([notifier.idle(), queue.idle()]);
        const runsBefore = notifier.runs + queue.runs;
        const told = await notifyAll();
        const ran = await queue.runDue();
        const quiet = !notifier.busy && !queue.busy && notifier.runs + queue.runs === runsBefore;
        if (told === 0 && ran === 0 && quiet) return;
      }
    },
  };
}
