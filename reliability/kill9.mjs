// Reliability run (2): 100 simulated customers place and pay orders (test payment mode) against
// two instances on one PostgreSQL database for 60 s; one instance is killed with `kill -9` at
// half time; customers retry on the survivor with the same Idempotency-Key. Then the database is
// compared with what the customers were told. See reliability/README.md.
//   node reliability/kill9.mjs            # PG at postgres://postgres@127.0.0.1:5432, ports 3250-3251
// Env: KILL9_PG_URL, KILL9_PORT (first of two), KILL9_CUSTOMERS (100), KILL9_SECONDS (60).
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PG_URL = process.env.KILL9_PG_URL ?? 'postgres://postgres@127.0.0.1:5432';
const FIRST_PORT = Number(process.env.KILL9_PORT ?? 3250);
const CUSTOMERS = Number(process.env.KILL9_CUSTOMERS ?? 100);
const SECONDS = Number(process.env.KILL9_SECONDS ?? 60);
const REQUEST_TIMEOUT_MS = 10_000;
const PAID = new Set(['Processing', 'Preparing', 'On the way', 'Delivered']);

const dbName = `reliability_kill9_${Date.now()}`;
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'kill9-'));
const urls = [0, 1].map((i) => `http://127.0.0.1:${FIRST_PORT + i}`);
const authSecret = randomBytes(32).toString('hex');
const servers = [];

function startInstance(i) {
  const log = fs.openSync(path.join(work, `instance-${i}.log`), 'w');
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/server.ts'], {
    cwd: repo,
    stdio: ['ignore', log, log],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(FIRST_PORT + i),
      HOST: '127.0.0.1',
      DATABASE_URL: `${PG_URL}/${dbName}`,
      DATA_DIR: path.join(work, `data-${i}`),
      PUBLIC_URL: urls[0],
      AUTH_SECRET: authSecret,
      SEED_DEMO: 'true',
      ALLOW_DEMO_IN_PRODUCTION: 'true', // demo customers' restaurants under NODE_ENV=production
      // A staging server (decision 039): test payments, the mailbox, plain http on loopback.
      ALLOW_TEST_PAYMENTS_IN_PRODUCTION: 'true',
      ALLOW_DEV_MAILBOX_IN_PRODUCTION: 'true',
      ALLOW_HTTP_IN_PRODUCTION: 'true',
      LOG_LEVEL: 'warn',
    },
  });
  servers[i] = child;
  return child;
}

async function waitReady(url) {
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`${url}/readyz`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} never became ready (logs in ${work})`);
}

/** One request as a browser on our own pages would send it; throws on network errors and 5xx. */
async function call(base, method, pathName, { cookie, body, headers = {} } = {}) {
  const res = await fetch(`${base}${pathName}`, {
    method,
    headers: {
      origin: base,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(cookie ? { cookie } : {}),
      ...headers,
    },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  const text = await res.text();
  if (res.status >= 500) throw new Error(`${method} ${pathName}: ${res.status}`);
  return { status: res.status, json: text ? JSON.parse(text) : null, res };
}

const admin = new pg.Client({ connectionString: `${PG_URL}/postgres` });
await admin.connect();
await admin.query(`CREATE DATABASE ${dbName}`);
let exitCode = 0;
try {
  // One after the other: the first migrates and seeds, the second finds the database ready.
  startInstance(0);
  await waitReady(urls[0]);
  startInstance(1);
  await waitReady(urls[1]);

  const restaurants = (await call(urls[0], 'GET', '/api/restaurants?limit=50')).json;
  let menuChoice = null;
  for (const restaurant of restaurants.filter((r) => r.isActive)) {
    const menu = (
      await call(urls[0], 'GET', `/api/food-items-by-restaurant?restaurantId=${restaurant._id}&limit=200`)
    ).json;
    const dish = menu.find((d) => d.isAvailable && d.customizations.length === 0);
    if (dish) {
      menuChoice = {
        restaurant,
        dish,
        quantity: Math.max(1, Math.ceil(restaurant.minOrderAmount / dish.price)),
      };
      break;
    }
  }
  if (!menuChoice) throw new Error('no restaurant with a plain dish');
  const orderBody = {
    restaurantId: menuChoice.restaurant._id,
    items: [{ foodItemId: menuChoice.dish._id, quantity: menuChoice.quantity, options: [] }],
    deliveryInfo: {
      name: 'Kill Nine',
      address: '9, Reliability Road',
      city: 'Chennai',
      state: 'Tamil Nadu',
      zip: '600040',
      phone: '9840000009',
    },
  };

  const customers = [];
  for (let i = 0; i < CUSTOMERS; i++) {
    // Signing up goes to the first instance: better-auth trusts PUBLIC_URL's origin only.
    const signUp = await call(urls[0], 'POST', '/api/auth/sign-up/email', {
      body: { email: `kill9-${i}@example.com`, password: 'kill9-password-1', name: `kill9 ${i}` },
    });
    if (signUp.status !== 200)
      throw new Error(`sign-up ${i}: ${signUp.status} ${JSON.stringify(signUp.json)}`);
    const cookie = signUp.res.headers
      .getSetCookie()
      .find((c) => c.includes('session_token='))
      .split(';')[0];
    customers.push({ i, home: i % 2, cookie, acknowledged: [], email: `kill9-${i}@example.com` });
  }

  const dead = new Set();
  const started = Date.now();
  const halfTime = started + (SECONDS * 1000) / 2;
  const endTime = started + SECONDS * 1000;
  const ackTimes = [];
  let retries = 0;
  let refusals = 0;

  /** Place (same key), pay in test mode, verify: the customer is told "paid" only on verify 200. */
  async function attempt(customer, key, base) {
    const placed = await call(base, 'POST', '/api/orders', {
      cookie: customer.cookie,
      body: orderBody,
      headers: { 'idempotency-key': key },
    });
    if (placed.status !== 200 && placed.status !== 201) return { refused: placed };
    const order = placed.json.order;
    if (PAID.has(order.status)) return { paid: order._id }; // paid before, the answer was lost
    const signed = await call(base, 'POST', `/api/orders/${order._id}/payment/test`, {
      cookie: customer.cookie,
      body: { outcome: 'success' },
    });
    if (signed.status !== 200) return { refused: signed };
    const verified = await call(base, 'POST', `/api/orders/${order._id}/payment/verify`, {
      cookie: customer.cookie,
      body: signed.json,
    });
    if (verified.status !== 200) return { refused: verified };
    return { paid: order._id };
  }

  async function customerLoop(customer) {
    while (Date.now() < endTime) {
      const key = randomUUID();
      let base = customer.home;
      for (let tries = 0; tries < 6; tries++) {
        if (dead.has(base)) base = 1 - base;
        try {
          const outcome = await attempt(customer, key, urls[base]);
          if (outcome.paid) {
            customer.acknowledged.push({ key, orderId: outcome.paid });
            ackTimes.push(Date.now());
          } else {
            refusals++;
          }
          break;
        } catch {
          retries++;
          base = 1 - base; // the same key on the other instance
          await new Promise((r) => setTimeout(r, 200));
        }
      }
    }
  }

  const killer = setTimeout(() => {
    dead.add(0);
    servers[0].kill('SIGKILL');
  }, halfTime - Date.now());
  await Promise.all(customers.map(customerLoop));
  clearTimeout(killer);

  // The database against what the customers were told.
  const db = new pg.Client({ connectionString: `${PG_URL}/${dbName}` });
  await db.connect();
  const { rows } = await db.query(
    `select o.id, o.status, o.idempotency_key, u.email from orders o join "user" u on u.id = o.user_id
     where u.email like 'kill9-%'`,
  );
  const duplicateKeys = await db.query(
    `select count(*)::int as n from (select user_id, idempotency_key from orders
     where idempotency_key is not null group by 1, 2 having count(*) > 1) d`,
  );
  await db.end();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const acknowledged = customers.flatMap((c) => c.acknowledged);
  const lost = acknowledged.filter((a) => !PAID.has(byId.get(a.orderId)?.status));
  const ackIds = new Set(acknowledged.map((a) => a.orderId));
  const ackKeys = acknowledged.map((a) => a.key);
  const paidInDb = rows.filter((r) => PAID.has(r.status));
  const before = ackTimes.filter((t) => t < halfTime).length;
  const after = ackTimes.filter((t) => t >= halfTime).length;
  const figures = {
    customers: CUSTOMERS,
    seconds: SECONDS,
    paidOrdersAcknowledged: acknowledged.length,
    lost: lost.length,
    duplicated: duplicateKeys.rows[0].n + (ackKeys.length - new Set(ackKeys).size),
    paidInDatabase: paidInDb.length,
    paidButNeverAcknowledged: paidInDb.filter((r) => !ackIds.has(r.id)).length,
    ordersPerSecondBeforeKill: Number((before / (SECONDS / 2)).toFixed(1)),
    ordersPerSecondAfterKill: Number((after / (SECONDS / 2)).toFixed(1)),
    retriesOnTheSurvivor: retries,
    refusedAttempts: refusals,
  };
  console.log(JSON.stringify(figures, null, 2));
  if (figures.lost > 0 || figures.duplicated > 0) exitCode = 1;
} catch (err) {
  console.error(err);
  exitCode = 1;
} finally {
  for (const child of servers) if (child && child.exitCode === null && !child.killed) child.kill('SIGTERM');
  await new Promise((r) => setTimeout(r, 2000));
  for (const child of servers) if (child && child.exitCode === null) child.kill('SIGKILL');
  await admin.query(`DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`).catch(() => {});
  await admin.end();
  if (exitCode === 0) fs.rmSync(work, { recursive: true, force: true });
  else console.error(`instance logs kept in ${work}`);
}
process.exit(exitCode);
