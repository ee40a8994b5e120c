/**
 * Notifications through the durable job queue (decision 051), on the database the config names
 * (DATABASE_URL for PostgreSQL): `DATABASE_URL=… npx tsx bench/notifications.ts [changes] [pushes] [emails]`.
 * A real push service on loopback (web-push-testing, in this process: it decrypts every push, so
 * its CPU counts against ours) receives the pushes. Prints JSON:
 *  - latency: from the commit of a status change (as every path writes it: the order row, its
 *    status history row, the NOTIFY) to the push arriving at the push service, one change at a time
 *    (the notifier woken by the NOTIFY, the queue by its own), p50 / p99 / max in ms;
 *  - pushes per second: `pushes` push jobs queued at once, until the push service has them all;
 *  - emails per second: `emails` refund emails queued at once (the mailer: SMTP_URL, or the
 *    development mailbox, a row each), until every job is done.
 */
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { eq, sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openMigratedDatabase } from '../apps/server/src/db/open-from-config.ts';
import {
  jobs,
  orderStatusEvents,
  orders,
  pushSubscriptions,
  restaurants,
  user,
} from '../apps/server/src/db/schema/index.ts';
import { makeRestaurant } from '../apps/server/src/db/seed/factories.ts';
import { enqueueJobs } from '../apps/server/src/lib/job-queue.ts';
import { publishOrderEvent } from '../apps/server/src/modules/orders/order-events.ts';
import { startTestPushService } from '../apps/server/test/push-service.ts';

const CHANGES = Number(process.argv[2] ?? 200);
const PUSHES = Number(process.argv[3] ?? 2000);
const EMAILS = Number(process.argv[4] ?? 1000);

let arrived = 0;
let onArrival: (() => void) | null = null;
const push = await startTestPushService(() => {
  arrived += 1;
  onArrival?.();
});
const config = loadConfig({ ...process.env, LOG_LEVEL: 'silent', SEED_DEMO: 'false' });
const database = await openMigratedDatabase(config);
const { db } = database;
const app = await buildApp({ config, database, logger: false, pushAgent: push.agent });
await app.ready();

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (n: number) => Math.round(n * 100) / 100;
const waitFor = async (done: () => Promise<boolean>) => {
  while (!(await done())) await new Promise((r) => setTimeout(r, 20));
};

try {
  const customerId = `bench-${randomUUID()}`;
  const ownerId = `bench-${randomUUID()}`;
  await db.insert(user).values([
    { id: customerId, name: 'Bench Customer', email: `${customerId}@bench.invalid`, role: 'customer' },
    { id: ownerId, name: 'Bench Owner', email: `${ownerId}@bench.invalid`, role: 'restaurantOwner' },
  ]);
  const [restaurant] = await db
    .insert(restaurants)
    .values(makeRestaurant({ name: 'Bench Kitchen', ownerId }))
    .returning();
  if (!restaurant) throw new Error('no restaurant');
  const browser = await push.subscribe(app.notifications.publicKey);
  const [subscription] = await db
    .insert(pushSubscriptions)
    .values({
      userId: customerId,
      endpoint: browser.endpoint,
      p256dh: browser.keys.p256dh,
      auth: browser.keys.auth,
    })
    .returning();
  if (!subscription) throw new Error('no subscription');

  const orderIds = (
    await db
      .insert(orders)
      .values(
        Array.from({ length: Math.max(CHANGES, 1) }, () => ({
          userId: customerId,
          restaurantId: restaurant.id,
          status: 'Processing' as const,
          deliveryInfo: {
            name: 'B',
            address: '1, Beach Road',
            city: 'Chennai',
            state: 'Tamil Nadu',
            zip: '600001',
            phone: '9840000000',
          },
          subtotalPaise: 20_000,
          deliveryFeePaise: 4_900,
          totalPaise: 24_900,
          paidAt: new Date(),
        })),
      )
      .returning({ id: orders.id })
  ).map((o) => o.id);

  // Latency: one status change at a time, as the owner's accept commits it.
  const latencies: number[] = [];
  for (const orderId of orderIds.slice(0, CHANGES)) {
    const before = arrived;
    const landed = new Promise<number>((resolve) => {
      onArrival = () => {
        if (arrived > before) resolve(performance.now());
      };
    });
    const committed = await db.transaction(async (tx) => {
      await tx
        .update(orders)
        .set({ status: 'Preparing', preparingAt: new Date() })
        .where(eq(orders.id, orderId));
      await tx.insert(orderStatusEvents).values({ orderId, status: 'Preparing', actorId: ownerId });
      await publishOrderEvent(tx, {
        orderId,
        status: 'Preparing',
        userId: customerId,
        restaurantOwnerId: ownerId,
        deliveryPartnerId: null,
        ready: false,
      });
      return () => performance.now();
    });
    const t0 = committed();
    latencies.push((await landed) - t0);
  }
  onArrival = null;
  latencies.sort((a, b) => a - b);

  // Pushes per second.
  const pushStart = arrived;
  let t = performance.now();
  await db.transaction((tx) =>
    enqueueJobs(
      tx,
      Array.from({ length: PUSHES }, (_, i) => ({
        kind: 'push',
        payload: {
          subscriptionId: subscription.id,
          title: 'Bench',
          body: `Push ${i}`,
          url: '/orders',
          tag: `bench-${i}`,
        },
      })),
    ),
  );
  await waitFor(async () => arrived - pushStart >= PUSHES);
  const pushSeconds = (performance.now() - t) / 1000;

  // Emails per second.
  t = performance.now();
  await db.transaction((tx) =>
    enqueueJobs(
      tx,
      Array.from({ length: EMAILS }, (_, i) => ({
        kind: 'refund-email',
        payload: { orderId: orderIds[i % orderIds.length] },
      })),
    ),
  );
  await waitFor(async () => (await countQueued()) === 0);
  const emailSeconds = (performance.now() - t) / 1000;

  console.log(
    JSON.stringify(
      {
        database: database.kind,
        latencyMs: {
          changes: CHANGES,
          p50: round(pct(latencies, 50)),
          p99: round(pct(latencies, 99)),
          max: round(latencies.at(-1) ?? 0),
        },
        pushesPerSecond: round(PUSHES / pushSeconds),
        emailsPerSecond: round(EMAILS / emailSeconds),
        mailer: config.SMTP_URL ? 'smtp' : 'development mailbox',
      },
      null,
      2,
    ),
  );
} finally {
  await app.close();
  await database.close();
  await push.close();
}

async function countQueued(): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(jobs)
    .where(sql`${jobs.kind} = 'refund-email' and ${jobs.status} = 'queued'`);
  return row?.n ?? 0;
}
