import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call } from '../../test/http.ts';
import { makeMenu, orderBody, placePaidOrder } from '../../test/order-fixtures.ts';
import { createOwnerWithRestaurant, createPersona } from '../../test/personas.ts';
import { createTestApp, type TestContext } from '../../test/test-app.ts';
import { METRICS_MESSAGES } from './metrics.ts';

const TOKEN = 'metrics-token-for-tests-0123456789';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestApp({ METRICS_TOKEN: TOKEN });
});
afterAll(async () => ctx?.close());

const scrape = (authorization?: string) =>
  ctx.app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} });

describe('GET /metrics', () => {
  it('answers 401 without the token or with a wrong one, and shows nothing', async () => {
    for (const header of [undefined, 'Bearer wrong-token', `Basic ${TOKEN}`, TOKEN]) {
      const res = await scrape(header);
      expect(res.statusCode).toBe(401);
      expect(res.json().error).toBe(METRICS_MESSAGES.unauthorized);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.body).not.toContain('http_request_duration_seconds');
    }
  });

  it('reports latency per route pattern, orders by status, payments, SSE clients and the pool', async () => {
    const customer = await createPersona(ctx, 'customer');
    const { restaurant } = await createOwnerWithRestaurant(ctx);
    const { dosa } = await makeMenu(ctx, restaurant.id);
    await placePaidOrder(ctx, customer, orderBody(restaurant.id, [{ foodItemId: dosa.id, quantity: 1 }]));
    await call(ctx.app, 'GET', `/api/restaurants/${restaurant.id}`);

    const res = await scrape(`Bearer ${TOKEN}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = res.body;
    expect(text).toMatch(
      /http_request_duration_seconds_bucket\{le="[\d.+Inf]+",method="GET",route="\/api\/restaurants\/:id",status_code="200"\} 1/,
    );
    expect(text).not.toContain(restaurant.id);
    expect(text).toMatch(/orders_by_status\{status="Processing"\} [1-9]/);
    expect(text).toMatch(/payments_total\{outcome="verified",via="checkout"\} 1/);
    expect(text).toMatch(/^sse_clients 0$/m);
    expect(text).toContain('# TYPE db_pool_connections gauge');
    expect(text).toContain('process_cpu_user_seconds_total');
    if (ctx.database.kind === 'postgres') expect(text).toMatch(/db_pool_connections\{state="max"\} \d+/);
  });
});

describe('GET /metrics without METRICS_TOKEN', () => {
  it('answers 404 saying how to turn metrics on', async () => {
    const off = await createTestApp();
    try {
      const res = await off.app.inject({ method: 'GET', url: '/metrics' });
      expect(res.statusCode).toBe(404);
      expect(res.json().error).toBe(METRICS_MESSAGES.off);
    } finally {
      await off.close();
    }
  }, 120_000);
});
