import { randomUUID } from 'node:crypto';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { fromNodeHeaders } from 'better-auth/node';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuth, toSessionUser } from './modules/auth/auth.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { clientConfigRoutes } from './modules/client-config/client-config.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { mailboxRoutes } from './modules/mail/mailbox.routes.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { OrderEventHub } from './modules/orders/order-events.ts';
import { orderStreamRoutes } from './modules/orders/order-stream.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { scheduleUnpaidOrderExpiry } from './modules/orders/unpaid-order-expiry.ts';
import { createPaymentGateway } from './modules/payments/payment-gateway.ts';
import { webhookRoutes } from './modules/payments/webhook.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { registerAccessControl } from './plugins/access.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';

export type BuildAppOptions = { config: Config; database: Database; logger?: boolean };

/** Builds the whole application without listening: server.ts listens, tests use inject(). */
export async function buildApp({
  config,
  database,
  logger = true,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger && config.LOG_LEVEL !== 'silent' ? { level: config.LOG_LEVEL } : false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: true,
    bodyLimit: 256 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });

  const mailer = createMailer(config, database.db);
  const auth = createAuth(config, database.db, mailer);
  const payments = createPaymentGateway(config);
  const orderEvents = new OrderEventHub(database);
  await orderEvents.start();
  app.addHook('onClose', async () => orderEvents.stop());
  scheduleUnpaidOrderExpiry(app, database.db);
  app.decorate('auth', auth);

  registerErrorHandler(app);
  registerAccessControl(app, async (request) => {
    if (!request.headers.cookie) return null;
    const result = await auth.api.getSession({ headers: fromNodeHeaders(request.headers) });
    return result ? toSessionUser(result.user) : null;
  });
  await registerSecurity(app, { razorpay: payments.mode === 'razorpay' });
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(swagger, {
    openapi: { info: { title: 'Food delivery API', version: '1.0.0' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  app.get('/healthz', { schema: { hide: true }, config: { access: 'public' } }, async () => ({
    status: 'ok',
  }));
  app.get('/readyz', { schema: { hide: true }, config: { access: 'public' } }, async (_request, reply) => {
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ready', database: database.kind };
    } catch {
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });

  await app.register(authRoutes(auth, config.AUTH_RATE_LIMIT_PER_MINUTE), { prefix: '/api/auth' });
  await app.register(catalogueRoutes, { prefix: '/api' });
  await app.register(searchRoutes, { prefix: '/api' });
  await app.register(contactRoutes, { prefix: '/api' });
  await app.register(usersRoutes, { prefix: '/api' });
  await app.register(clientConfigRoutes, { prefix: '/api' });
  await app.register(favoritesRoutes, { prefix: '/api' });
  await app.register(cartRoutes, { prefix: '/api' });
  await app.register(ordersRoutes(payments), { prefix: '/api' });
  await app.register(orderStreamRoutes(orderEvents), { prefix: '/api' });
  await app.register(webhookRoutes({ db: database.db, payments }), { prefix: '/api' });
  await app.register(reviewsRoutes, { prefix: '/api' });
  if (config.devMailboxEnabled) await app.register(mailboxRoutes);
  await registerSpa(app, config.webDist);
  return app;
}
