import { createHash, timingSafeEqual } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Database } from '../db/client.ts';
import { orders } from '../db/schema/index.ts';
import { AppError } from '../lib/app-error.ts';

/** The routes whose answer says whether a payment went through. */
const PAYMENT_ROUTES: Record<string, string> = {
  'POST /api/orders/:id/payment/verify': 'checkout',
  'POST /api/payments/razorpay/webhook': 'webhook',
};
const SSE_ROUTE = 'GET /api/orders/events';

export const METRICS_MESSAGES = {
  unauthorized: 'Send the metrics token as "Authorization: Bearer <METRICS_TOKEN>".',
  off: 'Metrics are off on this server: set METRICS_TOKEN to turn them on.',
} as const;

/**
 * GET /metrics in Prometheus text format, only with `Authorization: Bearer <METRICS_TOKEN>`
 * (decision 014); without METRICS_TOKEN it answers 404 and nothing is measured. One registry
 * per app, so tests can build many apps in one process.
 */
export function registerMetrics(app: FastifyInstance, database: Database, token: string | undefined): void {
  const route = { schema: { hide: true }, config: { access: 'public' as const } };
  if (!token) {
    app.get('/metrics', route, async () => {
      throw new AppError('NOT_FOUND', METRICS_MESSAGES.off);
    });
    return;
  }
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });

  const latency = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route pattern (not the raw URL), method and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  const payments = new Counter({
    name: 'payments_total',
    help: 'Payments this instance verified or refused, by outcome and path (checkout or webhook)',
    labelNames: ['outcome', 'via'] as const,
    registers: [registry],
  });
  const sseClients = new Gauge({
    name: 'sse_clients',
    help: 'Open live order-update streams on this instance',
    registers: [registry],
  });
  new Gauge({
    name: 'orders_by_status',
    help: 'Orders in the database by status (the same on every instance: aggregate with max)',
    labelNames: ['status'] as const,
    registers: [registry],
    async collect() {
      const rows = await database.db
        .select({ status: orders.status, n: count() })
        .from(orders)
        .groupBy(orders.status);
      this.reset();
      for (const row of rows) this.set({ status: row.status }, row.n);
    },
  });
  new Gauge({
    name: 'db_pool_connections',
    help: 'PostgreSQL pool connections by state (total, idle, waiting clients, max); empty on PGlite',
    labelNames: ['state'] as const,
    registers: [registry],
    collect() {
      const stats = database.poolStats?.();
      if (!stats) return;
      for (const [state, value] of Object.entries(stats)) this.set({ state }, value);
    },
  });

  const routeKey = (request: FastifyRequest) =>
    `${request.method} ${request.routeOptions.url ?? '(unmatched)'}`;

  app.addHook('onRequest', async (request, reply) => {
    if (routeKey(request) !== SSE_ROUTE) return;
    sseClients.inc();
    reply.raw.once('close', () => sseClients.dec());
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? '(unmatched)';
    if (route === '/metrics') return;
    latency.observe(
      { method: request.method, route, status_code: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    );
    const via = PAYMENT_ROUTES[routeKey(request)];
    if (!via) return;
    if (reply.statusCode < 300) payments.inc({ outcome: 'verified', via });
    else if ([400, 402, 409, 422].includes(reply.statusCode)) payments.inc({ outcome: 'failed', via });
  });

  const expected = digest(token);
  app.get('/metrics', route, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!timingSafeEqual(digest(given), expected)) {
      reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
      throw new AppError('UNAUTHORIZED', METRICS_MESSAGES.unauthorized);
    }
    reply.header('Content-Type', registry.contentType);
    reply.header('Cache-Control', 'no-store');
    return registry.metrics();
  });
}

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}
