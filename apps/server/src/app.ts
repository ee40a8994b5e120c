import { randomUUID } from 'node:crypto';
import type { Agent } from 'node:https';
import { rupeesToPaise } from '@app/shared';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { isAPIError } from 'better-auth/api';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import { isDatabaseBusyError } from './db/availability.ts';
import type { Database } from './db/client.ts';
import { logRedaction } from './lib/log-redaction.ts';
import { adminCareRoutes } from './modules/admin-care/admin-care.routes.ts';
import { figuresRoutes } from './modules/admin-figures/figures.routes.ts';
import { adminOrdersRoutes } from './modules/admin-orders/admin-orders.routes.ts';
import { adminRestaurantsRoutes } from './modules/admin-restaurants/admin-restaurants.routes.ts';
import { adminUsersRoutes } from './modules/admin-users/admin-users.routes.ts';
import { auditRoutes } from './modules/audit/audit.routes.ts';
import { authRoutes } from './modules/auth/auth.routes.ts';
import { createAuth } from './modules/auth/auth.ts';
import { deriveSecret, resolveAuthSecret } from './modules/auth/auth-secret.ts';
import { createSessionLoader } from './modules/auth/session-loader.ts';
import { SESSION_REVOCATIONS_CHANNEL, sessionRevocations } from './modules/auth/session-revocations.ts';
import { StreamTickets } from './modules/auth/stream-tickets.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { clientConfigRoutes } from './modules/client-config/client-config.routes.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { couponsRoutes } from './modules/coupons/coupons.routes.ts';
import { couponsForOrders } from './modules/coupons/coupons-for-orders.ts';
import { CourierPositions } from './modules/delivery/courier-positions.ts';
import { deliveryRoutes } from './modules/delivery/delivery.routes.ts';
import { positionMaths } from './modules/delivery/delivery.service.ts';
import { endDeliveryOnStatusMove } from './modules/delivery/delivery-end.ts';
import { deliveryChecksFor } from './modules/delivery/delivery-for-orders.ts';
import { dispatchRoutes } from './modules/delivery/dispatch.routes.ts';
import { scheduleDispatcher } from './modules/delivery/dispatch-schedule.ts';
import { favoritesRoutes } from './modules/favorites/favorites.routes.ts';
import { ledgerRoutes } from './modules/ledger/ledger.routes.ts';
import { postLedgerOnStatusMove } from './modules/ledger/ledger-on-status-move.ts';
import { scheduleRouteTransfers } from './modules/ledger/route-transfers.ts';
import { mailboxRoutes } from './modules/mail/mailbox.routes.ts';
import { createMailer } from './modules/mail/mailer.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { startNotifications } from './modules/notifications/notifications.ts';
import { kitchenDeadlinesOf, scheduleKitchenDeadlines } from './modules/orders/kitchen-controls.ts';
import { OrderEventHub } from './modules/orders/order-events.ts';
import { orderStreamRoutes } from './modules/orders/order-stream.routes.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { ordersForPaymentsWith } from './modules/orders/orders-for-payments.ts';
import { ordersOffer } from './modules/orders/orders-offer.ts';
import type { OrderDeps } from './modules/orders/orders-port.ts';
import { positionBusOf } from './modules/orders/position-bus.ts';
import { sendReceipt } from './modules/orders/receipt-mail.ts';
import { scheduledReleaseOf, scheduleScheduledRelease } from './modules/orders/scheduled-release.ts';
import { scheduleUnpaidOrderExpiry } from './modules/orders/unpaid-order-expiry.ts';
import { feedbackRoutes } from './modules/owner/feedback.routes.ts';
import { helpDeskRoutes } from './modules/owner/help-desk.routes.ts';
import { insightsRoutes } from './modules/owner/insights.routes.ts';
import { kitchenSettingsRoutes } from './modules/owner/kitchen-settings.routes.ts';
import { menuRoutes } from './modules/owner/menu.routes.ts';
import { openingHoursRoutes } from './modules/owner/opening-hours.routes.ts';
import { restaurantSettingsRoutes } from './modules/owner/restaurant-settings.routes.ts';
import { createPaymentGateway } from './modules/payments/payment-gateway.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import { createPaymentsPort } from './modules/payments/payments.service.ts';
import { scheduleRefundFinisher } from './modules/payments/refund-finisher.ts';
import { webhookRoutes } from './modules/payments/webhook.routes.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { riderCashRoutes } from './modules/rider-cash/rider-cash.routes.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { serviceabilityRoutes } from './modules/serviceability/serviceability.routes.ts';
import { serviceabilityOffer } from './modules/serviceability/serviceability-offer.ts';
import { siteSettingsRoutes } from './modules/site-settings/site-settings.routes.ts';
import { registerImages } from './modules/uploads/register-images.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { usersRoutes } from './modules/users/users.routes.ts';
import { registerAccessControl } from './plugins/access.ts';
import { answerClientError } from './plugins/client-errors.ts';
import { compiledSerializerCompiler } from './plugins/compiled-serializer.ts';
import { registerDatabaseOutageHandling } from './plugins/database-outage.ts';
import { registerErrorHandler } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerPublicReads } from './plugins/public-reads.ts';
import { createRateLimitStore, registerRateLimits } from './plugins/rate-limit/rate-limit.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerSpa } from './plugins/spa.ts';

export type BuildAppOptions = {
  config: Config;
  database: Database;
  logger?: boolean;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: NodeJS.WritableStream;
  /** Responses written by compiled serializers without run-time validation; default: in production. */
  compiledResponses?: boolean;
  /** Tests: the agent that reaches a push service on loopback with its own certificate. */
  pushAgent?: Agent;
};

/** Builds the whole application without listening: server.ts listens, tests use inject(). */
export async function buildApp({
  config,
  database,
  logger = true,
  logStream,
  compiledResponses = config.NODE_ENV === 'production',
  pushAgent,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger:
      logger && config.LOG_LEVEL !== 'silent'
        ? { level: config.LOG_LEVEL, ...logRedaction(), ...(logStream ? { stream: logStream } : {}) }
        : false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && /^[\w-]{1,64}$/.test(incoming) ? incoming : randomUUID();
    },
    trustProxy: config.trustProxy,
    bodyLimit: 256 * 1024,
    clientErrorHandler: answerClientError,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(compiledResponses ? compiledSerializerCompiler : serializerCompiler);
  app.decorate('config', config);
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
  });
  registerDatabaseOutageHandling(app, database);

  const mailer = createMailer(config, database.db);
  const authSecret = await resolveAuthSecret(config, database.db);
  const auth = createAuth(config, database.db, mailer, {
    secret: authSecret,
    observer: {
      onError(err) {
        // better-auth answers its own errors; we log the unexpected ones (redacted) and notice outages.
        if (isAPIError(err) && err.statusCode < 500) return;
        if (!database.availability.report(err)) app.log.error({ err }, 'auth error');
      },
      log(level, message, args) {
        const err = args.find((a) => a instanceof Error);
        app.log[level]({ ...(err ? { err } : {}) }, `auth: ${message}`);
      },
    },
  });
  const gateway = createPaymentGateway(config, {
    testSigningSecret: deriveSecret(authSecret, 'test-payment-signing'),
  });
  const receipts = {
    db: database.db,
    mailer,
    issuerGstin: config.PLATFORM_GSTIN ?? null,
    publicUrl: config.publicUrl,
  };
  const paymentDeps = {
    db: database.db,
    gateway,
    log: app.log,
    orders: ordersForPaymentsWith(() => orderDeps),
  };
  const orderDeps: OrderDeps = {
    db: database.db,
    payments: createPaymentsPort(paymentDeps),
    orders: ordersOffer,
    serviceability: serviceabilityOffer,
    coupons: couponsForOrders,
    // Writes other modules add to every status move, in its transaction.
    onStatusMove: [endDeliveryOnStatusMove, postLedgerOnStatusMove],
    invoiceIssuerGstin: config.PLATFORM_GSTIN ?? null,
  };
  // The order stream's reconnect tickets live no longer than a session revocation is remembered.
  const streamTickets =
    config.SESSION_COOKIE_CACHE_SECONDS > 0
      ? new StreamTickets(
          deriveSecret(authSecret, 'stream-tickets'),
          config.SESSION_COOKIE_CACHE_SECONDS * 1000,
        )
      : undefined;
  const orderEvents = new OrderEventHub(database, positionBusOf(config, database));
  await orderEvents.start();
  app.addHook('onClose', async () => orderEvents.stop());
  const courierPositions = new CourierPositions(
    database.db,
    ordersOffer,
    orderEvents,
    positionMaths,
    app.log,
  );
  const stopCourierPositions = courierPositions.start();
  app.addHook('onClose', async () => stopCourierPositions());
  app.decorate('courierPositions', courierPositions);
  const deliveryChecks = deliveryChecksFor({
    ...orderDeps,
    partnerFeePaise: rupeesToPaise(config.DELIVERY_PARTNER_FEE_RUPEES),
    dispatchMode: config.DISPATCH_MODE,
    positions: courierPositions,
  });
  // Sessions ended on another instance: refused here at once, and the user's open streams re-checked.
  const unlistenRevocations = await database.listen(SESSION_REVOCATIONS_CHANNEL, (userId) =>
    sessionRevocations(database.db).mark(userId, { heard: true }),
  );
  app.addHook('onClose', async () => unlistenRevocations().catch(() => {}));
  const notifications = await startNotifications(app, {
    mailer,
    sendReceipt: (orderId) => sendReceipt(receipts, orderId),
    orderEvents,
    pushAgent,
  });
  app.decorate('notifications', notifications);
  scheduleUnpaidOrderExpiry(app, database.db);
  app.decorate('kitchenDeadlines', kitchenDeadlinesOf(orderDeps));
  if (config.KITCHEN_DEADLINE_CHECK_MS > 0)
    scheduleKitchenDeadlines(app, orderDeps, config.KITCHEN_DEADLINE_CHECK_MS);
  app.decorate('scheduledOrders', scheduledReleaseOf(orderDeps));
  if (config.SCHEDULED_RELEASE_CHECK_MS > 0)
    scheduleScheduledRelease(app, orderDeps, config.SCHEDULED_RELEASE_CHECK_MS);
  scheduleRefundFinisher(app, paymentDeps);
  scheduleRouteTransfers(app, paymentDeps);
  if (config.DISPATCH_MODE === 'auto' && config.DISPATCH_ROUND_MS > 0)
    scheduleDispatcher(app, database.db, orderEvents, config.DISPATCH_ROUND_MS);
  app.decorate('auth', auth);

  registerErrorHandler(app);
  registerInputGuard(app);
  registerAccessControl(
    app,
    createSessionLoader(app, auth, database.db, config.SESSION_COOKIE_CACHE_SECONDS, streamTickets),
  );
  registerSecurity(app, { razorpay: gateway.mode === 'razorpay', https: config.secureCookies });
  registerRateLimits(app, await createRateLimitStore(app, config.REDIS_URL));
  registerMetrics(app, database, config.METRICS_TOKEN);
  registerPublicReads(app, config.PUBLIC_READ_CACHE_MS);
  await registerImages(app, config, database.db);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(swagger, {
    openapi: { info: { title: 'Food delivery API', version: '1.0.0' }, servers: [{ url: '/' }] },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs' });

  // Probes come every few seconds: their request lines are debug, not info (a failure still logs).
  const probe = { schema: { hide: true }, config: { access: 'public' }, logLevel: 'warn' } as const;
  app.get('/healthz', probe, async () => ({ status: 'ok' }));
  app.get('/readyz', probe, async (_request, reply) => {
    if (!database.availability.available) {
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
    try {
      await database.db.execute(sql`select 1`);
      return { status: 'ready', database: database.kind };
    } catch (err) {
      // Busy is not unready: taking every overloaded instance out of the balancer ends in none.
      if (isDatabaseBusyError(err)) return { status: 'busy', database: database.kind };
      database.availability.report(err);
      return reply.status(503).send({ status: 'unavailable', database: database.kind });
    }
  });

  await app.register(
    authRoutes(auth, {
      perAccountAndAddress: config.AUTH_RATE_LIMIT_PER_MINUTE,
      perAddress: config.AUTH_ADDRESS_RATE_LIMIT_PER_MINUTE,
    }),
    { prefix: '/api/auth' },
  );
  await app.register(catalogueRoutes(serviceabilityOffer), { prefix: '/api' });
  await app.register(searchRoutes(serviceabilityOffer), { prefix: '/api' });
  await app.register(serviceabilityRoutes, { prefix: '/api' });
  await app.register(contactRoutes, { prefix: '/api' });
  await app.register(usersRoutes, { prefix: '/api' });
  await app.register(clientConfigRoutes, { prefix: '/api' });
  await app.register(favoritesRoutes, { prefix: '/api' });
  await app.register(cartRoutes, { prefix: '/api' });
  await app.register(ordersRoutes(orderDeps, deliveryChecks), { prefix: '/api' });
  await app.register(couponsRoutes, { prefix: '/api' });
  await app.register(ledgerRoutes, { prefix: '/api' });
  await app.register(paymentsRoutes(paymentDeps), { prefix: '/api' });
  await app.register(deliveryRoutes(orderDeps), { prefix: '/api' });
  await app.register(dispatchRoutes(orderDeps), { prefix: '/api' });
  await app.register(orderStreamRoutes(orderEvents, streamTickets), { prefix: '/api' });
  await app.register(webhookRoutes(paymentDeps), { prefix: '/api' });
  await app.register(reviewsRoutes, { prefix: '/api' });
  await app.register(siteSettingsRoutes, { prefix: '/api' });
  await app.register(riderCashRoutes, { prefix: '/api' });
  await app.register(notificationsRoutes(notifications), { prefix: '/api' });
  // Restaurant owners' workspace.
  await app.register(menuRoutes, { prefix: '/api' });
  await app.register(restaurantSettingsRoutes, { prefix: '/api' });
  await app.register(openingHoursRoutes, { prefix: '/api' });
  await app.register(kitchenSettingsRoutes, { prefix: '/api' });
  await app.register(insightsRoutes, { prefix: '/api' });
  await app.register(feedbackRoutes, { prefix: '/api' });
  await app.register(helpDeskRoutes, { prefix: '/api' });
  await app.register(uploadsRoutes, { prefix: '/api' });
  // Admins.
  await app.register(adminRestaurantsRoutes, { prefix: '/api' });
  await app.register(adminUsersRoutes, { prefix: '/api' });
  await app.register(auditRoutes, { prefix: '/api' });
  await app.register(figuresRoutes, { prefix: '/api' });
  await app.register(adminOrdersRoutes(orderDeps), { prefix: '/api' });
  await app.register(adminCareRoutes({ mailer }), { prefix: '/api' });
  if (config.devMailboxEnabled) await app.register(mailboxRoutes);
  await registerSpa(app, config.webDist);
  return app;
}
