import {
  DELIVERY_STATUS_ATTEMPTS_PER_ORDER,
  RESTAURANT_MANAGER_ROLES,
  ROLES,
  ZDeliveryPickup,
  ZErrorBody,
  ZIdParams,
  ZOrder,
  ZOrderListQueryWithPosition,
  ZOrderQuote,
  ZOrderSlots,
  ZOrderStatusInput,
  ZPlaceOrderInput,
  ZPlaceOrderResponse,
  ZTicketClaim,
  ZTicketClaimInput,
} from '@app/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { sendPage } from '../../lib/paging.ts';
import type { RouteRateLimit } from '../../plugins/rate-limit/rate-limit.ts';
import { assertOrderingOpen } from '../site-settings/site-settings-port.ts';
import type { DeliveryChecks } from './delivery-checks-port.ts';
import { invoiceOf, type OrderDocument } from './invoices.service.ts';
import * as service from './orders.service.ts';
import type { OrderDeps } from './orders-port.ts';
import { listSlots } from './scheduled-orders.ts';

const errors = {
  400: ZErrorBody,
  401: ZErrorBody,
  402: ZErrorBody,
  403: ZErrorBody,
  404: ZErrorBody,
  409: ZErrorBody,
  422: ZErrorBody,
  503: ZErrorBody,
};
const ZOrderIdParams = z.object({ orderId: ZIdParams.shape.id });

/**
 * A rider's moves of one order (pick up, the doorstep code) are few; many are guessing. Counted
 * per rider and order in the shared store, on top of the lockout the database enforces.
 */
const riderMovesPerOrder: RouteRateLimit = {
  name: 'order-status-rider',
  max: DELIVERY_STATUS_ATTEMPTS_PER_ORDER,
  timeWindow: '10 minutes',
  key: async (request) => {
    const user = await request.sessionUser();
    if (user?.role !== 'deliveryPartner') return null;
    return `${user.id}|${(request.params as { id?: string }).id ?? ''}`;
  },
};

export function ordersRoutes(deps: OrderDeps, delivery: DeliveryChecks): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      '/orders',
      {
        config: { access: ['customer'] },
        schema: {
          tags: ['orders'],
          summary: 'Place an order (priced by the server), awaiting payment. Honours Idempotency-Key.',
          body: ZPlaceOrderInput,
          headers: z.object({ 'idempotency-key': z.string().optional() }),
          response: { 200: ZPlaceOrderResponse, 201: ZPlaceOrderResponse, ...errors },
        },
      },
      async (request, reply) => {
        const user = await request.requireUser();
        await assertOrderingOpen(deps.db);
        const result = await service.placeOrder(deps, user, request.body, request.headers['idempotency-key']);
        return reply
          .status(result.replayed ? 200 : 201)
          .send({ order: result.order, payment: result.payment });
      },
    );

    app.get(
      '/restaurants/:id/slots',
      {
        config: { access: 'public' },
        schema: {
          tags: ['orders'],
          summary:
            'The half hours a scheduled order may pick (decision 053): from the first the kitchen can make to 2 days ahead, inside opening hours, with the places each has left.',
          params: ZIdParams,
          response: { 200: ZOrderSlots, ...errors },
        },
      },
      async (request, reply) => {
        reply.header('cache-control', 'no-store');
        return listSlots(deps.db, request.params.id);
      },
    );

    app.post(
      '/orders/quote',
      {
        config: { access: ['customer'] },
        schema: {
          tags: ['orders'],
          summary: 'The bill POST /api/orders would charge for the same body, line by line; writes nothing.',
          body: ZPlaceOrderInput,
          response: { 200: ZOrderQuote, ...errors },
        },
      },
      async (request) => {
        const user = await request.requireUser();
        await assertOrderingOpen(deps.db);
        return service.quoteOrder(deps, user, request.body);
      },
    );

    app.get(
      '/orders',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['orders'],
          summary:
            "Orders, newest first: mine, my restaurants', or all (admin); scope=delivery: orders ready for pickup (nearest first with lat, lng)",
          querystring: ZOrderListQueryWithPosition,
          response: { 200: z.union([z.array(ZOrder), z.array(ZDeliveryPickup)]), ...errors },
        },
      },
      async (request, reply) => {
        const user = await request.requireUser();
        if (
          request.query.scope === 'delivery' &&
          (user.role === 'deliveryPartner' || user.role === 'admin')
        ) {
          return sendPage(reply, await delivery.listPickups(user, request.query));
        }
        return sendPage(reply, await service.listOrders(deps, user, request.query));
      },
    );

    app.get(
      '/order/:orderId',
      {
        config: { access: 'signedIn' },
        schema: {
          tags: ['orders'],
          summary: "One order: its customer, its restaurant's owner, its delivery partner, or an admin",
          params: ZOrderIdParams,
          response: { 200: ZOrder, ...errors },
        },
      },
      async (request) => delivery.getOrderForCaller(await request.requireUser(), request.params.orderId),
    );

    const documentRoute = (path: string, document: OrderDocument, summary: string) =>
      app.get(
        path,
        {
          config: { access: 'signedIn' },
          schema: {
            tags: ['orders'],
            summary,
            params: ZOrderIdParams,
            response: { 200: z.instanceof(Buffer), ...errors },
          },
        },
        async (request, reply) => {
          const { fileName, pdf } = await invoiceOf(
            deps,
            await request.requireUser(),
            request.params.orderId,
            deps.invoiceIssuerGstin ?? null,
            document,
          );
          return reply
            .header('content-type', 'application/pdf')
            .header('content-disposition', `attachment; filename="${fileName}"`)
            .header('cache-control', 'private, no-store')
            .send(pdf);
        },
      );
    documentRoute(
      '/order/:orderId/invoice',
      'invoice',
      "A paid order's tax invoice (PDF): its customer, its restaurant's owner, or an admin",
    );
    documentRoute(
      '/order/:orderId/credit-note',
      'creditNote',
      "A refunded order's credit note (PDF): its customer, its restaurant's owner, or an admin",
    );

    app.post(
      '/orders/:id/status',
      {
        config: { access: ROLES, rateLimit: riderMovesPerOrder },
        schema: {
          tags: ['orders'],
          summary: 'Move an order along its lifecycle (the role that owns the step)',
          params: ZIdParams,
          body: ZOrderStatusInput,
          response: { 200: ZOrder, ...errors },
        },
      },
      async (request) => delivery.changeStatus(await request.requireUser(), request.params.id, request.body),
    );

    app.post(
      '/orders/:id/ticket',
      {
        config: { access: RESTAURANT_MANAGER_ROLES },
        schema: {
          tags: ['orders'],
          summary:
            "May this device print the order's kitchen ticket? Once per order, unless reprinted by hand",
          params: ZIdParams,
          body: ZTicketClaimInput,
          response: { 200: ZTicketClaim, ...errors },
        },
      },
      async (request) =>
        service.claimTicket(deps, await request.requireUser(), request.params.id, request.body.reprint),
    );
  };
}
