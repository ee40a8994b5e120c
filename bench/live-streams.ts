/**
 * The live path with real connections (issue 27): one instance, `streams` customers each watching
 * an order of their own over GET /api/orders/events (real sockets, real sessions), a few owners'
 * boards, and order events published as every path publishes them (NOTIFY in a transaction).
 * `[DATABASE_URL=…] npx tsx bench/live-streams.ts [streams] [events]`. Prints JSON:
 *  - memory: the process's RSS and heap before and after opening the streams, per open stream;
 *  - latency: from the commit of an event to its arrival on the stream of the customer it concerns,
 *    p50 / p99 / max in ms, with `events` events (a mix of positions and status changes) sent 20 ms
 *    apart;
 *  - misdelivered: events that reached a stream whose user may not see them (must be 0);
 *  - cpu: the process's CPU time while the events were delivered, per event.
 * Sessions are made as sign-in makes them (a session row and the signed cookie), without hashing a
 * password per customer, which would take minutes and measure nothing of the live path.
 */
import { createHmac, randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { performance } from 'node:perf_hooks';
import { buildApp } from '../apps/server/src/app.ts';
import { loadConfig } from '../apps/server/src/config.ts';
import { openMigratedDatabase } from '../apps/server/src/db/open-from-config.ts';
import { orders, restaurants, session, user } from '../apps/server/src/db/schema/index.ts';
import { makeRestaurant } from '../apps/server/src/db/seed/factories.ts';
import { publishOrderEvent } from '../apps/server/src/modules/orders/order-events.ts';

const STREAMS = Number(process.argv[2] ?? 1_000);
const EVENTS = Number(process.argv[3] ?? 2_000);
const OWNERS = 20;
const SECRET = 'bench-live-streams-secret-0123456789abcdef';

const config = loadConfig({
  ...process.env,
  LOG_LEVEL: 'silent',
  SEED_DEMO: 'false',
  AUTH_SECRET: SECRET,
  KITCHEN_DEADLINE_CHECK_MS: '0',
  SCHEDULED_RELEASE_CHECK_MS: '0',
  DISPATCH_MODE: 'open',
});
const database = await openMigratedDatabase(config);
const { db } = database;
const app = await buildApp({ config, database, logger: false });
await app.listen({ port: 0, host: '127.0.0.1' });
const port = (app.server.address() as AddressInfo).port;

const pct = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round = (n: number) => Math.round(n * 100) / 100;
const mb = (bytes: number) => round(bytes / 1024 / 1024);

/** The cookie sign-in sets: the session's token, signed as better-auth signs it. */
const cookieOf = (token: string) => {
  const signature = createHmac('sha256', SECRET).update(token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
};

type Watcher = { userId: string; orderId: string | null; cookie: string };

async function people(): Promise<{ customers: Watcher[]; owners: Watcher[]; restaurantId: string }> {
  const make = (role: 'customer' | 'restaurantOwner', i: number) => {
    const id = `live-${role}-${i}-${randomUUID()}`;
    return { id, name: `Live ${i}`, email: `${id}@bench.invalid`, role };
  };
  const customers = Array.from({ length: STREAMS }, (_, i) => make('customer', i));
  const owners = Array.from({ length: OWNERS }, (_, i) => make('restaurantOwner', i));
  for (let i = 0; i < customers.length; i += 500) await db.insert(user).values(customers.slice(i, i + 500));
  await db.insert(user).values(owners);
  const [restaurant] = await db
    .insert(restaurants)
    .values(makeRestaurant({ name: `Live ${randomUUID().slice(0, 6)}`, ownerId: owners[0]?.id ?? null }))
    .returning();
  if (!restaurant) throw new Error('no restaurant');
  const orderRows = customers.map((c) => ({
    id: randomUUID(),
    userId: c.id,
    restaurantId: restaurant.id,
    status: 'On the way' as const,
    deliveryInfo: {
      name: c.name,
      address: '1, Anna Nagar',
      city: 'Chennai',
      state: 'Tamil Nadu',
      zip: '600040',
      phone: '9840012345',
    },
    subtotalPaise: 10_000,
    deliveryFeePaise: 0,
    totalPaise: 10_000,
  }));
  for (let i = 0; i < orderRows.length; i += 500) await db.insert(orders).values(orderRows.slice(i, i + 500));
  const expiresAt = new Date(Date.now() + 86_400_000);
  const sessions = [...customers, ...owners].map((p) => ({
    id: randomUUID(),
    token: randomUUID().replaceAll('-', ''),
    userId: p.id,
    expiresAt,
  }));
  for (let i = 0; i < sessions.length; i += 500) await db.insert(session).values(sessions.slice(i, i + 500));
  const cookie = new Map(sessions.map((s) => [s.userId, cookieOf(s.token)]));
  return {
    customers: customers.map((c, i) => ({
      userId: c.id,
      orderId: orderRows[i]?.id ?? null,
      cookie: cookie.get(c.id) ?? '',
    })),
    owners: owners.map((o) => ({ userId: o.id, orderId: null, cookie: cookie.get(o.id) ?? '' })),
    restaurantId: restaurant.id,
  };
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Number.POSITIVE_INFINITY });
const latencies: number[] = [];
let misdelivered = 0;
let arrived = 0;

/** Opens one stream; resolves once the server has answered with the stream's first bytes. */
function open(w: Watcher): Promise<http.ClientRequest> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      { host: '127.0.0.1', port, path: '/api/orders/events', agent, headers: { cookie: w.cookie } },
      (res) => {
        if (res.statusCode !== 200) {
          reject(new Error(`stream answered ${res.statusCode}`));
          return;
        }
        let buffered = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffered += chunk;
          let end = buffered.indexOf('\n\n');
          while (end >= 0) {
            const block = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            const data = block.split('\n').find((l) => l.startsWith('data: '));
            if (data && block.includes('event: order')) {
              const e = JSON.parse(data.slice(6)) as { userId?: string; benchSentAt?: number };
              if (e.benchSentAt !== undefined) {
                arrived += 1;
                if (e.userId !== w.userId && w.orderId !== null) misdelivered += 1;
                else if (w.orderId !== null) latencies.push(performance.now() - e.benchSentAt);
              }
            }
            end = buffered.indexOf('\n\n');
          }
        });
        resolve(req);
      },
    );
    req.on('error', reject);
  });
}

try {
  const { customers, owners, restaurantId } = await people();
  global.gc?.();
  const before = process.memoryUsage();
  const requests: http.ClientRequest[] = [];
  for (let i = 0; i < customers.length; i += 100)
    requests.push(...(await Promise.all(customers.slice(i, i + 100).map(open))));
  requests.push(...(await Promise.all(owners.map(open))));
  await new Promise((r) => setTimeout(r, 500));
  global.gc?.();
  const after = process.memoryUsage();
  const openStreams = requests.length;

  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  for (let i = 0; i < EVENTS; i += 1) {
    const c = customers[(i * 7919) % customers.length];
    if (!c?.orderId) continue;
    const position = i % 4 !== 0;
    await publishOrderEvent(db, {
      orderId: c.orderId,
      restaurantId,
      status: 'On the way',
      userId: c.userId,
      restaurantOwnerId: owners[0]?.userId ?? null,
      deliveryPartnerId: null,
      ready: true,
      ...(position ? { kind: 'location' as const } : {}),
      benchSentAt: performance.now(),
    } as Parameters<typeof publishOrderEvent>[1]);
    await new Promise((r) => setTimeout(r, 20));
  }
  await new Promise((r) => setTimeout(r, 1_000));
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage(cpuBefore);
  const sorted = [...latencies].sort((a, b) => a - b);
  console.log(
    JSON.stringify(
      {
        database: config.DATABASE_URL ? 'postgresql' : 'pglite',
        streams: openStreams,
        memory: {
          rssBeforeMb: mb(before.rss),
          rssAfterMb: mb(after.rss),
          rssPerStreamKb: round((after.rss - before.rss) / openStreams / 1024),
          heapPerStreamKb: round((after.heapUsed - before.heapUsed) / openStreams / 1024),
        },
        events: EVENTS,
        eventsPerSecond: round(EVENTS / seconds),
        received: latencies.length,
        arrivedIncludingOwners: arrived,
        latencyMs: {
          p50: round(pct(sorted, 50)),
          p99: round(pct(sorted, 99)),
          max: round(sorted.at(-1) ?? 0),
        },
        misdelivered,
        cpuMsPerEvent: round((cpu.user + cpu.system) / 1000 / EVENTS),
        note: 'one process runs the server and the clients: the clients’ parsing counts against the server',
      },
      null,
      2,
    ),
  );
  for (const r of requests) r.destroy();
} finally {
  agent.destroy();
  await app.close();
  await database.close();
}
