// Paid orders per second: N signed-in customers, each looping the whole checkout as the web client
// does it in test payment mode: place the order (POST /api/orders with an Idempotency-Key), pay
// (POST /api/orders/:id/payment/test), verify (POST /api/orders/:id/payment/verify). A paid order
// is the three requests; its latency is from the first request to the verified answer. Each
// customer's first paid order is a warm-up, not counted. Prints JSON.
// Against a running server started with a high AUTH_RATE_LIMIT_PER_MINUTE (the sign-ups come
// from one address), test payment mode (no Razorpay keys):
//   node bench/paid-orders.mjs [baseUrl] [customers] [seconds] [rate]   # default http://127.0.0.1:3000 100 10
// Without a rate, each customer starts the next order as soon as the last is verified (a closed loop:
// the server's most orders per second, where latency is queueing, customers / rate by Little's law).
// With a rate, orders arrive at that many per second whatever the server does (an open loop), each
// taken by a customer with no order in flight, and its latency counts from when it was due (waiting
// for a free customer included): the latency a customer sees at that load.

import { randomUUID } from 'node:crypto';
import http from 'node:http';
import { benchOrder } from './bench-order.mjs';

const base = new URL(process.argv[2] ?? 'http://127.0.0.1:3000');
const CUSTOMERS = Number(process.argv[3] ?? 100);
const SECONDS = Number(process.argv[4] ?? 10);
const RATE = Number(process.argv[5] ?? 0);
const origin = base.origin;
const agent = new http.Agent({ keepAlive: true, maxSockets: CUSTOMERS + 10 });

/** One request; keeps the customer's cookies as the browser would (set, replaced, expired). */
function request(jar, method, path, body, extraHeaders = {}) {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        agent,
        host: base.hostname,
        port: base.port,
        method,
        path,
        headers: {
          origin,
          ...(payload ? { 'content-type': 'application/json' } : {}),
          ...(cookie ? { cookie } : {}),
          ...extraHeaders,
        },
      },
      (res) => {
        const chunks = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () => {
          for (const line of res.headers['set-cookie'] ?? []) {
            const [pair, ...attrs] = line.split(';');
            const eq = pair.indexOf('=');
            const name = pair.slice(0, eq).trim();
            const value = pair.slice(eq + 1).trim();
            const expired = value === '' || attrs.some((a) => /^\s*max-age=0\s*$/i.test(a));
            if (expired) jar.delete(name);
            else jar.set(name, value);
          }
          const text = Buffer.concat(chunks).toString();
          if (res.statusCode >= 300) reject(new Error(`${method} ${path}: ${res.statusCode} ${text}`));
          else resolve(text ? JSON.parse(text) : null);
        });
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

const order = await benchOrder(origin);

const run = Date.now();
const jars = [];
for (let i = 0; i < CUSTOMERS; i++) {
  const jar = new Map();
  await request(jar, 'POST', '/api/auth/sign-up/email', {
    email: `paid-bench-${run}-${i}@example.com`,
    password: 'bench-password-1',
    name: `paidbench${i}`,
  });
  jars.push(jar);
}

const latencies = [];
const errors = new Map();
/** When (seconds into the run) each paid order slower than 1 s began: a stall or a steady tail. */
const slowStarts = [];
let requests = 0;
let started = 0;
let end = 0;

async function paidOrder(jar) {
  const placed = await request(jar, 'POST', '/api/orders', order, { 'idempotency-key': randomUUID() });
  const id = placed.order._id;
  const signed = await request(jar, 'POST', `/api/orders/${id}/payment/test`, { outcome: 'success' });
  const paid = await request(jar, 'POST', `/api/orders/${id}/payment/verify`, signed);
  if (paid.status !== 'Processing') throw new Error(`verified order is ${paid.status}`);
}

/** One paid order by this customer, timed from `due` (when it was started or was due to start). */
async function timedPaidOrder(jar, due) {
  try {
    await paidOrder(jar);
    requests += 3;
    const ms = performance.now() - due;
    latencies.push(ms);
    if (ms > 1000) slowStarts.push(Math.round((due - started) / 100) / 10);
  } catch (err) {
    const key = String(err.message).slice(0, 160);
    errors.set(key, (errors.get(key) ?? 0) + 1);
  }
}

/** Closed loop: the customer's next order starts when the last one is verified. */
async function customer(jar) {
  while (Date.now() < end) await timedPaidOrder(jar, performance.now());
}

/** Open loop: RATE orders a second for SECONDS, each by whichever customer is free. */
async function arrivals() {
  const free = [...jars];
  const queued = [];
  const take = () => free.pop() ?? new Promise((resolve) => queued.push(resolve));
  const give = (jar) => (queued.length > 0 ? queued.shift()(jar) : free.push(jar));
  const orders = [];
  for (let k = 0; k < RATE * SECONDS; k++) {
    const due = started + (k * 1000) / RATE;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    orders.push(
      (async () => {
        const jar = await take();
        await timedPaidOrder(jar, due);
        give(jar);
      })(),
    );
  }
  await Promise.all(orders);
}

// Warm-up, not counted: every customer's first paid order (cold JIT, first plans of each query).
await Promise.all(jars.map((jar) => paidOrder(jar)));
console.error(`signed up ${CUSTOMERS} customers, warmed up; running ${SECONDS} s`);
started = performance.now();
end = Date.now() + SECONDS * 1000;
if (RATE > 0) await arrivals();
else await Promise.all(jars.map(customer));
const elapsed = (performance.now() - started) / 1000;

latencies.sort((a, b) => a - b);
const pct = (p) =>
  Math.round(latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))] ?? 0);
console.log(
  JSON.stringify(
    {
      bench: 'paid orders (place + test payment + verify)',
      customers: CUSTOMERS,
      load: RATE > 0 ? `${RATE} orders/s offered (open loop)` : 'closed loop',
      seconds: Math.round(elapsed * 10) / 10,
      paidOrders: latencies.length,
      ordersPerSecond: Math.round((latencies.length / elapsed) * 10) / 10,
      requestsPerSecond: Math.round(requests / elapsed),
      latencyMs: { p50: pct(50), p90: pct(90), p99: pct(99), max: Math.round(latencies.at(-1) ?? 0) },
      slowerThan1sStartedAtS: slowStarts.slice(0, 50),
      errors: Object.fromEntries(errors),
    },
    null,
    2,
  ),
);
agent.destroy();
