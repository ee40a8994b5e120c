// Orders placed per second: autocannon, 50 connections, 10 s, each connection a signed-in customer,
// test payment mode. Against a running server started with a high AUTH_RATE_LIMIT_PER_MINUTE (the
// 50 sign-ups come from one address):
//   AUTH_RATE_LIMIT_PER_MINUTE=100000 npm start        # or with DATABASE_URL=...
//   node bench/orders.mjs [baseUrl]                      # default http://127.0.0.1:3000
import autocannon from 'autocannon';
import { benchOrder } from './bench-order.mjs';

const base = process.argv[2] ?? 'http://127.0.0.1:3000';
const CONNECTIONS = 50;
const headers = { 'content-type': 'application/json', origin: base };

async function json(path, init = {}) {
  const res = await fetch(`${base}${path}`, { ...init, headers: { ...headers, ...init.headers } });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return { body: await res.json(), res };
}

const order = JSON.stringify(await benchOrder(base));

const cookies = [];
const run = Date.now();
for (let i = 0; i < CONNECTIONS; i++) {
  const { res } = await json('/api/auth/sign-up/email', {
    method: 'POST',
    body: JSON.stringify({
      email: `bench-${run}-${i}@example.com`,
      password: 'bench-password-1',
      name: `bench${i}`,
    }),
  });
  const cookie = res.headers.getSetCookie().find((c) => c.includes('session_token='));
  cookies.push(cookie.split(';')[0]);
}

let next = 0;
const result = await autocannon({
  url: base,
  connections: CONNECTIONS,
  duration: 10,
  requests: [{ method: 'POST', path: '/api/orders', headers, body: order }],
  setupClient: (client) => client.setHeaders({ ...headers, cookie: cookies[next++ % cookies.length] }),
});
console.log(
  JSON.stringify(
    {
      endpoint: 'POST /api/orders',
      ordersPerSecond: result.requests.average,
      latencyMs: { p50: result.latency.p50, p99: result.latency.p99 },
      total2xx: result['2xx'],
      non2xx: result.non2xx,
      errors: result.errors,
    },
    null,
    2,
  ),
);
