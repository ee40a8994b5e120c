/**
 * The live path at city scale (issue 27, decision 056), against real server processes on
 * PostgreSQL: `npx tsx bench/live-city.ts [--streams 10000] [--riders 1000] [--seconds 30]
 * [--instances 1|2] [--kill] [--server apps/server/dist/server.js] [--positions-via postgres|redis]`.
 *
 * It creates its own database (BENCH_POSTGRES_URL, default postgres://postgres@127.0.0.1:5432),
 * starts `--instances` servers from the given build (so the build before a change runs the same
 * bench), and as the load generator in this process:
 *  - makes `streams` customers with an order each and 20 owners, with sessions as sign-in makes them
 *    (a session row, the signed cookie, and the signed session cache cookie a browser holds);
 *  - opens every customer's and owner's GET /api/orders/events, split between the instances;
 *  - `riders` riders each carry one of those orders On the way and POST a position every second
 *    (1,000 riders = 1,000 positions a second), alternating instances as a load balancer would;
 *  - meanwhile commits 20 status changes a second for the other orders, as every path does (the
 *    change and its NOTIFY in one transaction).
 * Prints JSON: RSS per open stream of each server; positions sent, accepted per second, POST
 * latency; from a position's POST (or a status change's commit) to its arrival on the watching
 * customer's stream, p50/p99/max; events that reached a stream whose user may not see them (must
 * be 0); server and PostgreSQL CPU (% of one core). With `--kill` and two instances, it then kills
 * one with SIGKILL and measures how long until every stream it held is open again on the other
 * (clients reconnect after the server's retry hint, as EventSource does, to the instance left).
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { createHmac, randomUUID } from 'node:crypto';
import { openSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import pg from 'pg';

const { values: args } = parseArgs({
  options: {
    streams: { type: 'string', default: '10000' },
    riders: { type: 'string', default: '1000' },
    seconds: { type: 'string', default: '30' },
    instances: { type: 'string', default: '1' },
    kill: { type: 'boolean', default: false },
    server: { type: 'string', default: 'apps/server/dist/server.js' },
    'positions-via': { type: 'string', default: 'postgres' },
    'status-per-second': { type: 'string', default: '20' },
  },
});
const STREAMS = Number(args.streams);
const RIDERS = Math.min(Number(args.riders), STREAMS);
const SECONDS = Number(args.seconds);
const INSTANCES = Number(args.instances);
const STATUS_PER_SECOND = Number(args['status-per-second']);
const OWNERS = 20;
const WARMUP_SECONDS = 10;
const SECRET = 'bench-live-city-secret-0123456789abcdef0123';
const BASE_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432';
const dbName = `live_city_${randomUUID().slice(0, 8)}`;
const databaseUrl = `${BASE_URL}/${dbName}`;
const ports = Array.from({ length: INSTANCES }, (_, i) => 3600 + i);

const round = (n: number) => Math.round(n * 100) / 100;
const pct = (xs: number[], p: number) => {
  const sorted = [...xs].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0);
};
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

// --- processes: the servers, their memory and CPU, PostgreSQL's CPU ---
const ticksPerSecond = 100;
function cpuSecondsOf(pid: number): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]?.split(' ') ?? [];
    return (Number(fields[11]) + Number(fields[12])) / ticksPerSecond;
  } catch {
    return 0;
  }
}
function rssKbOf(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith('VmRSS:'));
  return Number(line?.split(/\s+/)[1] ?? 0);
}
function postgresCpuSeconds(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres')
        total += cpuSecondsOf(Number(entry));
    } catch {
      // gone meanwhile
    }
  }
  return total;
}

const servers: ChildProcess[] = [];
async function startServer(port: number): Promise<ChildProcess> {
  // BENCH_NODE_FLAGS (e.g. --trace-gc) and BENCH_SERVER_LOG (a file for the servers' output) help find a stall.
  const flags = (process.env.BENCH_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const log = process.env.BENCH_SERVER_LOG
    ? openSync(`${process.env.BENCH_SERVER_LOG}.${port}`, 'w')
    : 'ignore';
  const child = spawn(process.execPath, ['--max-semi-space-size=8', ...flags, args.server], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      ALLOW_HTTP_IN_PRODUCTION: 'true',
      ALLOW_DEV_MAILBOX_IN_PRODUCTION: 'true',
      ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true',
      KITCHEN_DEADLINE_CHECK_MS: '0',
      SCHEDULED_RELEASE_CHECK_MS: '0',
      DISPATCH_MODE: 'open',
      POSITIONS_VIA: args['positions-via'],
      ...(args['positions-via'] === 'redis'
        ? { REDIS_URL: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379' }
        : {}),
    },
    stdio: ['ignore', log, 'inherit'],
  });
  servers.push(child);
  for (let i = 0; i < 600; i += 1) {
    const ok = await fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return child;
    await sleep(100);
  }
  throw new Error(`server on ${port} did not start`);
}

// --- people, orders and sessions, written as the product writes them ---
const cookieOf = (token: string) => {
  const signature = createHmac('sha256', SECRET).update(token).digest('base64');
  return `better-auth.session_token=${encodeURIComponent(`${token}.${signature}`)}`;
};
type Person = { id: string; cookie: string; orderId: string | null; port: number };

async function insertMany(c: pg.Client, table: string, columns: string[], rows: unknown[][]) {
  for (let i = 0; i < rows.length; i += 1000) {
    const slice = rows.slice(i, i + 1000);
    const params: unknown[] = [];
    const tuples = slice.map((row) => `(${row.map((v) => `$${params.push(v)}`).join(',')})`);
    await c.query(`insert into ${table} (${columns.join(',')}) values ${tuples.join(',')}`, params);
  }
}

async function makePeople(c: pg.Client) {
  const now = new Date();
  const person = (role: string, i: number) => ({ id: `${role}-${i}-${randomUUID()}`, role });
  const customers = Array.from({ length: STREAMS }, (_, i) => person('customer', i));
  const owners = Array.from({ length: OWNERS }, (_, i) => person('restaurantOwner', i));
  const riders = Array.from({ length: RIDERS }, (_, i) => person('deliveryPartner', i));
  const everyone = [...customers, ...owners, ...riders];
  await insertMany(
    c,
    '"user"',
    ['id', 'name', 'email', 'role'],
    everyone.map((p) => [p.id, p.id.slice(0, 20), `${p.id}@bench.invalid`, p.role]),
  );
  const restaurantIds: string[] = [];
  for (const o of owners) {
    const id = randomUUID();
    restaurantIds.push(id);
    await c.query(
      `insert into restaurants (id, name, address, lat, lng, owner_id)
       values ($1, $2, '1, Anna Nagar', 13.085, 80.21, $3)`,
      [id, `Live ${o.id.slice(-6)}`, o.id],
    );
  }
  const info = JSON.stringify({
    name: 'Bench',
    address: '1, 2nd Avenue, Anna Nagar',
    city: 'Chennai',
    state: 'Tamil Nadu',
    zip: '600040',
    phone: '9840012345',
  });
  const orderIds = customers.map(() => randomUUID());
  await insertMany(
    c,
    'orders',
    [
      'id',
      'user_id',
      'restaurant_id',
      'status',
      'delivery_partner_id',
      'delivery_info',
      'subtotal_paise',
      'delivery_fee_paise',
      'total_paise',
      'paid_at',
    ],
    customers.map((cu, i) => [
      orderIds[i],
      cu.id,
      restaurantIds[0],
      i < RIDERS ? 'On the way' : 'Preparing',
      i < RIDERS ? riders[i]?.id : null,
      info,
      10_000,
      0,
      10_000,
      now,
    ]),
  );
  const expiresAt = new Date(Date.now() + 86_400_000);
  const tokens = everyone.map(() => randomUUID().replaceAll('-', ''));
  await insertMany(
    c,
    'session',
    ['id', 'token', 'user_id', 'expires_at'],
    everyone.map((p, i) => [randomUUID(), tokens[i], p.id, expiresAt]),
  );
  const tokenOf = new Map(everyone.map((p, i) => [p.id, tokens[i] ?? '']));
  // Streams alternate between the instances, as a balancer spreads them.
  const withCookie = (p: { id: string }, i: number, orderId: string | null): Person => ({
    id: p.id,
    cookie: cookieOf(tokenOf.get(p.id) ?? ''),
    orderId,
    port: ports[i % ports.length] ?? 3600,
  });
  return {
    customers: customers.map((p, i) => withCookie(p, i, orderIds[i] ?? null)),
    owners: owners.map((p, i) => withCookie(p, i, null)),
    riders: riders.map((p, i) => withCookie(p, i, orderIds[i] ?? null)),
    restaurantIds,
    ownerOfAll: owners[0]?.id ?? '',
  };
}

/** The session cache cookie a signed-in browser holds (what the server sets on a session read). */
async function withSessionCache(p: Person): Promise<void> {
  const res = await fetch(`http://127.0.0.1:${p.port}/api/auth/get-session`, {
    headers: { cookie: p.cookie },
  });
  const set = res.headers.getSetCookie().map((c) => c.split(';')[0] ?? '');
  await res.arrayBuffer();
  const names = new Set(set.map((c) => c.split('=')[0]));
  p.cookie = [...p.cookie.split('; ').filter((c) => !names.has(c.split('=')[0])), ...set].join('; ');
}

// --- the streams ---
const positionSentAt = new Map<string, number>(); // orderId → when its latest position was POSTed
const statusSentAt = new Map<string, number>(); // orderId → when its latest status change began to commit
const positionLatency: number[] = [];
const statusLatency: number[] = [];
let misdelivered = 0;
/** The second of the measured window each arrival over 250 ms came in (to see a stall). */
const slow: number[] = [];
let measureStart = 0;
const slowBySecond = () => {
  const counts: Record<number, number> = {};
  for (const s of slow) counts[s] = (counts[s] ?? 0) + 1;
  return counts;
};
let ownerEvents = 0;
const streamAgent = new http.Agent({ keepAlive: false, maxSockets: Number.POSITIVE_INFINITY });

type Watch = {
  person: Person;
  owner: boolean;
  mayHear: (e: { orderId: string; userId?: string }) => boolean;
  /** The stream's last event id, sent back on a reconnect as EventSource does (Last-Event-ID). */
  lastId?: string;
};
const openAt = new Map<Watch, number>(); // when each stream last opened
let reconnects: { lostAt: number; openAt: number }[] = [];

function openStream(w: Watch, port: number, lostAt?: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const req = http.get(
      {
        host: '127.0.0.1',
        port,
        path: '/api/orders/events',
        agent: streamAgent,
        headers: { cookie: w.person.cookie, ...(w.lastId ? { 'last-event-id': w.lastId } : {}) },
      },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          reject(new Error(`stream answered ${res.statusCode}`));
          return;
        }
        let retryMs = 3_000;
        let buffered = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          buffered += chunk;
          let end = buffered.indexOf('\n\n');
          while (end >= 0) {
            const block = buffered.slice(0, end);
            buffered = buffered.slice(end + 2);
            end = buffered.indexOf('\n\n');
            if (block.startsWith('retry: ')) {
              retryMs = Number(block.slice(7));
              if (!openAt.has(w) || lostAt !== undefined) {
                openAt.set(w, performance.now());
                if (lostAt !== undefined) reconnects.push({ lostAt, openAt: performance.now() });
                lostAt = undefined;
                resolve();
              }
              continue;
            }
            if (block.startsWith('id: ')) w.lastId = block.slice(4).split('\n')[0];
            if (!block.startsWith('event: order')) continue;
            const at = performance.now();
            const e = JSON.parse(block.slice(block.indexOf('data: ') + 6)) as {
              orderId: string;
              userId?: string;
              kind?: string;
            };
            if (!w.mayHear(e)) {
              misdelivered += 1;
              continue;
            }
            if (w.owner) {
              ownerEvents += 1;
              continue;
            }
            const sent = (e.kind === 'location' ? positionSentAt : statusSentAt).get(e.orderId);
            if (sent === undefined) continue;
            (e.kind === 'location' ? positionLatency : statusLatency).push(at - sent);
            if (at - sent > 250) slow.push(Math.floor((at - measureStart) / 1000));
          }
        });
        res.on('close', () => {
          // Lost (the instance died): reconnect after the retry hint to an instance still up.
          if (stopping) return;
          reopen(w, performance.now(), retryMs, 0);
        });
      },
    );
    req.on('error', reject);
  });
}
/**
 * Reconnects as the browser does: after the server's retry hint; a refused attempt (503 while the
 * instance left takes the others' streams) is tried again after the web client's jittered backoff
 * (apps/web/src/lib/order-stream.ts, reopenDelay).
 */
function reopen(w: Watch, lostAt: number, waitMs: number, attempt: number): void {
  setTimeout(() => {
    if (stopping) return;
    openStream(w, alive[0] ?? 3600, lostAt).catch(() => {
      const ceiling = Math.min(30_000, 1_000 * 2 ** attempt);
      reopen(w, lostAt, ceiling / 2 + (Math.random() * ceiling) / 2, attempt + 1);
    });
  }, waitMs);
}
let stopping = false;
let alive = [...ports];

// --- riders' positions and status changes ---
const postAgent = new http.Agent({ keepAlive: true, maxSockets: 128 });
const postLatency: number[] = [];
let accepted = 0;
let notKept = 0;
const errors = new Map<string, number>();
function postPosition(rider: Person, port: number, lat: number, lng: number): void {
  const body = JSON.stringify({ lat, lng });
  const sent = performance.now();
  const orderId = rider.orderId ?? '';
  positionSentAt.set(orderId, sent);
  const req = http.request(
    {
      host: '127.0.0.1',
      port,
      method: 'POST',
      path: `/api/orders/${orderId}/location`,
      agent: postAgent,
      headers: {
        cookie: rider.cookie,
        origin: `http://127.0.0.1:${port}`,
        'content-type': 'application/json',
        'content-length': Buffer.byteLength(body),
      },
    },
    (res) => {
      let text = '';
      res.setEncoding('utf8');
      res.on('data', (c: string) => {
        text += c;
      });
      res.on('end', () => {
        postLatency.push(performance.now() - sent);
        for (const c of res.headers['set-cookie'] ?? []) {
          const pair = c.split(';')[0] ?? '';
          const name = pair.split('=')[0];
          rider.cookie = [...rider.cookie.split('; ').filter((x) => x.split('=')[0] !== name), pair].join(
            '; ',
          );
        }
        if (res.statusCode === 200 && text.includes('true')) accepted += 1;
        else if (res.statusCode === 200) notKept += 1;
        else
          errors.set(
            `${res.statusCode} ${text.slice(0, 80)}`,
            (errors.get(`${res.statusCode} ${text.slice(0, 80)}`) ?? 0) + 1,
          );
      });
    },
  );
  req.on('error', (err) => errors.set(err.message, (errors.get(err.message) ?? 0) + 1));
  req.end(body);
}

async function main() {
  const admin = new pg.Client({ connectionString: `${BASE_URL}/postgres` });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  const c = new pg.Client({ connectionString: databaseUrl });
  try {
    for (const port of ports) await startServer(port);
    await c.connect();
    const { customers, owners, riders, restaurantIds, ownerOfAll } = await makePeople(c);
    // Watchers hold a session cache cookie as a signed-in browser does. Riders get theirs from
    // their first position's answer: they come on duty over the warm-up, not at one instant, so
    // their caches do not all expire in the same second either (each expiry is a session read).
    const watchers = [...customers, ...owners];
    for (let i = 0; i < watchers.length; i += 200)
      await Promise.all(watchers.slice(i, i + 200).map(withSessionCache));
    // Fresh servers for the measure: the memory the setup's requests left behind is not the streams'.
    for (const old of servers.splice(0)) {
      const exited = new Promise((r) => old.once('exit', r));
      old.kill('SIGTERM');
      await exited;
    }
    for (const port of ports) await startServer(port);
    const pids = servers.map((s) => s.pid ?? 0);
    await sleep(3_000);
    const rssBefore = pids.map(rssKbOf);

    const orderOwner = new Map(customers.map((p) => [p.orderId ?? '', p.id]));
    const watches: Watch[] = [
      ...customers.map((p) => ({
        person: p,
        owner: false,
        mayHear: (e: { orderId: string }) => orderOwner.get(e.orderId) === p.id,
      })),
      ...owners.map((p) => ({
        person: p,
        owner: true,
        mayHear: () => p.id === ownerOfAll,
      })),
    ];
    const opening = performance.now();
    const refused = new Map<string, number>();
    for (let i = 0; i < watches.length; i += 200) {
      const opened = await Promise.allSettled(
        watches.slice(i, i + 200).map((w) => openStream(w, w.person.port)),
      );
      for (const o of opened)
        if (o.status === 'rejected') refused.set(String(o.reason), (refused.get(String(o.reason)) ?? 0) + 1);
    }
    const openSeconds = (performance.now() - opening) / 1000;
    await sleep(3_000);
    const rssAfter = pids.map(rssKbOf);
    const perInstance = ports.map((port) => watches.filter((w) => w.person.port === port).length);
    // Refusals are spread over the instances as the streams are.
    const refusedOn = (_i: number) => [...refused.values()].reduce((a, b) => a + b, 0) / ports.length;

    // The measured window: positions from every rider each second, status changes meanwhile.
    const loop = monitorEventLoopDelay({ resolution: 10 });
    loop.enable();
    const started = performance.now();
    const statusOrders = customers.slice(RIDERS);
    // Changes commit on a few connections at once, as several requests of an instance would.
    const statusPool = new pg.Pool({ connectionString: databaseUrl, max: 4 });
    let tick = 0;
    const statuses = ['Preparing', 'Processing'];
    const statusTimer = setInterval(() => {
      for (let k = 0; k < STATUS_PER_SECOND / 10; k += 1) {
        const o = statusOrders[(tick * 7 + k * 131) % Math.max(1, statusOrders.length)];
        if (!o?.orderId) continue;
        const status = statuses[tick % 2] ?? 'Preparing';
        const orderId = o.orderId;
        const payload = JSON.stringify({
          orderId,
          restaurantId: restaurantIds[0],
          status,
          userId: o.id,
          restaurantOwnerId: ownerOfAll,
          deliveryPartnerId: null,
          ready: false,
        });
        statusSentAt.set(orderId, performance.now());
        void statusPool.query(
          `with moved as (update orders set status = $2 where id = $1 returning id) select pg_notify('order_events', $3) from moved`,
          [orderId, status, payload],
        );
      }
      tick += 1;
    }, 100);
    // Each rider posts once a second, the riders spread evenly over the second.
    const slices = 50;
    let slice = 0;
    const riderTimer = setInterval(() => {
      const t = (performance.now() - started) / 1000;
      for (let i = slice; i < riders.length; i += slices) {
        const r = riders[i];
        if (!r || t < (i / riders.length) * WARMUP_SECONDS * 0.8) continue;
        const port = alive[(i + Math.floor(t)) % alive.length] ?? 3600;
        postPosition(r, port, 13.05 + (i % 100) / 1000 + t / 10_000, 80.2 + Math.floor(i / 100) / 1000);
      }
      slice = (slice + 1) % slices;
    }, 1000 / slices);
    // Riders were not all switched on at the same instant in a real city: the first seconds (each
    // delivery's first check, each session's first read) are a warm-up, not counted.
    await sleep(WARMUP_SECONDS * 1000);
    for (const xs of [postLatency, positionLatency, statusLatency, slow]) xs.length = 0;
    accepted = 0;
    notKept = 0;
    ownerEvents = 0;
    errors.clear();
    loop.reset();
    const cpu0 = pids.map(cpuSecondsOf);
    const pg0 = postgresCpuSeconds();
    measureStart = performance.now();
    await sleep(SECONDS * 1000);
    clearInterval(riderTimer);
    clearInterval(statusTimer);
    await sleep(1_500);
    await statusPool.end();
    const window = (performance.now() - measureStart) / 1000;
    const cpu = pids.map((pid, i) => round(((cpuSecondsOf(pid) - (cpu0[i] ?? 0)) / window) * 100));
    const pgCpu = round(((postgresCpuSeconds() - pg0) / window) * 100);

    let failover: unknown = null;
    if (args.kill && servers.length > 1) {
      const victim = servers[1];
      const victimPort = ports[1] ?? 0;
      const held = watches.filter((w) => w.person.port === victimPort).length;
      reconnects = [];
      alive = ports.filter((p) => p !== victimPort);
      const killedAt = performance.now();
      victim?.kill('SIGKILL');
      const deadline = killedAt + 30_000;
      while (reconnects.length < held && performance.now() < deadline) await sleep(100);
      const times = reconnects.map((r) => r.openAt - killedAt);
      failover = {
        streamsOnKilledInstance: held,
        reopenedOnTheOther: reconnects.length,
        secondsUntilAllReopened: round((Math.max(0, ...times) || Number.NaN) / 1000),
        p50Seconds: round(pct(times, 50) / 1000),
      };
    }

    stopping = true;
    console.log(
      JSON.stringify(
        {
          server: args.server,
          instances: INSTANCES,
          positionsVia: args['positions-via'],
          streams: watches.length,
          streamsPerInstance: perInstance,
          streamsRefused: Object.fromEntries(refused),
          secondsToOpenAll: round(openSeconds),
          memory: pids.map((_, i) => ({
            rssBeforeMb: round((rssBefore[i] ?? 0) / 1024),
            rssAfterMb: round((rssAfter[i] ?? 0) / 1024),
            rssPerStreamKb: round(
              ((rssAfter[i] ?? 0) - (rssBefore[i] ?? 0)) / ((perInstance[i] ?? 0) - refusedOn(i) || 1),
            ),
          })),
          warmupSeconds: WARMUP_SECONDS,
          measuredSeconds: SECONDS,
          positions: {
            riders: riders.length,
            sent: postLatency.length,
            acceptedPerSecond: round(accepted / SECONDS),
            notKept,
            errors: Object.fromEntries(errors),
            postLatencyMs: { p50: pct(postLatency, 50), p99: pct(postLatency, 99) },
            toCustomerMs: {
              received: positionLatency.length,
              p50: pct(positionLatency, 50),
              p99: pct(positionLatency, 99),
              max: pct(positionLatency, 100),
            },
          },
          statusChanges: {
            toCustomerMs: {
              received: statusLatency.length,
              p50: pct(statusLatency, 50),
              p99: pct(statusLatency, 99),
              max: pct(statusLatency, 100),
            },
            ownerBoardEvents: ownerEvents,
          },
          misdelivered,
          loadGeneratorEventLoopDelayMs: {
            p99: round(loop.percentile(99) / 1e6),
            max: round(loop.max / 1e6),
          },
          slowArrivalsBySecond: slowBySecond(),
          cpuPercentOfOneCore: { servers: cpu, postgres: pgCpu },
          failover,
          note: 'load generator, servers and PostgreSQL share this machine',
        },
        null,
        2,
      ),
    );
  } finally {
    stopping = true;
    for (const s of servers) s.kill('SIGKILL');
    streamAgent.destroy();
    postAgent.destroy();
    await c.end().catch(() => {});
    await sleep(500);
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await admin.end();
  }
}

await main();
process.exit(0);
